import CGtk

extension WrapperRegistry {
    /// The widget classes declared by hand, keyed by GType: only ``Widget``, the root;
    /// every other class is declared in `Generated/` and registered by
    /// `generatedFactories()`. ``/BindingGLib/WrapperRegistry`` loads both
    /// (``addGtkClasses()``) before its first lookup, so widgets GTK creates (from
    /// a builder, a container) get their Swift class. Menu models are the GLib layer's.
    static func builtInFactories() -> [GType: Factory] {
        let classes: [(GType, @MainActor (UnsafeMutablePointer<GtkWidget>) -> Widget)] = [
            (gtk_widget_get_type(), Widget.init(_:)),
        ]
        var factories: [GType: Factory] = [:]
        for (type, make) in classes {
            factories[type] = { make($0.assumingMemoryBound(to: GtkWidget.self)) }
        }
        return factories
    }
}
