import BindingGtk

/// A widget id missing from a `.ui` file, or of another type.
struct MissingWidget: Error, CustomStringConvertible {
    let file: String
    let id: String
    let type: String
    var description: String { "\(file) has no \(type) with id \"\(id)\"" }
}

/// Loads `.ui` files through the adapter's typed builder and looks widgets up.
@MainActor
struct WidgetLookup {
    let file: String
    private let builder: Builder

    /// Builds `path`.
    init(path: String) throws {
        file = path.split(separator: "/").last.map(String.init) ?? path
        builder = try Builder(file: path)
    }

    /// The widget `id`, as `T`.
    func find<T: Widget>(_ id: String, _ type: T.Type = T.self) throws -> T {
        guard let widget = (try? builder.get(id, as: Widget.self)) as? T else {
            throw MissingWidget(file: file, id: id, type: "\(T.self)")
        }
        return widget
    }
}
