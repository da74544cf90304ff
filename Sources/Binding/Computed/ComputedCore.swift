/// The typed part of a computed value: its body, cached outcome and the
/// subject through which subscribers receive it.
final class ComputedCore<Value>: ComputedNode, @unchecked Sendable {
    private let body: () throws -> Value
    private let isEqual: ((Value, Value) -> Bool)?
    /// Outcome of the last evaluation (lock held).
    private(set) var outcome: Result<Value, any Error>?
    /// The last value successfully computed (lock held).
    private(set) var lastValue: Value?
    /// Subscribers; replays the last emitted value.
    let output = SubjectCore<Value>(replayCount: 1)
    /// The version last handed to `output` (lock held).
    private var emittedVersion: UInt64 = 0
    /// The value last handed to `output`, kept for equatable values only, so
    /// that recovering from a failure to the same value sends nothing (lock held).
    private var emittedValue: Value?
    /// Counts evaluations (lock held); read by tests and diagnostics.
    private(set) var evaluationCount = 0

    // Serialises flushes of this computed without holding a lock while
    // subscribers run: the first flusher drains, later requests set `pending`.
    private let flushLock = Lock()
    private var draining = false
    private var pending = false

    init(label: String, isEqual: ((Value, Value) -> Bool)?, body: @escaping () throws -> Value) {
        self.body = body
        self.isEqual = isEqual
        super.init(label: label)
    }

    override func recompute() {
        let context = ThreadContext.current
        let frame = TrackingFrame(node: self, previous: dependencies, parent: context.frame)
        context.frame = frame
        state = .computing
        evaluationCount += 1
        var result: Result<Value, any Error>
        do {
            result = .success(try body())
        } catch {
            result = .failure(error)
        }
        context.frame = frame.parent
        if let poison = frame.poison { result = .failure(poison) }
        alwaysRecheck = frame.poison != nil
        commit(frame.recorded)
        store(result)
        state = .clean
    }

    private func store(_ result: Result<Value, any Error>) {
        switch (outcome, result) {
        case (.success(let old)?, .success(let new)):
            if let isEqual, isEqual(old, new) { return }
            lastValue = new
        case (_, .success(let new)):
            lastValue = new
        case (_, .failure):
            break
        }
        outcome = result
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

    override func requestFlush() {
        flushLock.lock()
        if draining {
            pending = true
            flushLock.unlock()
            return
        }
        draining = true
        flushLock.unlock()
        while true {
            let emission = DependencyGraph.lock.withLock { _ in nextEmission() }
            switch emission {
            case .value(let value)?: output.emit(.next(value))
            case .failure(let error)?: reportBindingError(error)
            case nil: break
            }
            flushLock.lock()
            if pending {
                pending = false
                flushLock.unlock()
                continue
            }
            draining = false
            flushLock.unlock()
            break
        }
        if let context = ThreadContext.existing { DependencyGraph.flushDeferred(context) }
    }

    private enum Emission {
        case value(Value)
        case failure(any Error)
    }

    /// What to send subscribers now, if anything (lock held).
    private func nextEmission() -> Emission? {
        guard observerCount > 0 else { return nil }
        refreshIfNeeded()
        guard version != emittedVersion, let outcome else { return nil }
        emittedVersion = version
        switch outcome {
        case .success(let value):
            if let isEqual {
                if let emittedValue, isEqual(emittedValue, value) { return nil }
                emittedValue = value
            }
            return .value(value)
        case .failure(let error):
            return .failure(error)
        }
    }
}
