import CGtk

extension WrapperRegistry {
    /// The one list of wrapper classes this package provides, keyed by
    /// GType. ``WrapperRegistry`` loads it before its first lookup, so widgets
    /// GTK creates (from a builder, a container) get their Swift class. Add a
    /// line here for each new widget class.
    static func builtInFactories() -> [GType: Factory] {
        let classes: [(GType, @MainActor (UnsafeMutablePointer<GtkWidget>) -> Widget)] = [
            (gtk_widget_get_type(), Widget.init),
            (gtk_container_get_type(), Container.init),
            (gtk_window_get_type(), Window.init),
            (gtk_application_window_get_type(), ApplicationWindow.init),
            (gtk_dialog_get_type(), Dialog.init),
            (gtk_message_dialog_get_type(), MessageDialog.init),
            (gtk_about_dialog_get_type(), AboutDialog.init),
            (gtk_label_get_type(), Label.init),
            (gtk_entry_get_type(), Entry.init),
            (gtk_text_view_get_type(), TextView.init),
            (gtk_button_get_type(), Button.init),
            (gtk_toggle_button_get_type(), ToggleButton.init),
            (gtk_check_button_get_type(), CheckButton.init),
            (gtk_link_button_get_type(), LinkButton.init),
            (gtk_switch_get_type(), Switch.init),
            (gtk_spin_button_get_type(), SpinButton.init),
            (gtk_scale_get_type(), Scale.init),
            (gtk_combo_box_text_get_type(), ComboBoxText.init),
            (gtk_spinner_get_type(), Spinner.init),
            (gtk_progress_bar_get_type(), ProgressBar.init),
            (gtk_level_bar_get_type(), LevelBar.init),
            (gtk_image_get_type(), Image.init),
            (gtk_file_chooser_button_get_type(), FileChooserButton.init),
            (gtk_info_bar_get_type(), InfoBar.init),
            (gtk_revealer_get_type(), Revealer.init),
            (gtk_expander_get_type(), Expander.init),
            (gtk_header_bar_get_type(), HeaderBar.init),
            (gtk_stack_get_type(), Stack.init),
            (gtk_stack_switcher_get_type(), StackSwitcher.init),
            (gtk_box_get_type(), Box.init),
            (gtk_separator_get_type(), Separator.init),
            (gtk_grid_get_type(), Grid.init),
            (gtk_frame_get_type(), Frame.init),
            (gtk_scrolled_window_get_type(), ScrolledWindow.init),
            (gtk_search_entry_get_type(), SearchEntry.init),
            (gtk_color_button_get_type(), ColorButton.init),
            (gtk_calendar_get_type(), CalendarView.init),
            (gtk_radio_button_get_type(), RadioButton.init),
            (gtk_list_box_get_type(), ListBox.init),
            (gtk_list_box_row_get_type(), ListBoxRow.init),
            (gtk_tree_view_get_type(), TreeView.init),
            (gtk_event_box_get_type(), EventBox.init),
            (gtk_menu_button_get_type(), MenuButton.init),
            (gtk_popover_get_type(), Popover.init),
            (gtk_popover_menu_get_type(), PopoverMenu.init),
            (gtk_menu_bar_get_type(), MenuBar.init),
        ]
        var factories: [GType: Factory] = [:]
        for (type, make) in classes {
            factories[type] = { make($0.assumingMemoryBound(to: GtkWidget.self)) }
        }
        // Menu models are objects, not widgets (builder `<menu>` elements).
        factories[g_menu_model_get_type()] = { MenuModel($0) }
        factories[g_menu_get_type()] = { Menu($0) }
        return factories
    }
}
