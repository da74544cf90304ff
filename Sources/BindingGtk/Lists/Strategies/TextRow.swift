import CGtk

/// The content of a text row (``/MVVM/Reactive/items(_:options:text:)-(Source,_,_)``):
/// a bare `GtkLabel`, start-aligned with a small horizontal margin, made and
/// updated without a Swift wrapper (through `Label`'s bare-label helpers).
enum TextRow {
    /// A new floating label showing `text`.
    static func make(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        Label.newRowLabel(text, horizontalMargin: horizontalMargin)
    }

    /// Shows `text` in a label made by ``make(_:)``.
    static func show(_ text: String, in label: UnsafeMutablePointer<GtkWidget>) {
        Label.setText(text, of: label)
    }

    /// Pixels left free before and after the text.
    static let horizontalMargin: Int32 = 6
}
