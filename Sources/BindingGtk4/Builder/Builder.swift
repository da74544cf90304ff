import BindingGLib
import CGLib
import CGtk4

/// Loads widgets from GTK 4 GtkBuilder `.ui` descriptions (from a string or from the registered
/// GResource bundles) and finds them by id with their Swift type:
/// `try builder.get("window", as: Window.self)`.
///
/// GTK 4 `.ui` files differ from GTK 3's: no `<packing>` (layout properties are `<layout>`), no
/// `visible` needed, `GtkBox` children need no packing, and `child` of a window is a property.
@MainActor
public final class Builder: UIDescriptionBuilder {
    /// The wrapped `GtkBuilder` object.
    public let object: Object

    /// The wrapped `GtkBuilder`.
    public var builderPointer: OpaquePointer {
        OpaquePointer(object.objectPointer)
    }

    /// An empty builder; add descriptions with ``add(string:)`` or ``add(resource:)``.
    public init() {
        let pointer = gtk_builder_new()!
        object = Object(UnsafeMutableRawPointer(pointer))
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// A builder holding the description `xml`.
    ///
    /// - Throws: ``/BindingGLib/BuilderError/invalidDescription(source:reason:)`` with GTK's message.
    public convenience init(string xml: String) throws(BuilderError) {
        self.init()
        try add(string: xml)
    }

    /// A builder holding the `.ui` description at `path` in the registered resources (for example
    /// `/org/example/App/window.ui`, from a bundle `ResourceBundle.register()` registered).
    ///
    /// - Throws: ``/BindingGLib/BuilderError`` naming the resource when it is missing or invalid.
    public convenience init(resource path: String) throws(BuilderError) {
        self.init()
        try add(resource: path)
    }

    /// Adds the description `xml`.
    ///
    /// - Throws: ``/BindingGLib/BuilderError/invalidDescription(source:reason:)`` with GTK's message.
    public func add(string xml: String) throws(BuilderError) {
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_string(builderPointer, xml, -1, &error) == 0 {
            throw .invalidDescription(source: "a string", reason: Self.take(error))
        }
    }

    /// Adds the `.ui` description at `path` in the registered resources.
    ///
    /// - Throws: ``/BindingGLib/BuilderError/unreadableFile(path:reason:)`` when no registered bundle has it,
    ///   ``/BindingGLib/BuilderError/invalidDescription(source:reason:)`` for bad XML.
    public func add(resource path: String) throws(BuilderError) {
        guard g_resources_get_info(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0 else {
            throw .unreadableFile(path: "resource://" + path, reason: "no such resource")
        }
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_resource(builderPointer, path, &error) == 0 {
            throw .invalidDescription(source: "resource \"\(path)\"", reason: Self.take(error))
        }
    }

    /// The object with id `id` as `T` (a widget class such as `Window`, or `Object`). Widgets get
    /// the wrapper of their most specific registered class.
    ///
    /// - Throws: ``/BindingGLib/BuilderError/missingObject(id:)`` when no object has that id,
    ///   ``/BindingGLib/BuilderError/wrongType(id:expected:actual:)`` when it is of another type.
    public func get<T: Object>(_ id: String, as type: T.Type = T.self) throws(BuilderError) -> T {
        try typedObject(withID: id, as: type)
    }

    /// The object with id `id`, or `nil`: `gtk_builder_get_object`.
    public func objectPointer(withID id: String) -> UnsafeMutableRawPointer? {
        gtk_builder_get_object(builderPointer, id).map { UnsafeMutableRawPointer($0) }
    }

    /// Reads a GError's message and frees it.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
