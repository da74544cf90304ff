import CGtk

extension TextView {
    /// The view's text buffer, typed: tags, marks, the clipboard's formats
    /// and the rest of `GtkTextBuffer`'s API (``TextBuffer``). The same
    /// object as ``buffer``, which is typed as ``/BindingGLib/Object`` only
    /// for source compatibility:
    ///
    /// <!-- snippet: doc-TextView-textBuffer -->
    /// ```swift
    /// let notes = TextView(text: "Buy milk")
    /// let formats = notes.textBuffer.copyTargetList.entries.map(\.target)
    /// ```
    ///
    /// This is the buffer the view was made with, the one ``text`` and
    /// `rx.text` read and write.
    public var textBuffer: TextBuffer {
        guard let typed = buffer as? TextBuffer else {
            preconditionFailure("the text view's buffer is wrapped as \(type(of: buffer)), not as TextBuffer")
        }
        return typed
    }
}
