import CGtk

extension WrapperRegistry {
    /// The wrapper classes this package provides, keyed by GType. Add a line
    /// here for each new widget class.
    static func builtInFactories() -> [GType: Factory] {
        [
            gtk_widget_get_type(): { Widget($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_container_get_type(): { Container($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_window_get_type(): { Window($0.assumingMemoryBound(to: GtkWidget.self)) },
        ]
    }
}
