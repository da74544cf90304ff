import Binding
import CGtk

/// A button that stays pressed until clicked again (`GtkToggleButton`).
@MainActor
open class ToggleButton: Button {
    /// A new toggle button with a text label.
    public convenience init(label: String, isActive: Bool = false) {
        self.init(gtk_toggle_button_new_with_label(label))
        self.isActive = isActive
    }

    /// Not available: ``Button``'s initialiser would make a plain `GtkButton`;
    /// use ``init(label:isActive:)`` (or the subclass's own initialisers).
    @available(*, unavailable, message: "use init(label:isActive:)")
    public convenience init(label: String, useUnderline: Bool) {
        fatalError("ToggleButton(label:useUnderline:) is unavailable")
    }

    /// Wraps an existing `GtkToggleButton`.
    override public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        Self.requireInstance(pointer, of: gtk_toggle_button_get_type(), for: "ToggleButton")
        super.init(pointer)
    }

    /// Never called. A designated initialiser subclasses do not override, so
    /// they do not inherit this class's convenience initialisers (which make a
    /// `ToggleButton`'s GTK type, one the subclass's `init(_:)` rejects).
    package init(uninheritable pointer: UnsafeMutablePointer<GtkWidget>, _ owner: ToggleButton.Type) {
        super.init(pointer)
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
