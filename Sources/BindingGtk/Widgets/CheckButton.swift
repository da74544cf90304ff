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
}
