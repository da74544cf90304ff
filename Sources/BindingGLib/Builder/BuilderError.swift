/// Why a GtkBuilder description could not be loaded or an object not found.
///
/// Toolkit-free, so both front ends' builders (GTK 3's and GTK 4's) throw this one type.
public enum BuilderError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The `.ui` file or resource does not exist or cannot be read.
    case unreadableFile(path: String, reason: String)
    /// The description is not valid GtkBuilder XML (GTK's message says where).
    case invalidDescription(source: String, reason: String)
    /// No object has the id `id`.
    case missingObject(id: String)
    /// The object with id `id` is a `actual` (GType name), not a `expected` (Swift type).
    case wrongType(id: String, expected: String, actual: String)

    /// A message naming the file or id and what went wrong.
    public var description: String {
        switch self {
        case let .unreadableFile(path, reason):
            return "cannot read GtkBuilder file \"\(path)\": \(reason)"
        case let .invalidDescription(source, reason):
            return "invalid GtkBuilder description in \(source): \(reason)"
        case let .missingObject(id):
            return "no object with id \"\(id)\" in the GtkBuilder description"
        case let .wrongType(id, expected, actual):
            return "object \"\(id)\" is a \(actual), not a \(expected)"
        }
    }
}
