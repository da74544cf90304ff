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
            (gtk_container_get_type(), Container.init(_:)),
            (gtk_window_get_type(), Window.init(_:)),
            (gtk_application_window_get_type(), ApplicationWindow.init(_:)),
            (gtk_dialog_get_type(), Dialog.init(_:)),
            (gtk_message_dialog_get_type(), MessageDialog.init(_:)),
            (gtk_about_dialog_get_type(), AboutDialog.init(_:)),
            (gtk_label_get_type(), Label.init(_:)),
            (gtk_entry_get_type(), Entry.init(_:)),
            (gtk_text_view_get_type(), TextView.init(_:)),
            (gtk_button_get_type(), Button.init(_:)),
            (gtk_toggle_button_get_type(), ToggleButton.init(_:)),
            (gtk_check_button_get_type(), CheckButton.init(_:)),
            (gtk_link_button_get_type(), LinkButton.init(_:)),
            (gtk_switch_get_type(), Switch.init(_:)),
            (gtk_spin_button_get_type(), SpinButton.init(_:)),
            (gtk_scale_get_type(), Scale.init(_:)),
            (gtk_combo_box_text_get_type(), ComboBoxText.init(_:)),
            (gtk_spinner_get_type(), Spinner.init(_:)),
            (gtk_progress_bar_get_type(), ProgressBar.init(_:)),
            (gtk_level_bar_get_type(), LevelBar.init(_:)),
            (gtk_image_get_type(), Image.init(_:)),
            (gtk_file_chooser_button_get_type(), FileChooserButton.init(_:)),
            (gtk_info_bar_get_type(), InfoBar.init(_:)),
            (gtk_revealer_get_type(), Revealer.init(_:)),
            (gtk_expander_get_type(), Expander.init(_:)),
            (gtk_header_bar_get_type(), HeaderBar.init(_:)),
            (gtk_stack_get_type(), Stack.init(_:)),
            (gtk_stack_switcher_get_type(), StackSwitcher.init(_:)),
            (gtk_box_get_type(), Box.init(_:)),
            (gtk_separator_get_type(), Separator.init(_:)),
            (gtk_grid_get_type(), Grid.init(_:)),
            (gtk_frame_get_type(), Frame.init(_:)),
            (gtk_scrolled_window_get_type(), ScrolledWindow.init(_:)),
            (gtk_search_entry_get_type(), SearchEntry.init(_:)),
            (gtk_color_button_get_type(), ColorButton.init(_:)),
            (gtk_calendar_get_type(), CalendarView.init(_:)),
            (gtk_radio_button_get_type(), RadioButton.init(_:)),
            (gtk_list_box_get_type(), ListBox.init(_:)),
            (gtk_list_box_row_get_type(), ListBoxRow.init(_:)),
            (gtk_tree_view_get_type(), TreeView.init(_:)),
            (gtk_event_box_get_type(), EventBox.init(_:)),
            (gtk_menu_button_get_type(), MenuButton.init(_:)),
            (gtk_popover_get_type(), Popover.init(_:)),
            (gtk_popover_menu_get_type(), PopoverMenu.init(_:)),
            (gtk_menu_bar_get_type(), MenuBar.init(_:)),
        ]
        var factories: [GType: Factory] = [:]
        for (type, make) in classes {
            factories[type] = { make($0.assumingMemoryBound(to: GtkWidget.self)) }
        }
        return factories
    }
}
