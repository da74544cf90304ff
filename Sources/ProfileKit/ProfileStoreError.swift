import Binding

/// Why the profile could not be loaded or saved. The description is written
/// for the person using the window (it is shown in the info bar), in the
/// user's language.
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
            return tr("Your saved profile was damaged ({1}). It was kept as {2}; the form starts empty.", with: reason, movedTo)
        case let .unreadable(reason, movedTo?):
            return tr("Your saved profile could not be read ({1}). It was kept as {2}; the form starts empty.", with: reason, movedTo)
        case let .unreadable(reason, nil):
            return tr("Your saved profile could not be read ({1}) and could not be moved aside.", with: reason)
        case let .encodingFailed(reason):
            return tr("The profile could not be encoded ({1}). Nothing was saved.", with: reason)
        case let .writeFailed(reason):
            return tr("The profile could not be saved ({1}). The previous version is unchanged.", with: reason)
        }
    }
}
