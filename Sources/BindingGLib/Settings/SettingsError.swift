/// Why a GSettings schema, key or value could not be used. Each case says
/// what to do; none of them aborts the process (GLib itself would).
public enum SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No compiled schema with this id in the searched directory or GLib's system directories.
    case schemaNotInstalled(schemaID: String, searched: String)
    /// The schema directory could not be read (missing, unreadable, or without `gschemas.compiled`).
    case unreadableSchemaDirectory(path: String, reason: String)
    /// The schema has no key with this name.
    case unknownKey(key: String, schemaID: String)
    /// The key holds another type than the Swift value bound to it.
    case typeMismatch(key: String, expected: [String], actual: String)
    /// The value is outside the key's range or choices (an enum nick it does not list).
    case outOfRange(key: String, value: String)
    /// The key is locked down (not writable); the value was not stored.
    case notWritable(key: String)
    /// The settings backend could not store the value.
    case writeFailed(key: String)
    /// The keyfile could not be parsed; it was moved aside (nothing lost) and the defaults apply.
    case corruptKeyfile(path: String, movedTo: String, reason: String)
    /// The keyfile cannot be read; it is left untouched and changes are kept in memory for this session.
    case unreadableKeyfile(path: String, reason: String)

    /// A sentence for the user saying what happened and what to do.
    public var description: String {
        switch self {
        case let .schemaNotInstalled(schemaID, searched):
            return "The settings schema \(schemaID) is not installed (searched \(searched) and GLib's system "
                + "schema directories): compile it with glib-compile-schemas, or install the app."
        case let .unreadableSchemaDirectory(path, reason):
            return "The settings schemas in \(path) cannot be read: \(reason)"
        case let .unknownKey(key, schemaID):
            return "The settings schema \(schemaID) has no key named \"\(key)\"."
        case let .typeMismatch(key, expected, actual):
            return "The settings key \"\(key)\" holds values of type \(actual), not \(expected.joined(separator: " or "))."
        case let .outOfRange(key, value):
            return "The value \(value) is not allowed for the settings key \"\(key)\"."
        case let .notWritable(key):
            return "The settings key \"\(key)\" is locked and cannot be changed."
        case let .writeFailed(key):
            return "The settings key \"\(key)\" could not be saved."
        case let .corruptKeyfile(path, movedTo, reason):
            return "The settings file \(path) was damaged (\(reason)); it was kept as \(movedTo) and the defaults apply."
        case let .unreadableKeyfile(path, reason):
            return "The settings file \(path) cannot be read (\(reason)); changes are kept until the app quits, the file is untouched."
        }
    }
}
