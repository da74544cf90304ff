/// The typed part of a computed value: its body, cached outcome and its
/// subscribers.
///
/// The per-update work (`evaluate`, `claim`, `deliver`) is inlinable and made
/// into the node's actions by `plainActions()` or `equatableActions()`, which
/// `Computed.init` calls and is inlined into the client:
/// there `Value` is known, so the update path is specialised instead of
/// running as generic code that looks up type metadata on every call. The
/// outcome is kept as a value and an error rather than a `Result`, so that
/// unspecialised callers touch as few generic types as possible.
@usableFromInline
final class ComputedCore<Value>: ComputedNode, @unchecked Sendable {
    @usableFromInline let body: () throws -> Value
    /// The last value successfully computed (lock held).
    @exclusivity(unchecked) @usableFromInline var lastValue: Value?
    /// The failure of the last evaluation, `nil` if it succeeded (lock held).
    @exclusivity(unchecked) @usableFromInline var failure: (any Error)?
    /// The version last sent to subscribers (lock held).
    @exclusivity(unchecked) @usableFromInline var emittedVersion: UInt64 = 0
    /// The value last sent to subscribers: a new subscriber's first value, and
    /// for equatable values what a recomputation is compared with, so that
    /// recovering from a failure to the same value sends nothing (lock held).
    @exclusivity(unchecked) @usableFromInline var emittedValue: Value?
    /// Subscribers that have had their first value (lock held).
    @exclusivity(unchecked) @usableFromInline var observers: ContiguousArray<ComputedObserver<Value>> = []
    /// Subscribers waiting for their first value, which the next flush sends
    /// them before they join `observers` (lock held).
    @exclusivity(unchecked) @usableFromInline var joining: ContiguousArray<ComputedObserver<Value>> = []
    @exclusivity(unchecked) @usableFromInline var nextObserverID: UInt64 = 0
    /// What the flusher is about to send (written under the lock by `stage`,
    /// then used by the flusher alone): a value for `stagedTargets` or a
    /// failure to report, and a first value for `stagedJoiners`.
    @exclusivity(unchecked) @usableFromInline var stagedValue: Value?
    @exclusivity(unchecked) @usableFromInline var stagedFailure: (any Error)?
    /// `nil` once delivered, so that staging the next one releases nothing.
    @exclusivity(unchecked) @usableFromInline var stagedTargets: ContiguousArray<ComputedObserver<Value>>?
    @exclusivity(unchecked) @usableFromInline var stagedFirstValue: Value?
    @exclusivity(unchecked) @usableFromInline var stagedJoiners: ContiguousArray<ComputedObserver<Value>> = []
    /// Counts evaluations (lock held); read by tests and diagnostics.
    @exclusivity(unchecked) @usableFromInline var evaluationCount = 0

    /// A computed running `actions` (made by `plainActions()` or
    /// `equatableActions()` where `Value` is known).
    @inlinable
    init(label: String, body: @escaping () throws -> Value, actions: ComputedActions) {
        self.body = body
        super.init(label: label, actions: actions)
    }

    /// Outcome of the last evaluation (lock held); `nil` before the first one.
    var outcome: Result<Value, any Error>? {
        if let failure { return .failure(failure) }
        if let lastValue { return .success(lastValue) }
        return nil
    }

    /// Runs the body in a tracking frame and stores the outcome (lock held).
    @inlinable @inline(__always)
    func evaluate(compares: Bool, _ isEqual: (Value, Value) -> Bool) {
        let frame = beginEvaluation()
        evaluationCount += 1
        var value: Value?
        var error: (any Error)?
        do {
            value = try body()
        } catch let thrown {
            error = thrown
        }
        if let poison = endEvaluation(frame) { error = poison }
        if let error {
            failure = error
            version &+= 1
        } else if let value {
            let unchanged: Bool
            if compares, failure == nil, let old = lastValue {
                unchanged = isEqual(old, value)
            } else {
                unchanged = false
            }
            if !unchanged {
                lastValue = value
                if failure != nil { failure = nil }
                version &+= 1
            }
        }
        state = .clean
    }

    /// Brings the value up to date (lock held, evaluation on this thread) and
    /// records the read in the enclosing evaluation. Returns the outcome.
    func read(context: ThreadContext) -> Result<Value, any Error> {
        if state == .computing {
            return .failure(cycleError(context: context))
        }
        refreshIfNeeded()
        if let frame = context.frame, frame.recordsReads { frame.recordComputed(self) }
        return outcome!
    }

    /// Lock held. Claims the flusher role and stages the first delivery, or
    /// leaves a request for the thread that is flushing (see `claimFlush`).
    ///
    /// Flushes of this computed are serialised without holding a lock while
    /// subscribers run: the first flusher delivers, later requests leave word
    /// and the deliverer goes round again. So every subscriber sees the
    /// values in order, each once.
    @inlinable @inline(__always)
    func claim(compares: Bool, _ isEqual: (Value, Value) -> Bool) -> Bool {
        guard takeFlushRole() else { return false }
        stage(compares: compares, isEqual)
        return true
    }

    /// Lock held, flusher role claimed: decides what the next delivery sends.
    /// New subscribers join after the value staged for the others, and get
    /// the value last sent as their first.
    @inlinable @inline(__always)
    func stage(compares: Bool, _ isEqual: (Value, Value) -> Bool) {
        stagedValue = nextEmission(&stagedFailure, compares: compares, isEqual)
        if stagedValue != nil { stagedTargets = observers }
        if !joining.isEmpty {
            swap(&stagedJoiners, &joining)
            observers.append(contentsOf: stagedJoiners)
            stagedFirstValue = emittedValue
        }
    }

