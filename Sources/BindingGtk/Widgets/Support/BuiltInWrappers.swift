import CGtk

extension WrapperRegistry {
    /// The wrapper classes this package provides, keyed by GType. Add a line
    /// here for each new widget class.
    static func builtInFactories() -> [GType: Factory] {
        [
            gtk_widget_get_type(): { Widget($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_container_get_type(): { Container($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_window_get_type(): { Window($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_application_window_get_type(): { ApplicationWindow($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_label_get_type(): { Label($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_entry_get_type(): { Entry($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_button_get_type(): { Button($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_toggle_button_get_type(): { ToggleButton($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_check_button_get_type(): { CheckButton($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_switch_get_type(): { Switch($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_spin_button_get_type(): { SpinButton($0.assumingMemoryBound(to: GtkWidget.self)) },
        ]
    }
}
