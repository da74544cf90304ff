import BindingGLib

extension WrapperRegistry {
    /// Adds GTK's wrapper classes to the GLib layer's registry, once: the
    /// generated ones (``generatedFactories()``) and the hand-written ones
    /// (``builtInFactories()``), which win for the same GType. The table is
    /// made at the first lookup after this call.
    ///
    /// Called wherever GTK objects can first reach Swift: ``Gtk/initialize(arguments:)``,
    /// every ``Widget`` and ``Builder``, and the ``Application``.
    package static func addGtkClasses() {
        guard !gtkClassesAdded else { return }
        gtkClassesAdded = true
        addTable { generatedFactories().merging(builtInFactories()) { _, handWritten in handWritten } }
    }

    /// Whether ``addGtkClasses()`` ran.
    private static var gtkClassesAdded = false
}
