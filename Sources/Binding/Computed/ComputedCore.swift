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
        flushAction = { [unowned(unsafe) self] in self.flush() }
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

    /// Brings the value up to date and emits it if it changed (lock not held).
    ///
    /// Flushes of this computed are serialised without holding a lock while
    /// subscribers run: the first flusher delivers, later requests set
    /// `flushPending` and the deliverer goes round again.
    @inlinable
    func flush() {
        var failure: (any Error)?
        var delivering = false
        var value: Value?
        withGraphLock {
            if flushing {
                flushPending = true
                return
            }
            flushing = true
            delivering = true
            value = nextEmission(&failure)
        }
        while delivering {
            if let value {
                output.emit(.next(value))
            } else if let error = failure {
                reportBindingError(error)
            }
            failure = nil
            value = nil
            withGraphLock {
                guard flushPending else {
                    flushing = false
                    delivering = false
                    return
                }
                flushPending = false
                value = nextEmission(&failure)
            }
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
