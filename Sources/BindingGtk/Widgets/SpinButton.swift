import Binding
import CGtk

/// A numeric field with up/down buttons (`GtkSpinButton`).
@MainActor
extension SpinButton {
    /// A new spin button over `range`, moving by `step`, showing `digits` decimals.
    public convenience init(range: ClosedRange<Double>, step: Double = 1, digits: Int? = nil) {
        self.init(gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step))
        if let digits { self.digits = digits }
    }

    /// The wrapped `GtkSpinButton`.
    public var spinButtonPointer: UnsafeMutablePointer<GtkSpinButton> { widgetPointer(as: GtkSpinButton.self) }

    /// The value (clamped to ``range`` and rounded to ``digits`` by GTK).
    /// Setting it is a programmatic change: no echo to `rx.value`.
    public var value: Double {
        get { gtk_spin_button_get_value(spinButtonPointer) }
        set {
            guard !isDestroyed else { return }
            performProgrammaticChange { gtk_spin_button_set_value(spinButtonPointer, newValue) }
        }
    }

    /// The value rounded to an integer.
    public var intValue: Int {
        get { Int(gtk_spin_button_get_value_as_int(spinButtonPointer)) }
        set { value = Double(newValue) }
    }

    /// The allowed values.
    public var range: ClosedRange<Double> {
        get {
            var lower = 0.0, upper = 0.0
            gtk_spin_button_get_range(spinButtonPointer, &lower, &upper)
            return lower...upper
        }
        set {
            guard !isDestroyed else { return }
            performProgrammaticChange {
                gtk_spin_button_set_range(spinButtonPointer, newValue.lowerBound, newValue.upperBound)
            }
        }
    }

    /// The amount one click on + or − adds or removes.
    public var step: Double {
        get {
            var step = 0.0, page = 0.0
            gtk_spin_button_get_increments(spinButtonPointer, &step, &page)
            return step
        }
        set {
            guard !isDestroyed else { return }
            gtk_spin_button_set_increments(spinButtonPointer, newValue, newValue * 10)
        }
    }

    /// The number of decimals shown.
    public var digits: Int {
        get { Int(gtk_spin_button_get_digits(spinButtonPointer)) }
        set { ifAlive { gtk_spin_button_set_digits(spinButtonPointer, UInt32(max(0, newValue))) } }
    }

    /// Commits text the user typed but has not confirmed yet (GTK reads typed
    /// text on Enter or focus loss).
    public func update() {
        ifAlive { gtk_spin_button_update(spinButtonPointer) }
    }
}

extension Reactive where Base: SpinButton {
    /// The value: the current one, then each change by the user
    /// (`value-changed`); setting it does not echo.
    @MainActor public var value: ControlProperty<Double> {
        controlProperty(changedBy: ["value-changed"], getter: { $0.value }, setter: { $0.value = $1 })
    }

    /// The value as an integer: the current one, then each change by the user.
    @MainActor public var intValue: ControlProperty<Int> {
        controlProperty(changedBy: ["value-changed"], getter: { $0.intValue }, setter: { $0.intValue = $1 })
    }
}
