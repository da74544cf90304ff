import Binding
import CGtk

/// A text label (`GtkLabel`).
@MainActor
extension Label {
    /// A new label showing `text`.
    public convenience init(_ text: String = "") {
        self.init(Label.newLabel(text))
    }

    /// A new `GtkLabel` showing `text`. `withCString` passes a short string
    /// from the stack (the implicit conversion would copy it into a new heap
    /// array first); nonisolated, so that its closure carries no main-actor
    /// check of its own.
    nonisolated static func newLabel(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        text.withCString { gtk_label_new($0) }
    }

    /// A new `GtkLabel` showing `text`, start-aligned, with `margin` pixels
    /// free before and after it: the bare row label of text lists, made
    /// without a Swift wrapper (``Widget/wrapper(for:)`` makes one when asked).
    nonisolated static func newRowLabel(_ text: String, horizontalMargin margin: Int32) -> UnsafeMutablePointer<GtkWidget> {
        let label = newLabel(text)
        gtk_label_set_xalign(asLabel(label), 0)
        gtk_widget_set_margin_start(label, margin)
        gtk_widget_set_margin_end(label, margin)
        return label
    }

    /// Shows `text` in `label`, a bare `GtkLabel` (no wrapper needed).
    nonisolated static func setText(_ text: String, of label: UnsafeMutablePointer<GtkWidget>) {
        text.withCString { gtk_label_set_text(asLabel(label), $0) }
    }

    /// `widget` viewed as a `GtkLabel` (the caller knows it is one).
    private nonisolated static func asLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkLabel> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self)
    }

    /// The wrapped `GtkLabel`.
    public var labelPointer: UnsafeMutablePointer<GtkLabel> { widgetPointer(as: GtkLabel.self) }

    /// The displayed text, without markup or mnemonic underscores.
    /// Setting it shows the text literally (turning markup off).
    public var text: String {
        get { String.borrowing(gtk_label_get_text(labelPointer)) ?? "" }
        set { ifAlive { gtk_label_set_text(labelPointer, newValue) } }
    }

    /// Sets the text as Pango markup (`<b>bold</b>`); reads back the markup
    /// source while markup is on, else `nil`.
    public var markup: String? {
        get { useMarkup ? String.borrowing(gtk_label_get_label(labelPointer)) : nil }
        set { ifAlive { gtk_label_set_markup(labelPointer, newValue ?? "") } }
    }

    /// Whether the label's text is parsed as Pango markup.
    @available(*, deprecated, renamed: "useMarkup", message: "the generated `useMarkup` is GTK's property under its own name, bindable as `rx.useMarkup`")
    public var usesMarkup: Bool { gtk_label_get_use_markup(labelPointer) != 0 }

    /// Whether long text wraps onto several lines.
    @available(*, deprecated, renamed: "wrap", message: "the generated `wrap` is GTK's property under its own name, bindable as `rx.wrap`")
    public var wraps: Bool {
        get { gtk_label_get_line_wrap(labelPointer) != 0 }
        set { ifAlive { gtk_label_set_line_wrap(labelPointer, newValue ? 1 : 0) } }
    }

    /// Horizontal alignment of the text, 0 (start) … 1 (end).
    @available(*, deprecated, renamed: "xalign", message: "the generated `xalign` is GTK's property under its own name, bindable as `rx.xalign`")
    public var xAlign: Float {
        get { gtk_label_get_xalign(labelPointer) }
        set { ifAlive { gtk_label_set_xalign(labelPointer, newValue) } }
    }

    /// Sets a text with a mnemonic (`"_Name"`) whose key activates
    /// ``mnemonicWidget``.
    public func setTextWithMnemonic(_ text: String) {
        ifAlive { gtk_label_set_text_with_mnemonic(labelPointer, text) }
    }

    /// The widget this label names: its mnemonic activates it, and screen
    /// readers and the test kit's `find(labelled:)` use it as its label.
    public var mnemonicWidget: Widget? {
        get { gtk_label_get_mnemonic_widget(labelPointer).map { Widget.wrapper(for: $0) } }
        set { ifAlive { gtk_label_set_mnemonic_widget(labelPointer, newValue?.widgetPointer) } }
    }
}

extension Reactive where Base: Label {
    /// Binds the label's text (`nil` shows nothing).
    @MainActor public var text: Binder<String?> { binder { $0.text = $1 ?? "" } }

    /// Binds the label's text as Pango markup (`nil` shows nothing).
    @MainActor public var markup: Binder<String?> { binder { $0.markup = $1 } }
}
