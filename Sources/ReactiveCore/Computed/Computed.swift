/// A value derived from other values, with its dependencies discovered
/// automatically.
///
/// <!-- snippet: doc-Computed -->
/// ```swift
/// let first = BehaviorRelay(value: "Ada")
/// let last = BehaviorRelay(value: "Lovelace")
/// let fullName = Computed { "\(first.tracked) \(last.tracked)" }
/// fullName => label.rx.text
/// ```
///
/// Every read during the body of a relay's `value` (or `tracked`, which says
/// the same at the reading site), of a `@Bindable`/`@Mutable` property, or of
/// another computed's `value` is a dependency; the list is rebuilt on every
/// evaluation, so a branch not taken is not depended on. A relay read in a
/// body gives the value the graph has seen: a value accepted on another
/// thread counts once it has been delivered, and then marks the computed.
///
/// - **Lazy**: the body runs when the value is read or a subscriber needs it,
///   never merely because a dependency changed.
/// - **Glitch-free**: a change is first marked through the whole graph and only
///   then are subscribed computeds updated, each at most once, pulling their
///   dependencies first: subscribers never see a mix of old and new inputs.
/// - **Equatable values** are compared: recomputing to an equal value neither
///   notifies subscribers nor recomputes dependents.
/// - **Cycles** are reported as `DependencyCycleError` (see `get()`), not a
///   stack overflow.
/// - **Thread-safe**: evaluations are serialised by one lock; subscribers are
///   called without it. Bodies must not write to relays and should be quick.
public final class Computed<Value>: ObservableType, @unchecked Sendable {
    @usableFromInline let core: ComputedCore<Value>

    /// A computed value whose subscribers are notified on every recomputation.
    ///
    /// - Parameters:
    ///   - label: a name for error messages; defaults to the creation site.
    ///   - file: the creating file, for the default label (leave the default).
    ///   - line: the creating line, for the default label (leave the default).
    ///   - body: computes the value; it may throw (see `get()`).
    @inlinable
    public init(
        _ label: String? = nil, file: StaticString = #fileID, line: UInt = #line,
        _ body: @escaping () throws -> Value
    ) {
        core = ComputedCore(label: label ?? "\(file):\(line)", body: body, actions: ComputedCore<Value>.plainActions())
    }

    /// A computed value whose subscribers and dependents are notified only
    /// when the recomputed value differs from the previous one.
    ///
    /// - Parameters:
    ///   - label: a name for error messages; defaults to the creation site.
    ///   - file: the creating file, for the default label (leave the default).
    ///   - line: the creating line, for the default label (leave the default).
    ///   - body: computes the value; it may throw (see `get()`).
    @inlinable
    public init(
        _ label: String? = nil, file: StaticString = #fileID, line: UInt = #line,
        _ body: @escaping () throws -> Value
    ) where Value: Equatable {
        core = ComputedCore(label: label ?? "\(file):\(line)", body: body, actions: ComputedCore<Value>.equatableActions())
    }

    /// The name used in error messages.
    public var label: String { core.label }

    /// The current value, recomputed first if a dependency changed. Read in
    /// another computed's body, it makes this computed a dependency.
    ///
    /// If the last evaluation failed (the body threw or a cycle was found) this
    /// is the last value successfully computed; the failure is in `error`. If
    /// there never was one, reading is a programming error and traps with the
    /// failure's description — use `get()` to handle failures.
    public var value: Value {
        switch read() {
        case .success(let value):
            return value
        case .failure(let error):
            if let last = DependencyGraph.lock.withLock({ _ in core.lastValue }) { return last }
            fatalError("Computed '\(label)' has no value: \(error)")
        }
    }

    /// The current value, or the error that prevented computing it: what the
    /// body threw, or a `DependencyCycleError`. Tracked like `value`.
    public func get() throws -> Value {
        try read().get()
    }

    /// The failure of the last evaluation, or `nil` if it succeeded.
    /// Brings the computed up to date first; not tracked.
    public var error: (any Error)? {
        let outcome = DependencyTracker.untracked { read() }
        if case .failure(let error) = outcome { return error }
        return nil
    }

    /// How many times the body has run. For the package's tests only.
    package var evaluationCount: Int {
        DependencyGraph.lock.withLock { _ in core.evaluationCount }
    }

    private func read() -> Result<Value, any Error> {
        let context = ThreadContext.current
        let outcome = DependencyGraph.lock.withLock { _ in core.read(context: context) }
        if !context.deferredFlushes.isEmpty { DependencyGraph.flushDeferred(context) }
        return outcome
    }

    /// The value now and after every change, on the thread that caused the
    /// change. Failures are reported, not sent (the sequence never fails).
    public func asObservable() -> Observable<Value> {
        let core = self.core
        return Observable { observer, _ in core.subscribe(observer) }
    }
}
