import Binding
import CGtk

/// The platform's file chooser (`GtkFileChooserNative`): a portal dialog
/// inside Flatpak, GTK's own file chooser dialog elsewhere. Not a widget; it
/// lives while Swift holds it. Shown with ``choose()``, which awaits the
/// answer without a nested main loop.
///
/// <!-- snippet: doc-FileChooserNative -->
/// ```swift
/// viewModel.chooseExportFile.handle { [weak self] suggestedName in
///     await FileChooserNative.chooseFileToSave(parent: self?.window, suggestedName: suggestedName)
/// }
/// ```
@MainActor
public final class FileChooserNative: Object {
    /// Whether the chooser opens an existing file or names one to save.
    public enum Mode: Sendable {
        /// Pick an existing file.
        case open
        /// Name a file to write (asking before replacing one).
        case save
    }

    /// A new, hidden chooser over `parent`.
    public init(title: String, parent: Window?, mode: Mode, acceptLabel: String? = nil, cancelLabel: String? = nil) {
        let action = mode == .open ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE
        let pointer = gtk_file_chooser_native_new(title, parent?.windowPointer, action, acceptLabel, cancelLabel)!
        super.init(UnsafeMutableRawPointer(pointer))
        // The wrapper took its own reference; drop the one `_new` returned.
        g_object_unref(UnsafeMutableRawPointer(pointer))
        if mode == .save { gtk_file_chooser_set_do_overwrite_confirmation(chooserPointer, 1) }
    }

    /// The wrapped object as a `GtkFileChooser`.
    public var chooserPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The wrapped object as a `GtkNativeDialog`.
    public var nativeDialogPointer: UnsafeMutablePointer<GtkNativeDialog> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: GtkNativeDialog.self)
    }

    /// The file name a save chooser suggests.
    public func setSuggestedName(_ name: String) {
        gtk_file_chooser_set_current_name(chooserPointer, name)
    }

    /// The folder the chooser starts in.
    public func setFolder(_ path: String) {
        _ = gtk_file_chooser_set_current_folder(chooserPointer, path)
    }

    /// The chosen (or preset) file's path.
    public var filename: String? {
        get { String.takingOwnership(of: gtk_file_chooser_get_filename(chooserPointer)) }
        set { if let newValue { _ = gtk_file_chooser_set_filename(chooserPointer, newValue) } }
    }

    /// Whether the chooser is showing.
    public var isVisible: Bool { gtk_native_dialog_get_visible(nativeDialogPointer) != 0 }

    /// Shows the chooser and returns the chosen file's path, or `nil` when the
    /// user cancels (or the awaiting task is cancelled, which hides it).
    public func choose() async -> String? {
        let accepted = await DialogAnswer.await(
            show: { [self] finish in
                let responses = connect("response", intHandler: { finish($0 == GTK_RESPONSE_ACCEPT.rawValue) })
                gtk_native_dialog_show(nativeDialogPointer)
                return [responses]
            },
            cancel: { [weak self] finish in
                // Hiding does not emit `response`: answer as Cancel would.
                if let self { gtk_native_dialog_hide(self.nativeDialogPointer) }
                finish(false)
            })
        return accepted ? filename : nil
    }

    /// Asks for an existing file to open; `nil` when cancelled.
    public static func chooseFileToOpen(parent: Window?, title: String = "Open File") async -> String? {
        await FileChooserNative(title: title, parent: parent, mode: .open, acceptLabel: "_Open").choose()
    }

    /// Asks where to save, suggesting `suggestedName`; `nil` when cancelled.
    public static func chooseFileToSave(parent: Window?, title: String = "Save File", suggestedName: String? = nil) async -> String? {
        let chooser = FileChooserNative(title: title, parent: parent, mode: .save, acceptLabel: "_Save")
        if let suggestedName { chooser.setSuggestedName(suggestedName) }
        return await chooser.choose()
    }
}
