import ReactiveCore

/// Whether a command may start an execution, and what runs: the small,
/// non-generic part of its state the synchronous path reads (kept apart from
/// the generic run and queue tables so that unspecialised generic code does
/// not copy them on every access). Guarded by the command's lock.
@usableFromInline
struct CommandGate {
    /// The latest value of the command's condition (`true` without one;
    /// `false` until a condition sends its first value).
    @usableFromInline var condition: Bool
    /// Synchronous executions in progress (re-entrancy depth).
    @usableFromInline var synchronousDepth = 0
    /// `async` and observable executions started and not finished.
    @usableFromInline var runCount = 0
    /// Executions waiting their turn.
    @usableFromInline var queued = 0

    init(condition: Bool) {
        self.condition = condition
    }

    /// Whether something runs, synchronous work included.
    @usableFromInline var isBusy: Bool { synchronousDepth > 0 || runCount > 0 }

    /// The published `canExecute`.
    func canExecute(policy: CommandExecutionPolicy) -> Bool {
        condition && (policy != .refuseWhileExecuting || runCount == 0)
    }
}

/// One started execution of an `async` or observable work.
final class CommandRun<Output>: @unchecked Sendable {
    /// Set under the command's lock once the execution was asked to stop.
    var isCancelled = false
    /// Stops the work (cancels the `Task`, disposes the subscription). Set
    /// under the command's lock.
    var stop: (() -> Void)?
    /// Whether stopping ends the execution at once (an observable's
    /// subscription) rather than when the work returns (a `Task`).
    let finishesWhenStopped: Bool
    /// Where the execution's outcome goes.
    let reply: CommandReply<Output>?

    init(finishesWhenStopped: Bool, reply: CommandReply<Output>?) {
        self.finishesWhenStopped = finishesWhenStopped
        self.reply = reply
    }
}

/// An execution waiting for its turn.
struct QueuedExecution<Input, Output> {
    let input: Input
    let reply: CommandReply<Output>?
}

/// How one execution ended, for whoever started it.
enum CommandOutcome<Output> {
    case value(Output)
    case failed(any Error)
    case refused(CommandError)
    case cancelled
    case completed
}

/// Receives one execution's outcome. `handle` returns whether it took care of
/// a failure (an awaiting caller does; an observable nobody subscribed does not).
final class CommandReply<Output>: @unchecked Sendable {
    let handle: (CommandOutcome<Output>) -> Bool
    init(_ handle: @escaping (CommandOutcome<Output>) -> Bool) { self.handle = handle }
}
