import BindingGLib
import CGLib
import CGtk4

/// CSS for GTK 4 widgets (`GtkCssProvider`), applied to every widget of the default display.
@MainActor
public final class StyleSheet {
    /// The wrapped `GtkCssProvider` object.
    public let object: Object

    private var cssProvider: UnsafeMutablePointer<GtkCssProvider> {
        UnsafeMutableRawPointer(object.objectPointer).assumingMemoryBound(to: GtkCssProvider.self)
    }

    private init() {
        let pointer = gtk_css_provider_new()!
        object = Object(UnsafeMutableRawPointer(pointer))
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// A stylesheet holding `css`. GTK 4 reports syntax errors through the provider's
    /// `parsing-error` signal, not as an error of the load, and keeps the valid rules.
    public convenience init(string css: String) {
        self.init()
        gtk_css_provider_load_from_data(cssProvider, css, -1)
    }

    /// A stylesheet holding the CSS at `path` in the registered resources.
    ///
    /// - Throws: ``/BindingGLib/StyleSheetError`` when no registered bundle has it.
    public convenience init(resource path: String) throws(StyleSheetError) {
        guard g_resources_get_info(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0 else {
            throw StyleSheetError(source: "resource \"\(path)\"", reason: "no such resource")
        }
        self.init()
        gtk_css_provider_load_from_resource(cssProvider, path)
    }

    /// GTK's priority for application stylesheets (above the theme, below user CSS).
    public static let applicationPriority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)

    /// Applies the stylesheet to every widget of the default display.
    public func applyToApplication(priority: UInt32 = StyleSheet.applicationPriority) {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(display, cgtk4_style_provider(object.objectPointer), priority)
    }

    /// Removes the stylesheet from the default display.
    public func removeFromApplication() {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(display, cgtk4_style_provider(object.objectPointer))
    }

    /// The stylesheet as CSS text, as GTK parsed it.
    public var cssText: String {
        String.takingOwnership(of: gtk_css_provider_to_string(cssProvider)) ?? ""
    }
}
