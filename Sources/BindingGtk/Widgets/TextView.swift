import Binding
import CGtk

/// A multi-line text editor (`GtkTextView`) with its text buffer.
@MainActor
extension TextView {
    /// A new, empty, editable text view.
    public convenience init(text: String = "") {
        self.init(gtk_text_view_new())
        if !text.isEmpty { self.text = text }
    }

    /// The wrapper of the buffer of the `GtkTextView` `pointer`, stored as ``buffer`` by the
    /// generated `init(_:)` (`init-before-super` in the manifest).
    static func wrappedBuffer(of pointer: UnsafeMutablePointer<GtkWidget>) -> Object {
        let view = UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkTextView.self)
        return Object.wrapper(for: UnsafeMutableRawPointer(gtk_text_view_get_buffer(view)))
    }

    /// The wrapped `GtkTextView`.
    public var textViewPointer: UnsafeMutablePointer<GtkTextView> { widgetPointer(as: GtkTextView.self) }

    /// The buffer as a `GtkTextBuffer`.
    public var bufferPointer: UnsafeMutablePointer<GtkTextBuffer> {
        UnsafeMutableRawPointer(buffer.objectPointer).assumingMemoryBound(to: GtkTextBuffer.self)
    }

    /// The whole text of the buffer. Setting it is a programmatic change
    /// (`rx.text` does not hear it back); setting the same text does nothing.
    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(bufferPointer, &start, &end)
            return String.takingOwnership(of: gtk_text_buffer_get_text(bufferPointer, &start, &end, 0)) ?? ""
        }
        set {
            guard !isDestroyed, newValue != text else { return }
            performProgrammaticChange { gtk_text_buffer_set_text(bufferPointer, newValue, -1) }
        }
    }

    /// Whether the user can edit the text.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(textViewPointer) != 0 }
        set { ifAlive { gtk_text_view_set_editable(textViewPointer, newValue ? 1 : 0) } }
    }

    /// Inserts `text` at the cursor as if the user typed it (respecting
    /// ``isEditable``), through `gtk_text_buffer_insert_interactive_at_cursor`.
    public func insertAtCursorAsUser(_ text: String) {
        guard !isDestroyed else { return }
        _ = gtk_text_buffer_insert_interactive_at_cursor(bufferPointer, text, -1, isEditable ? 1 : 0)
    }
}

extension Reactive where Base: TextView {
    /// The buffer's text: the current text, then the text after every edit
    /// the user makes (the buffer's `changed`). Sending a value replaces the
    /// text without echoing it back. Completes when the view is destroyed.
    @MainActor public var text: ControlProperty<String> {
        controlProperty(changedBy: ["changed"], on: { [$0.buffer] }, getter: { $0.text }, setter: { $0.text = $1 })
    }

    /// Binds whether the user can edit the text.
    @MainActor public var isEditable: Binder<Bool> { binder { $0.isEditable = $1 } }
}
