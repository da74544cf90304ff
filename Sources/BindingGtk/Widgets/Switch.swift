import Binding
import CGtk

/// An on/off switch (`GtkSwitch`).
@MainActor
extension Switch {
    /// A new switch.
    public convenience init(isOn: Bool = false) {
        self.init(gtk_switch_new())
        self.isOn = isOn
    }

    /// The wrapped `GtkSwitch`.
    public var switchPointer: UnsafeMutablePointer<GtkSwitch> { widgetPointer(as: GtkSwitch.self) }

    /// Whether the switch is on (`active`). Setting it is a programmatic
    /// change: `rx.isOn` subscribers do not hear it back.
    public var isOn: Bool {
        get { gtk_switch_get_active(switchPointer) != 0 }
        set {
            guard !isDestroyed else { return }
            performProgrammaticChange { gtk_switch_set_active(switchPointer, newValue ? 1 : 0) }
        }
    }
}

extension Reactive where Base: Switch {
    /// Whether the switch is on: the current value, then each change by the
    /// user (`notify::active`); setting it does not echo.
    @MainActor public var isOn: ControlProperty<Bool> {
        controlProperty(changedBy: ["notify::active"], getter: { $0.isOn }, setter: { $0.isOn = $1 })
    }
}
