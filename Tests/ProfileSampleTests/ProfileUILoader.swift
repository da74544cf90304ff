import BindingGtk
import CGtk
@testable import ProfileSample

/// Loads the real `Resources/Profile` files the way the app does, and types
/// into entries for the end-to-end tests.
@MainActor
enum ProfileUILoader {
    /// The window's widgets from `profile.ui`, with `profile.css` applied.
    static func load() throws -> ProfileWidgets {
        let directory = try ResourceLocator.profileDirectory()
        try ProfileApp.loadStyle(directory + "/profile.css")
        return try ProfileApp.loadWidgets(directory + "/profile.ui")
    }

    /// Inserts `text` at the end of `entry` as typing does (`insert-text`,
    /// then `changed`, outside any programmatic change). Stand-in until the
    /// test kit's key-event `type(_:into:)` is committed.
    static func type(_ text: String, into entry: Entry) {
        var position = Int32(gtk_entry_get_text_length(entry.entryPointer))
        gtk_editable_insert_text(entry.editablePointer, text, -1, &position)
    }

    /// Deletes the whole text of `entry` as a user would (select all, delete).
    static func clear(_ entry: Entry) {
        gtk_editable_delete_text(entry.editablePointer, 0, -1)
    }
}
