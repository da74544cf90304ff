/// Why a ``GioApplication`` could not register.
public enum ApplicationError: Error, Equatable, CustomStringConvertible {
    /// The application's toolkit could not start (no display).
    case noDisplay(DisplayError)
    /// GLib refused to register the application; the reason is GLib's.
    case registrationFailed(String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .noDisplay(let error): return error.description
        case .registrationFailed(let reason): return "the application could not register: \(reason)"
        }
    }
}
