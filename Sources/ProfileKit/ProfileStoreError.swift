/// Why the profile could not be loaded or saved. The description is written
/// for the person using the window (it is shown in the info bar).
public enum ProfileStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is not a valid profile. It was renamed to `movedTo`.
    case corrupt(reason: String, movedTo: String)
    /// The file exists but could not be read. It was renamed to `movedTo`,
    /// or left in place when even that failed (`nil`).
    case unreadable(reason: String, movedTo: String?)
    /// The profile could not be turned into JSON; nothing on disk changed.
    case encodingFailed(reason: String)
    /// Writing the new file failed; the previous file, if any, is unchanged.
    case writeFailed(reason: String)

    /// A sentence for the info bar.
    public var description: String {
        switch self {
        case let .corrupt(reason, movedTo):
            return "Your saved profile was damaged (\(reason)). It was kept as \(movedTo); the form starts empty."
        case let .unreadable(reason, movedTo?):
            return "Your saved profile could not be read (\(reason)). It was kept as \(movedTo); the form starts empty."
        case let .unreadable(reason, nil):
            return "Your saved profile could not be read (\(reason)) and could not be moved aside."
        case let .encodingFailed(reason):
            return "The profile could not be encoded (\(reason)). Nothing was saved."
        case let .writeFailed(reason):
            return "The profile could not be saved (\(reason)). The previous version is unchanged."
        }
    }
}
