import ReactiveCore

/// What a ``Command`` does when it is executed while an earlier execution is
/// still running.
public enum CommandExecutionPolicy: Sendable, Equatable {
    /// Refuse the new execution (``CommandError/alreadyExecuting``); while one
    /// runs, `canExecute` is `false`. The default: a Save clicked twice saves once.
    case refuseWhileExecuting
    /// Cancel the running execution and start the new one (a search as you type).
    /// `canExecute` follows only the command's condition.
    case switchToLatest
    /// Run the new execution after the earlier ones have finished, in order.
    /// `canExecute` follows only the command's condition.
    case queue
}
