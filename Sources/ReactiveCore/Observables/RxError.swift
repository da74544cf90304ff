/// Errors the core's operators report.
public enum RxError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    /// `timeout` saw no event within the allowed time.
    case timeout
    /// An argument was outside the range an operator accepts (`element(at:)`
    /// past the end of the sequence, a negative count, `merge(maxConcurrent: 0)`).
    case argumentOutOfRange
    /// A sequence that had to hold exactly one value (`asSingle()`,
    /// `Single.value`) completed without any.
    case noElements
    /// A sequence that may hold at most one value (`asSingle()`, `asMaybe()`)
    /// sent a second one.
    case moreThanOneElement

    /// A readable description of the error.
    public var debugDescription: String {
        switch self {
        case .timeout: return "Sequence timeout."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        }
    }
}
