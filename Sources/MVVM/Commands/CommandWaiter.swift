import ReactiveCore
import Synchronization

/// Turns one execution's outcome into the result of ``Command/perform(_:)``.
///
/// The outcome may arrive before the continuation is installed (a
/// synchronous work runs inside `start`), so both sides meet under a lock.
final class CommandWaiter<Output>: @unchecked Sendable {
    private let lock = Lock()
    /// Guarded by `lock`.
    private var continuation: CheckedContinuation<Output, any Error>?
    private var lastValue: Output?
    private var result: Result<Output, any Error>?

    func install(_ continuation: CheckedContinuation<Output, any Error>) {
        let ready = lock.withLock { () -> Result<Output, any Error>? in
            if let result { return result }
            self.continuation = continuation
            return nil
        }
        if let ready {
            let handOver = UncheckedSendable(ready)
            continuation.resume(with: handOver.value)
        }
    }

    func receive(_ outcome: CommandOutcome<Output>) {
        let (waiting, ending) = lock.withLock { () -> (CheckedContinuation<Output, any Error>?, Result<Output, any Error>?) in
            guard result == nil else { return (nil, nil) }
            let ending: Result<Output, any Error>
            switch outcome {
            case .value(let value):
                lastValue = value
                return (nil, nil)
            case .completed:
                if let lastValue {
                    ending = .success(lastValue)
                } else if let void = () as? Output {
                    ending = .success(void)
                } else {
                    ending = .failure(CommandError.noValue)
                }
            case .failed(let error): ending = .failure(error)
            case .refused(let error): ending = .failure(error)
            case .cancelled: ending = .failure(CancellationError())
            }
            result = ending
            let waiting = continuation
            continuation = nil
            return (waiting, ending)
        }
        if let waiting, let ending {
            // The result is handed over once, to the one awaiting task.
            let handOver = UncheckedSendable(ending)
            waiting.resume(with: handOver.value)
        }
    }
}
