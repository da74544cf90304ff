import CGtk

extension WrapperRegistry {
    /// The one list of hand-written widget classes this package provides,
    /// keyed by GType. ``/BindingGLib/WrapperRegistry`` loads it (``addGtkClasses()``) before
    /// its first lookup, so widgets GTK creates (from a builder, a container)
    /// get their Swift class. Add a line here for each new widget class. Menu
    /// models are the GLib layer's.
    static func builtInFactories() -> [GType: Factory] {
        let classes: [(GType, @MainActor (UnsafeMutablePointer<GtkWidget>) -> Widget)] = [
            (gtk_widget_get_type(), Widget.init(_:)),
            (gtk_window_get_type(), Window.init(_:)),
            (gtk_application_window_get_type(), ApplicationWindow.init(_:)),
            (gtk_dialog_get_type(), Dialog.init(_:)),
            (gtk_message_dialog_get_type(), MessageDialog.init(_:)),
            (gtk_entry_get_type(), Entry.init(_:)),
            (gtk_text_view_get_type(), TextView.init(_:)),
            (gtk_button_get_type(), Button.init(_:)),
            (gtk_toggle_button_get_type(), ToggleButton.init(_:)),
            (gtk_check_button_get_type(), CheckButton.init(_:)),
            (gtk_image_get_type(), Image.init(_:)),
            (gtk_scrolled_window_get_type(), ScrolledWindow.init(_:)),
            (gtk_search_entry_get_type(), SearchEntry.init(_:)),
            (gtk_color_button_get_type(), ColorButton.init(_:)),
            (gtk_radio_button_get_type(), RadioButton.init(_:)),
            (gtk_list_box_get_type(), ListBox.init(_:)),
            (gtk_tree_view_get_type(), TreeView.init(_:)),
            (gtk_menu_button_get_type(), MenuButton.init(_:)),
        ]
        var factories: [GType: Factory] = [:]
        for (type, make) in classes {
            factories[type] = { make($0.assumingMemoryBound(to: GtkWidget.self)) }
        }
        return factories
    }
}
