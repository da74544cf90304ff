/// Errors the core's operators report.
public enum RxError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    /// `timeout` saw no event within the allowed time.
    case timeout
    /// An argument was outside the range an operator accepts (`element(at:)`
    /// past the end of the sequence, a negative count, `merge(maxConcurrent: 0)`).
    case argumentOutOfRange

    /// A readable description of the error.
    public var debugDescription: String {
        switch self {
        case .timeout: return "Sequence timeout."
        case .argumentOutOfRange: return "Argument out of range."
        }
    }
}