    /// Lock not held, flusher role claimed: delivers what was staged and
    /// what was requested meanwhile, then gives up the role.
    @inlinable @inline(__always)
    func deliver(compares: Bool, _ isEqual: (Value, Value) -> Bool) {
        while true {
            if let value = stagedValue {
                stagedValue = nil
                // Taken out and walked by index: the local array keeps every
                // subscriber alive, so neither it nor they are retained again.
                if let targets = stagedTargets.take() {
                    for index in targets.indices { targets[index].observer.on(.next(value)) }
                }
            } else if let failure = stagedFailure {
                stagedFailure = nil
                reportBindingError(failure)
            }
            if !stagedJoiners.isEmpty {
                if let first = stagedFirstValue {
                    stagedFirstValue = nil
                    for joiner in stagedJoiners { joiner.observer.on(.next(first)) }
                }
                stagedJoiners.removeAll(keepingCapacity: true)
            }
            if giveUpFlushRole() { break }
            withGraphLock { stage(compares: compares, isEqual) }
        }
        flushDeferredOnThisThread()
    }

    /// Adds `observer`; it gets the current value first (on this thread
    /// unless another thread is flushing, which then sends it), then every
    /// change. The returned subscription removes it.
    func subscribe(_ observer: AnyObserver<Value>) -> Disposable {
        var claimed = false
        var id: UInt64 = 0
        withGraphLock {
            id = nextObserverID
            nextObserverID &+= 1
            observerCount += 1
            joining.append(ComputedObserver(id: id, observer: observer))
            claimed = claimFlush()
        }
        if claimed { deliverStaged() }
        return ComputedSubscription(core: self, id: id)
    }

    /// Removes the subscriber `id` (lock held). A delivery already staged
    /// may still reach it, as with any subject disposed during an emission.
    func removeObserver(_ id: UInt64) {
        observerCount -= 1
        if let index = observers.firstIndex(where: { $0.id == id }) {
            observers.remove(at: index)
        } else if let index = joining.firstIndex(where: { $0.id == id }) {
            joining.remove(at: index)
        }
        if observers.isEmpty && joining.isEmpty {
            observers = []
            joining = []
        }
    }

    /// What to send subscribers now, if anything: a value, or `nil` with
    /// the failure to report in `failure` (lock held).
    @inlinable @inline(__always)
    func nextEmission(_ failure: inout (any Error)?, compares: Bool, _ isEqual: (Value, Value) -> Bool) -> Value? {
        guard observerCount > 0 else { return nil }
        refreshIfNeeded()
        guard version != emittedVersion else { return nil }
        if let error = self.failure {
            emittedVersion = version
            failure = error
            return nil
        }
        guard let value = lastValue else { return nil }
        emittedVersion = version
        if compares, let emittedValue, isEqual(emittedValue, value) { return nil }
        emittedValue = value
        return value
    }
}

extension ComputedCore {
    /// The actions of a computed whose values are not compared: every
    /// recomputation is sent. Inlinable, so that they are compiled where
    /// `Value` is known (`Computed.init` is inlined into the client).
    @inlinable
    static func plainActions() -> ComputedActions {
        ComputedActions(
            recompute: { unsafeDowncast($0, to: ComputedCore.self).evaluate(compares: false) { _, _ in false } },
            claim: { unsafeDowncast($0, to: ComputedCore.self).claim(compares: false) { _, _ in false } },
            deliver: { unsafeDowncast($0, to: ComputedCore.self).deliver(compares: false) { _, _ in false } })
    }
}

extension ComputedCore where Value: Equatable {
    /// The actions of a computed of equatable values: a recomputation equal
    /// to the value before is not sent. `==` is inlined into them.
    @inlinable
    static func equatableActions() -> ComputedActions {
        ComputedActions(
            recompute: { unsafeDowncast($0, to: ComputedCore.self).evaluate(compares: true, ==) },
            claim: { unsafeDowncast($0, to: ComputedCore.self).claim(compares: true, ==) },
            deliver: { unsafeDowncast($0, to: ComputedCore.self).deliver(compares: true, ==) })
    }
}

/// One subscriber of a computed value.
@usableFromInline
struct ComputedObserver<Value> {
    @usableFromInline let id: UInt64
    @usableFromInline let observer: AnyObserver<Value>

    @usableFromInline
    init(id: UInt64, observer: AnyObserver<Value>) {
        self.id = id
        self.observer = observer
    }
}

/// What `Computed.asObservable` returns for one subscription: removes the
/// subscriber and gives back its share of `observerCount`.
///
/// Holds the node strongly until then — on dispose, or at the latest when the
/// subscription itself is freed — which is what lets the graph hand observed
/// nodes out of the lock (see `GraphNode.dependents`).
final class ComputedSubscription<Value>: Disposable, @unchecked Sendable {
    private let core: ComputedCore<Value>
    private let id: UInt64
    /// Guarded by the graph lock.
    @exclusivity(unchecked) private var counted = true

    init(core: ComputedCore<Value>, id: UInt64) {
        self.core = core
        self.id = id
    }

    deinit { dispose() }

    func dispose() {
        core.withGraphLock {
            guard counted else { return }
            counted = false
            core.removeObserver(id)
        }
    }
}
