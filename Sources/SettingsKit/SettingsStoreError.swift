/// Why the settings could not be loaded or saved. The description is written
/// for the person using the window (it is shown in the info bar).
public enum SettingsStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not a valid settings file. It was renamed to `movedTo`.
    case corrupt(reason: String, movedTo: String)
    /// The file could not be read. It was renamed to `movedTo`, or left in
    /// place when even that failed (`nil`).
    case unreadable(reason: String, movedTo: String?)
    /// Writing the new file failed; the previous file, if any, is unchanged.
    case writeFailed(reason: String)

    /// A sentence for the info bar.
    public var description: String {
        switch self {
        case let .corrupt(reason, movedTo):
            return "Your settings file was damaged (\(reason)). It was kept as \(movedTo); the defaults are used."
        case let .unreadable(reason, movedTo?):
            return "Your settings file could not be read (\(reason)). It was kept as \(movedTo); the defaults are used."
        case let .unreadable(reason, nil):
            return "Your settings file could not be read (\(reason)) and could not be moved aside; the defaults are used."
        case let .writeFailed(reason):
            return "The settings could not be saved (\(reason)). The previous file is unchanged."
        }
    }
}
