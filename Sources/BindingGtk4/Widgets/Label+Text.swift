import Binding
import BindingGLib
import CGtk4

extension Label {
    /// The label's text as plain text: setting it calls `gtk_label_set_text`, which also turns
    /// off markup and mnemonics (the generated ``label`` property keeps them as they are).
    public var text: String {
        get { String.borrowing(gtk_label_get_text(cgtk4_label(widgetPointer))) ?? "" }
        set { ifAlive { gtk_label_set_text(cgtk4_label(widgetPointer), newValue) } }
    }
}

extension Reactive where Base: Label {
    /// Binds the label's plain text (`nil` shows nothing) through a direct `gtk_label_set_text`,
    /// as GTK 3's `Label.rx.text` does; the generated ``label`` control property goes through
    /// `GValue` and `notify::label`.
    @MainActor public var text: Binder<String?> { binder { $0.text = $1 ?? "" } }
}
