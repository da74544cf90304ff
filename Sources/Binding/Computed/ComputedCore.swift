/// The typed part of a computed value: its body, cached outcome and the
/// subject through which subscribers receive it.
///
/// The per-update work (`evaluate`, `flush`) is inlinable and installed as
/// the node's actions by `Computed.init`, which is inlined into the client:
/// there `Value` is known, so the update path is specialised instead of
/// running as generic code that looks up type metadata on every call. The
/// outcome is kept as a value and an error rather than a `Result`, so that
/// unspecialised callers touch as few generic types as possible.
@usableFromInline
final class ComputedCore<Value>: ComputedNode, @unchecked Sendable {
    @usableFromInline let body: () throws -> Value
    @usableFromInline let isEqual: ((Value, Value) -> Bool)?
    /// The last value successfully computed (lock held).
    @exclusivity(unchecked) @usableFromInline var lastValue: Value?
    /// The failure of the last evaluation, `nil` if it succeeded (lock held).
    @exclusivity(unchecked) @usableFromInline var failure: (any Error)?
    /// Subscribers; replays the last emitted value.
    @usableFromInline let output = SubjectCore<Value>(replayCount: 1)
    /// The version last handed to `output` (lock held).
    @exclusivity(unchecked) @usableFromInline var emittedVersion: UInt64 = 0
    /// The value last handed to `output`, kept for equatable values only, so
    /// that recovering from a failure to the same value sends nothing (lock held).
    @exclusivity(unchecked) @usableFromInline var emittedValue: Value?
    /// What the flusher is about to send: a value, or a failure to report
    /// (written under the lock by `claim`, then used by the flusher alone).
    @exclusivity(unchecked) @usableFromInline var stagedValue: Value?
    @exclusivity(unchecked) @usableFromInline var stagedFailure: (any Error)?
    /// Counts evaluations (lock held); read by tests and diagnostics.
    @exclusivity(unchecked) @usableFromInline var evaluationCount = 0

    @usableFromInline
    init(label: String, isEqual: ((Value, Value) -> Bool)?, body: @escaping () throws -> Value) {
        self.body = body
        self.isEqual = isEqual
        super.init(label: label)
        installActions()
    }

    /// Makes `recompute` and `requestFlush` run `evaluate` and `flush` as
    /// compiled where this is called (specialised when `Value` is known there).
    @inlinable
    func installActions() {
        recomputeAction = { [unowned(unsafe) self] in self.evaluate() }
        claimAction = { [unowned(unsafe) self] in self.claim() }
        deliverAction = { [unowned(unsafe) self] in self.deliver() }
    }

    /// Outcome of the last evaluation (lock held); `nil` before the first one.
    var outcome: Result<Value, any Error>? {
        if let failure { return .failure(failure) }
        if let lastValue { return .success(lastValue) }
        return nil
    }

    /// Runs the body in a tracking frame and stores the outcome (lock held).
    @inlinable
    func evaluate() {
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
            if failure == nil, let isEqual, let old = lastValue {
                unchanged = isEqual(old, value)
            } else {
                unchanged = false
            }
            if !unchanged {
                lastValue = value
                failure = nil
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

    /// Lock held. Claims the flusher role and stages the first emission, or
    /// leaves a request for the thread that is flushing (see `claimFlush`).
    ///
    /// Flushes of this computed are serialised without holding a lock while
    /// subscribers run: the first flusher delivers, later requests set
    /// `flushPending` and the deliverer goes round again.
    @inlinable
    func claim() -> Bool {
        if flushing {
            flushPending = true
            return false
        }
        flushing = true
        stagedValue = nextEmission(&stagedFailure)
        return true
    }

    /// Lock not held, flusher role claimed: delivers the staged emission and
    /// those requested meanwhile, then gives up the role.
    @inlinable
    func deliver() {
        while true {
            // Only the flusher touches the staged fields between `claim` and here.
            let value = stagedValue
            let failure = stagedFailure
            stagedValue = nil
            stagedFailure = nil
            if let value {
                output.emit(.next(value))
            } else if let failure {
                reportBindingError(failure)
            }
            var again = false
            withGraphLock {
                if flushPending {
                    flushPending = false
                    stagedValue = nextEmission(&stagedFailure)
                    again = true
                } else {
                    flushing = false
                }
            }
            if !again { break }
        }
        flushDeferredOnThisThread()
    }

    /// What to send subscribers now, if anything: a value, or `nil` with
    /// the failure to report in `failure` (lock held).
    @inlinable
    func nextEmission(_ failure: inout (any Error)?) -> Value? {
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
