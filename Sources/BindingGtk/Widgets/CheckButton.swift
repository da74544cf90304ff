import CGtk

/// A check box with a label (`GtkCheckButton`); its state is the inherited
/// ``ToggleButton/isActive`` (and `rx.isActive`).
@MainActor
open class CheckButton: ToggleButton {
    /// A new check button with a text label.
    public convenience init(label: String, isActive: Bool = false) {
        self.init(gtk_check_button_new_with_label(label))
        self.isActive = isActive
    }

    /// Wraps an existing `GtkCheckButton`.
    override public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        Self.requireInstance(pointer, of: gtk_check_button_get_type(), for: "CheckButton")
        super.init(pointer)
    }

    /// Never called. A designated initialiser subclasses do not override, so
    /// they do not inherit this class's convenience initialisers (which make a
    /// `CheckButton`'s GTK type, one the subclass's `init(_:)` rejects).
    package init(uninheritable pointer: UnsafeMutablePointer<GtkWidget>, _ owner: CheckButton.Type) {
        super.init(pointer)
    }
}
