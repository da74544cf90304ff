import CGLib
import CGtk

/// Loads widgets from GtkBuilder `.ui` descriptions and finds them by id
/// with their Swift type: `try builder.get("nameEntry", as: Entry.self)`.
@MainActor
public final class Builder: UIDescriptionBuilder {
    /// The wrapped `GtkBuilder` object.
    public let object: Object

    /// The wrapped `GtkBuilder`.
    public var builderPointer: UnsafeMutablePointer<GtkBuilder> {
        UnsafeMutableRawPointer(object.objectPointer).assumingMemoryBound(to: GtkBuilder.self)
    }

    /// An empty builder; add descriptions with ``add(file:)`` or ``add(string:)``.
    ///
    /// Its ``translationDomain`` is the app's bound domain (`Translations.domain`),
    /// so the `translatable="yes"` strings of what it loads follow the user's language.
    public init() {
        WrapperRegistry.addGtkClasses()
        let pointer = gtk_builder_new()!
        object = Object(UnsafeMutableRawPointer(pointer))
        g_object_unref(UnsafeMutableRawPointer(pointer))
        if let domain = Translations.domain { translationDomain = domain }
    }

    /// The gettext domain whose catalogs translate the `translatable="yes"`
    /// strings of the descriptions added after it is set (`nil`: the process's
    /// default domain, `textdomain`). Set by ``init()`` to `Translations.domain`.
    public var translationDomain: String? {
        get { String.borrowing(gtk_builder_get_translation_domain(builderPointer)) }
        set { gtk_builder_set_translation_domain(builderPointer, newValue) }
    }

    /// A builder holding the description in the `.ui` file at `path`.
    ///
    /// - Throws: ``/BindingGLib/BuilderError`` naming the file when it is missing or invalid.
    public convenience init(file path: String) throws(BuilderError) {
        self.init()
        try add(file: path)
    }

    /// A builder holding the description `xml`.
    ///
    /// - Throws: ``/BindingGLib/BuilderError/invalidDescription(source:reason:)`` with GTK's message.
    public convenience init(string xml: String) throws(BuilderError) {
        self.init()
        try add(string: xml)
    }

    /// A builder holding `name` (for example `"profile.ui"`) from the
    /// resources directory `directory` (such as the package's `Resources/`).
    ///
    /// - Throws: ``/BindingGLib/BuilderError`` naming the file when it is missing or invalid.
    public convenience init(resource name: String, in directory: String) throws(BuilderError) {
        self.init()
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        try add(file: path)
    }

    /// Adds the description in the `.ui` file at `path`.
    ///
    /// - Throws: ``/BindingGLib/BuilderError/unreadableFile(path:reason:)`` for a missing or
    ///   unreadable file, ``/BindingGLib/BuilderError/invalidDescription(source:reason:)`` for bad XML.
    public func add(file path: String) throws(BuilderError) {
        guard g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0 else {
            throw .unreadableFile(path: path, reason: "no such file")
        }
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_file(builderPointer, path, &error) == 0 {
            let (domain, reason) = Self.take(error)
            if domain == g_file_error_quark() { throw .unreadableFile(path: path, reason: reason) }
            throw .invalidDescription(source: "\"\(path)\"", reason: reason)
        }
    }

    /// Adds the description `xml`.
    ///
    /// - Throws: ``/BindingGLib/BuilderError/invalidDescription(source:reason:)`` with GTK's message.
    public func add(string xml: String) throws(BuilderError) {
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_string(builderPointer, xml, gsize.max, &error) == 0 {
            throw .invalidDescription(source: "a string", reason: Self.take(error).reason)
        }
    }

    /// The object with id `id` as `T` (a widget class such as `Entry`, or
    /// `Object`). Widgets get the wrapper of their most specific registered class.
    ///
    /// - Throws: ``/BindingGLib/BuilderError/missingObject(id:)`` when no object has that
    ///   id, ``/BindingGLib/BuilderError/wrongType(id:expected:actual:)`` when it is of another type.
    public func get<T: Object>(_ id: String, as type: T.Type = T.self) throws(BuilderError) -> T {
        try typedObject(withID: id, as: type)
    }

    /// The object with id `id`, or `nil`: `gtk_builder_get_object`.
    public func objectPointer(withID id: String) -> UnsafeMutableRawPointer? {
        gtk_builder_get_object(builderPointer, id).map { UnsafeMutableRawPointer($0) }
    }

    /// Reads a GError's domain and message and frees it.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> (domain: GQuark, reason: String) {
        guard let error else { return (0, "unknown error") }
        defer { g_error_free(error) }
        return (error.pointee.domain, String(cString: error.pointee.message))
    }
}
