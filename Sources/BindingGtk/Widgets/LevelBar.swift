import Binding
import CGtk

/// A bar showing a level within a range, such as a password strength (`GtkLevelBar`).
@MainActor
extension LevelBar {
    /// A new level bar for values from `minimum` to `maximum`.
    public convenience init(minimum: Double = 0, maximum: Double = 1) {
        self.init(gtk_level_bar_new_for_interval(minimum, maximum))
    }

    /// The wrapped `GtkLevelBar`.
    public var levelBarPointer: UnsafeMutablePointer<GtkLevelBar> { widgetPointer(as: GtkLevelBar.self) }

    /// The level, clamped by GTK to the bar's range.
    public var value: Double {
        get { gtk_level_bar_get_value(levelBarPointer) }
        set { ifAlive { gtk_level_bar_set_value(levelBarPointer, min(maximum, max(minimum, newValue))) } }
    }

    /// The lowest level.
    public var minimum: Double {
        get { gtk_level_bar_get_min_value(levelBarPointer) }
        set { ifAlive { gtk_level_bar_set_min_value(levelBarPointer, newValue) } }
    }

    /// The highest level.
    public var maximum: Double {
        get { gtk_level_bar_get_max_value(levelBarPointer) }
        set { ifAlive { gtk_level_bar_set_max_value(levelBarPointer, newValue) } }
    }
}

extension Reactive where Base: LevelBar {
    /// Binds the level.
    @MainActor public var value: Binder<Double> { binder { $0.value = $1 } }
}
