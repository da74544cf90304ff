import BindingGtk

/// A widget id missing from a `.ui` file, or of another type.
public struct MissingWidget: Error, CustomStringConvertible {
    public let file: String
    public let id: String
    public let type: String
    public var description: String { "\(file) has no \(type) with id \"\(id)\"" }
}

/// Builds a `.ui` file through the adapter's typed builder and looks its
/// widgets up by id.
@MainActor
public struct WidgetLookup {
    /// The file's name, for error messages.
    public let file: String
    private let builder: Builder

    /// Builds `path`.
    public init(path: String) throws {
        file = path.split(separator: "/").last.map(String.init) ?? path
        builder = try Builder(file: path)
    }

    /// The widget `id`, as `T`.
    public func find<T: Widget>(_ id: String, _ type: T.Type = T.self) throws -> T {
        guard let widget = (try? builder.get(id, as: Widget.self)) as? T else {
            throw MissingWidget(file: file, id: id, type: "\(T.self)")
        }
        return widget
    }
}
