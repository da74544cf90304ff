import CGtk

/// A check box with a label (`GtkCheckButton`); its state is the inherited
/// ``ToggleButton/isActive`` (and `rx.isActive`).
@MainActor
extension CheckButton {
    /// A new check button with a text label.
    package convenience init(label: String, isActive: Bool, _: CheckButton.Type) {
        self.init(gtk_check_button_new_with_label(label))
        self.isActive = isActive
    }

}
