/// Errors the core's operators report.
public enum RxError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    /// `timeout` saw no event within the allowed time.
    case timeout

    /// A readable description of the error.
    public var debugDescription: String {
        switch self {
        case .timeout: return "Sequence timeout."
        }
    }
}
