import CGtk

/// The content of a text row (``Reactive/items(_:options:text:)-(Source,_,_)``):
/// a bare `GtkLabel`, start-aligned with a small horizontal margin, made and
/// updated without a Swift wrapper.
enum TextRow {
    /// A new floating label showing `text`.
    static func make(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = Label.newLabel(text)
        gtk_label_set_xalign(label.label, 0)
        gtk_widget_set_margin_start(label, horizontalMargin)
        gtk_widget_set_margin_end(label, horizontalMargin)
        return label
    }

    /// Shows `text` in a label made by ``make(_:)``.
    static func show(_ text: String, in label: UnsafeMutablePointer<GtkWidget>) {
        text.withCString { gtk_label_set_text(label.label, $0) }
    }

    /// Pixels left free before and after the text.
    static let horizontalMargin: Int32 = 6
}

private extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget viewed as a `GtkLabel` (the caller knows it is one).
    var label: UnsafeMutablePointer<GtkLabel> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkLabel.self)
    }
}
