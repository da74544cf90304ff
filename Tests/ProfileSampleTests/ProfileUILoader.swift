import BindingGtk
import CGtk
@testable import ProfileSample

/// Builds the real `Resources/Profile/profile.ui` for the end-to-end test.
///
/// A stand-in until the adapter's typed GtkBuilder lands: it calls
/// `gtk_builder_new_from_file` directly and wraps each object in the
/// adapter's widget class for its GTK type.
@MainActor
enum ProfileUILoader {
    static func load() throws -> ProfileWidgets {
        let path = try ResourceLocator.profileDirectory() + "/profile.ui"
        guard let builder = gtk_builder_new_from_file(path) else { fatalError("cannot build \(path)") }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        return try ProfileWidgets { id in
            guard let object = gtk_builder_get_object(builder, id) else { return nil }
            let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
            return wrap(widget)
        }
    }

    private static func wrap(_ widget: UnsafeMutablePointer<GtkWidget>) -> Widget {
        func isA(_ type: GType) -> Bool { cgtk_instance_is_a(widget, type) != 0 }
        if isA(gtk_window_get_type()) { return Window(widget) }
        if isA(gtk_entry_get_type()) { return Entry(widget) }
        if isA(gtk_text_view_get_type()) { return TextView(widget) }
        if isA(gtk_file_chooser_button_get_type()) { return FileChooserButton(widget) }
        if isA(gtk_image_get_type()) { return Image(widget) }
        if isA(gtk_button_get_type()) { return Button(widget) }
        if isA(gtk_spinner_get_type()) { return Spinner(widget) }
        if isA(gtk_info_bar_get_type()) { return InfoBar(widget) }
        if isA(gtk_label_get_type()) { return Label(widget) }
        return Widget.wrapper(for: widget)
    }

    /// Inserts `text` at the end of `entry` as typing would (`insert-text`,
    /// then `changed`, outside any programmatic change).
    static func type(_ text: String, into entry: Entry) {
        var position = Int32(gtk_entry_get_text_length(entry.entryPointer))
        gtk_editable_insert_text(entry.editablePointer, text, -1, &position)
    }

    /// Deletes the whole text of `entry` as a user would (select all, delete).
    static func clear(_ entry: Entry) {
        gtk_editable_delete_text(entry.editablePointer, 0, -1)
    }
}
