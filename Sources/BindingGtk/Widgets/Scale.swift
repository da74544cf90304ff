import Binding
import CGtk

/// A slider for a number within a range (`GtkScale`).
@MainActor
extension Scale {
    /// A new horizontal (or vertical) slider from `minimum` to `maximum` in steps of `step`.
    public convenience init(minimum: Double, maximum: Double, step: Double, vertical: Bool = false) {
        let orientation = vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
        self.init(gtk_scale_new_with_range(orientation, minimum, maximum, step))
    }

    /// The slider as a `GtkRange`.
    public var rangePointer: UnsafeMutablePointer<GtkRange> { widgetPointer(as: GtkRange.self) }

    /// The value, clamped to the range. Setting it is a programmatic change
    /// (`rx.value` does not hear it back).
    public var value: Double {
        get { gtk_range_get_value(rangePointer) }
        set {
            guard !isDestroyed, newValue != value else { return }
            performProgrammaticChange { gtk_range_set_value(rangePointer, newValue) }
        }
    }

    /// Moves the slider to `value` as a drag or key press ends up doing
    /// (`change-value`'s default handler calls `gtk_range_set_value`).
    public func slideAsUser(to value: Double) {
        guard !isDestroyed else { return }
        gtk_range_set_value(rangePointer, value)
    }
}

extension Reactive where Base: Scale {
    /// The value: the current one, then each change by the user
    /// (`value-changed`). Setting it does not echo.
    @MainActor public var value: ControlProperty<Double> {
        controlProperty(changedBy: ["value-changed"], getter: { $0.value }, setter: { $0.value = $1 })
    }
}
