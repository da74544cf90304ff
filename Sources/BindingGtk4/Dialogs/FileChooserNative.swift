import BindingGLib
import CGLib
import CGtk4

/// The platform's file chooser in GTK 4 (`GtkFileChooserNative`): a portal dialog inside
/// Flatpak, GTK's own file chooser dialog elsewhere. Not a widget; it lives while Swift holds it
/// (and while it is shown).
@MainActor
public final class FileChooserNative: Object {
    /// A new, hidden chooser of an existing file to open, over `parent`.
    public init(title: String, parent: Window?, acceptLabel: String? = nil, cancelLabel: String? = nil) {
        let pointer = gtk_file_chooser_native_new(title, parent?.windowPointer, GTK_FILE_CHOOSER_ACTION_OPEN, acceptLabel, cancelLabel)!
        super.init(UnsafeMutableRawPointer(pointer))
        // The wrapper took its own reference; drop the one `_new` returned.
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// The wrapped object as a `GtkNativeDialog`.
    public var nativeDialogPointer: UnsafeMutablePointer<GtkNativeDialog> {
        cgtk4_native_dialog(objectPointer)
    }

    /// Limits the choice to files of these MIME types (`image/png`), under `name`.
    public func addFilter(named name: String, mimeTypes: [String]) {
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, name)
        for type in mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
        gtk_file_chooser_add_filter(cgtk4_file_chooser(objectPointer), filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
    }

    /// The chosen file's path, if one was chosen and it has a local path.
    public var path: String? {
        guard let file = gtk_file_chooser_get_file(cgtk4_file_chooser(objectPointer)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        return String.takingOwnership(of: g_file_get_path(file))
    }

    /// Shows the chooser; `completion` gets the chosen file's path, or `nil` when the user
    /// cancelled. The chooser keeps itself alive until it answers.
    public func choose(_ completion: @escaping @MainActor (String?) -> Void) {
        var response: SignalConnection?
        response = connect("response", intHandler: { [self] answer in
            response?.dispose()
            response = nil
            completion(answer == GTK_RESPONSE_ACCEPT.rawValue ? path : nil)
        })
        gtk_native_dialog_show(nativeDialogPointer)
    }
}
