/// The typed part of a computed value: its body, cached outcome and the
/// subject through which subscribers receive it.
///
/// The outcome is kept as a value and an error rather than a `Result`, so that
/// an update touches as few generic types as possible (this class is not
/// specialised for the client's `Value`; every generic type it uses costs a
/// metadata lookup per call).
final class ComputedCore<Value>: ComputedNode, @unchecked Sendable {
    private let body: () throws -> Value
    private let isEqual: ((Value, Value) -> Bool)?
    /// The last value successfully computed (lock held).
    @exclusivity(unchecked) private(set) var lastValue: Value?
    /// The failure of the last evaluation, `nil` if it succeeded (lock held).
    @exclusivity(unchecked) private(set) var failure: (any Error)?
    /// Subscribers; replays the last emitted value.
    let output = SubjectCore<Value>(replayCount: 1)
    /// The version last handed to `output` (lock held).
    @exclusivity(unchecked) private var emittedVersion: UInt64 = 0
    /// The value last handed to `output`, kept for equatable values only, so
    /// that recovering from a failure to the same value sends nothing (lock held).
    @exclusivity(unchecked) private var emittedValue: Value?
    /// Counts evaluations (lock held); read by tests and diagnostics.
    @exclusivity(unchecked) private(set) var evaluationCount = 0

    init(label: String, isEqual: ((Value, Value) -> Bool)?, body: @escaping () throws -> Value) {
        self.body = body
        self.isEqual = isEqual
        super.init(label: label)
    }

    /// Outcome of the last evaluation (lock held); `nil` before the first one.
    var outcome: Result<Value, any Error>? {
        if let failure { return .failure(failure) }
        if let lastValue { return .success(lastValue) }
        return nil
    }

    override func recompute() {
        let context = ThreadContext.current
        let frame = beginEvaluation(context)
        evaluationCount += 1
        var value: Value?
        var error: (any Error)?
        do {
            value = try body()
        } catch let thrown {
            error = thrown
        }
        if let poison = endEvaluation(frame, context) { error = poison }
        store(value, error)
        state = .clean
    }

    private func store(_ value: Value?, _ error: (any Error)?) {
        if let error {
            failure = error
        } else {
            let wasSuccess = failure == nil && lastValue != nil
            if wasSuccess, let isEqual, let old = lastValue, isEqual(old, value!) { return }
            lastValue = value
            failure = nil
        }
        version &+= 1
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

    // Flushes of this computed are serialised without holding a lock while
    // subscribers run: the first flusher delivers, later requests set
    // `flushPending` and the deliverer goes round again.
    override func requestFlush() {
        var failure: (any Error)?
        var delivering = false
        var value = DependencyGraph.lock.withLock { _ -> Value? in
            if flushing {
                flushPending = true
                return nil
            }
            flushing = true
            delivering = true
            return nextEmission(&failure)
        }
        while delivering {
            if let value {
                output.emit(.next(value))
            } else if let error = failure {
                reportBindingError(error)
            }
            failure = nil
            value = DependencyGraph.lock.withLock { _ -> Value? in
                guard flushPending else {
                    flushing = false
                    delivering = false
                    return nil
                }
                flushPending = false
                return nextEmission(&failure)
            }
        }
        if let context = ThreadContext.existing, !context.deferredFlushes.isEmpty {
            DependencyGraph.flushDeferred(context)
        }
    }

    /// What to send subscribers now, if anything: a value, or `nil` with
    /// the failure to report in `failure` (lock held).
    private func nextEmission(_ failure: inout (any Error)?) -> Value? {
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
        if let isEqual {
            if let emittedValue, isEqual(emittedValue, value) { return nil }
            emittedValue = value
        }
        return value
    }
}
