import Binding
import CGtk

/// A button that opens a file chooser and shows the chosen file's name
/// (`GtkFileChooserButton`).
@MainActor
extension FileChooserButton {
    /// A new button that lets the user open a file (or pick a folder with
    /// `.selectFolder`); `title` titles its dialog.
    public convenience init(title: String, action: FileChooserAction = .open) {
        self.init(gtk_file_chooser_button_new(title, GtkFileChooserAction(rawValue: UInt32(action.rawValue))))
    }

    /// A new button for a C file chooser action.
    @available(*, deprecated, message: "pass a FileChooserAction: FileChooserButton(title:action: .selectFolder)")
    public convenience init(title: String, action: GtkFileChooserAction) {
        self.init(gtk_file_chooser_button_new(title, action))
    }

    /// The button as a `GtkFileChooser`.
    public var fileChooserPointer: OpaquePointer { OpaquePointer(widgetPointer) }

    /// The chosen file's local path, or `nil` for none. Setting it is a
    /// programmatic change (`rx.filePath` does not hear it back).
    public var filePath: String? {
        get { String.takingOwnership(of: gtk_file_chooser_get_filename(fileChooserPointer)) }
        set {
            guard !isDestroyed, newValue != filePath else { return }
            performProgrammaticChange {
                if let newValue {
                    _ = gtk_file_chooser_set_filename(fileChooserPointer, newValue)
                } else {
                    gtk_file_chooser_unselect_all(fileChooserPointer)
                }
            }
        }
    }

    /// The chosen file as a URI (`file:///…`), or `nil` for none.
    public var fileURI: String? {
        get { String.takingOwnership(of: gtk_file_chooser_get_uri(fileChooserPointer)) }
        set {
            guard !isDestroyed, newValue != fileURI else { return }
            performProgrammaticChange {
                if let newValue {
                    _ = gtk_file_chooser_set_uri(fileChooserPointer, newValue)
                } else {
                    gtk_file_chooser_unselect_all(fileChooserPointer)
                }
            }
        }
    }

    /// Chooses `path` and reports it as the user's choice (`file-set`), as
    /// the button's dialog does when the user accepts it.
    public func chooseAsUser(_ path: String) {
        guard !isDestroyed else { return }
        _ = gtk_file_chooser_set_filename(fileChooserPointer, path)
        emitSignal("file-set")
    }
}

extension Reactive where Base: FileChooserButton {
    /// The chosen file's path: the current one, then each file the user
    /// picks (`file-set`). Setting it chooses the file without echoing.
    @MainActor public var filePath: ControlProperty<String?> {
        controlProperty(changedBy: ["file-set"], getter: { $0.filePath }, setter: { $0.filePath = $1 })
    }

    /// The chosen file as a `file://` URI, two-way like ``filePath``.
    @MainActor public var fileURL: ControlProperty<String?> {
        controlProperty(changedBy: ["file-set"], getter: { $0.fileURI }, setter: { $0.fileURI = $1 })
    }
}
