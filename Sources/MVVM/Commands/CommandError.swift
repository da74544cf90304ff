import ReactiveCore

/// Why a ``Command`` refused to execute.
///
/// A refusal is returned to the caller of ``Command/execute(_:)`` or
/// ``Command/perform(_:)`` only: it is not a failure of the command's work, so
/// it is neither sent on ``Command/errors`` nor given to
/// ``CommandErrorHandler``.
public enum CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command's condition (`enabledIf`) is `false`.
    case disabled
    /// An execution is running and the policy is ``CommandExecutionPolicy/refuseWhileExecuting``.
    case alreadyExecuting
    /// The execution finished without producing a value (an empty observable).
    case noValue

    /// A readable description of the refusal.
    public var description: String {
        switch self {
        case .disabled: return "the command cannot execute now (its condition is false)"
        case .alreadyExecuting: return "the command is already executing"
        case .noValue: return "the command finished without a value"
        }
    }
}
