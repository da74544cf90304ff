/// Errors the core's operators report.
public enum RxError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    /// `timeout` saw no event within the allowed time.
    case timeout
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
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        }
    }
}
