import Binding
import CGtk

/// A container with a clickable title that shows or hides its child (`GtkExpander`).
@MainActor
extension Expander {
    /// A new, collapsed expander titled `label`.
    public convenience init(label: String) {
        self.init(gtk_expander_new(label))
    }

    /// The wrapped `GtkExpander`.
    public var expanderPointer: UnsafeMutablePointer<GtkExpander> { widgetPointer(as: GtkExpander.self) }

    /// Whether the child is shown (`expanded`). Setting it is a programmatic
    /// change (`rx.isExpanded` does not hear it back).
    public var isExpanded: Bool {
        get { gtk_expander_get_expanded(expanderPointer) != 0 }
        set {
            guard !isDestroyed else { return }
            performProgrammaticChange { gtk_expander_set_expanded(expanderPointer, newValue ? 1 : 0) }
        }
    }

    /// Toggles the expander as a click on its title does (`activate`).
    public func toggleAsUser() {
        ifAlive { emitSignal("activate") }
    }
}

extension Reactive where Base: Expander {
    /// Whether the child is shown: the current state, then each toggle by the
    /// user (`notify::expanded`). Setting it does not echo.
    @MainActor public var isExpanded: ControlProperty<Bool> {
        controlProperty(changedBy: ["notify::expanded"], getter: { $0.isExpanded }, setter: { $0.isExpanded = $1 })
    }
}
