import Binding
import CGtk

/// A button that stays pressed until clicked again (`GtkToggleButton`).
@MainActor
extension ToggleButton {
    /// A new toggle button with a text label.
    package convenience init(label: String, isActive: Bool, _: ToggleButton.Type) {
        self.init(gtk_toggle_button_new_with_label(label))
        self.isActive = isActive
    }

    /// The wrapped `GtkToggleButton`.
    public var toggleButtonPointer: UnsafeMutablePointer<GtkToggleButton> { widgetPointer(as: GtkToggleButton.self) }

    /// Whether the button is pressed (checked). Setting it is a programmatic
    /// change: `rx.isActive` subscribers do not hear it back.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(toggleButtonPointer) != 0 }
        set {
            guard !isDestroyed else { return }
            performProgrammaticChange { gtk_toggle_button_set_active(toggleButtonPointer, newValue ? 1 : 0) }
        }
    }

    /// Whether the button shows the "mixed" state (neither on nor off).
    public var isInconsistent: Bool {
        get { gtk_toggle_button_get_inconsistent(toggleButtonPointer) != 0 }
        set { ifAlive { gtk_toggle_button_set_inconsistent(toggleButtonPointer, newValue ? 1 : 0) } }
    }
}

extension Reactive where Base: ToggleButton {
    /// Whether the button is pressed (checked): the current value, then each
    /// toggle by the user; setting it does not echo.
    @MainActor public var isActive: ControlProperty<Bool> {
        controlProperty(changedBy: ["toggled"], getter: { $0.isActive }, setter: { $0.isActive = $1 })
    }
}
