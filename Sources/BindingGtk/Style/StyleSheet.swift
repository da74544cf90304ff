import CGLib
import CGtk

/// CSS for GTK widgets (`GtkCssProvider`), applied to the whole application
/// (every window on the screen) or to a single widget.
@MainActor
public final class StyleSheet {
    /// The wrapped `GtkCssProvider` object.
    public let object: Object

    /// The provider as a `GtkStyleProvider`.
    public var providerPointer: OpaquePointer { OpaquePointer(object.objectPointer) }

    private var cssProvider: UnsafeMutablePointer<GtkCssProvider> {
        UnsafeMutableRawPointer(object.objectPointer).assumingMemoryBound(to: GtkCssProvider.self)
    }

    private init() {
        let pointer = gtk_css_provider_new()!
        object = Object(UnsafeMutableRawPointer(pointer))
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// A stylesheet parsed from `css`.
    ///
    /// - Throws: ``/BindingGLib/StyleSheetError`` with GTK's message for invalid CSS.
    public convenience init(string css: String) throws(StyleSheetError) {
        self.init()
        var error: UnsafeMutablePointer<GError>?
        if gtk_css_provider_load_from_data(cssProvider, css, -1, &error) == 0 {
            throw StyleSheetError(source: "a string", reason: Self.take(error))
        }
    }

    /// A stylesheet read from the file at `path`.
    ///
    /// - Throws: ``/BindingGLib/StyleSheetError`` naming the file when it is missing,
    ///   unreadable or invalid.
    public convenience init(file path: String) throws(StyleSheetError) {
        self.init()
        guard g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0 else {
            throw StyleSheetError(source: "\"\(path)\"", reason: "no such file")
        }
        var error: UnsafeMutablePointer<GError>?
        if gtk_css_provider_load_from_path(cssProvider, path, &error) == 0 {
            throw StyleSheetError(source: "\"\(path)\"", reason: Self.take(error))
        }
    }

    /// The priority applications use for their own CSS (above the theme).
    public static let applicationPriority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)

    /// Applies the stylesheet to every widget of the default screen.
    public func applyToApplication(priority: UInt32 = StyleSheet.applicationPriority) {
        guard let screen = gdk_screen_get_default() else { return }
        gtk_style_context_add_provider_for_screen(screen, providerPointer, priority)
    }

    /// Stops applying the stylesheet to the default screen.
    public func removeFromApplication() {
        guard let screen = gdk_screen_get_default() else { return }
        gtk_style_context_remove_provider_for_screen(screen, providerPointer)
    }

    /// Applies the stylesheet to `widget` only (not to its children).
    public func apply(to widget: Widget, priority: UInt32 = StyleSheet.applicationPriority) {
        guard !widget.isDestroyed else { return }
        gtk_style_context_add_provider(gtk_widget_get_style_context(widget.widgetPointer), providerPointer, priority)
    }

    /// The stylesheet as CSS text, as GTK parsed it.
    public var cssText: String {
        String.takingOwnership(of: gtk_css_provider_to_string(cssProvider)) ?? ""
    }

    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
