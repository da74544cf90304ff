import Binding
import CGtk

/// The standard "About" window of an application (`GtkAboutDialog`): name,
/// version, description, website, credits and licence.
///
/// <!-- snippet: doc-AboutDialog -->
/// ```swift
/// await AboutDialog.show(parent: window, programName: "Gallery", version: "1.0",
///                        comments: "Samples of the Binding package")
/// ```
@MainActor
extension AboutDialog {
    /// A new, hidden about dialog, modal over `parent` when given.
    public convenience init(parent: Window?) {
        self.init(gtk_about_dialog_new())
        if let parent {
            gtk_window_set_transient_for(windowPointer, parent.windowPointer)
            gtk_window_set_modal(windowPointer, 1)
        }
    }

    /// The wrapped `GtkAboutDialog`.
    public var aboutDialogPointer: UnsafeMutablePointer<GtkAboutDialog> { widgetPointer(as: GtkAboutDialog.self) }

    /// The application's name.
    public var programName: String? {
        get { String.borrowing(gtk_about_dialog_get_program_name(aboutDialogPointer)) }
        set { gtk_about_dialog_set_program_name(aboutDialogPointer, newValue) }
    }

    /// The application's version.
    public var version: String? {
        get { String.borrowing(gtk_about_dialog_get_version(aboutDialogPointer)) }
        set { gtk_about_dialog_set_version(aboutDialogPointer, newValue) }
    }

    /// A one-line description.
    public var comments: String? {
        get { String.borrowing(gtk_about_dialog_get_comments(aboutDialogPointer)) }
        set { gtk_about_dialog_set_comments(aboutDialogPointer, newValue) }
    }

    /// The project's web address.
    public var website: String? {
        get { String.borrowing(gtk_about_dialog_get_website(aboutDialogPointer)) }
        set { gtk_about_dialog_set_website(aboutDialogPointer, newValue) }
    }

    /// The icon shown, by icon-theme name.
    public var logoIconName: String? {
        get { String.borrowing(gtk_about_dialog_get_logo_icon_name(aboutDialogPointer)) }
        set { gtk_about_dialog_set_logo_icon_name(aboutDialogPointer, newValue) }
    }

    /// The authors credited.
    public var authors: [String] {
        get {
            guard let list = gtk_about_dialog_get_authors(aboutDialogPointer) else { return [] }
            var result: [String] = []
            var index = 0
            while let item = list[index] {
                result.append(String(cString: item))
                index += 1
            }
            return result
        }
        set { withCStringArray(newValue) { gtk_about_dialog_set_authors(aboutDialogPointer, UnsafeMutablePointer(mutating: $0)) } }
    }

    /// Shows an about dialog over `parent` and returns when the user closes it.
    public static func show(
        parent: Window?,
        programName: String,
        version: String? = nil,
        comments: String? = nil,
        website: String? = nil,
        authors: [String] = [],
        logoIconName: String? = nil
    ) async {
        let dialog = AboutDialog(parent: parent)
        dialog.programName = programName
        if let logoIconName { dialog.logoIconName = logoIconName }
        dialog.version = version
        dialog.comments = comments
        dialog.website = website
        if !authors.isEmpty { dialog.authors = authors }
        _ = await dialog.answer()
    }
}
