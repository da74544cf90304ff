import CGtk

extension WrapperRegistry {
    private static var widgetLibraryRegistered = false

    /// Registers the wrapper classes of the widget library beyond the core
    /// ones (TextView, Dialog, ComboBoxText, …) so widgets GTK creates (from a
    /// builder, a container) get their specific Swift class. Idempotent;
    /// ``Builder`` calls it.
    public static func registerWidgetLibrary() {
        guard !widgetLibraryRegistered else { return }
        widgetLibraryRegistered = true
        let classes: [(GType, Factory)] = [
            (gtk_text_view_get_type(), { TextView($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_spinner_get_type(), { Spinner($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_info_bar_get_type(), { InfoBar($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_image_get_type(), { Image($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_file_chooser_button_get_type(), { FileChooserButton($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_combo_box_text_get_type(), { ComboBoxText($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_dialog_get_type(), { Dialog($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_message_dialog_get_type(), { MessageDialog($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_revealer_get_type(), { Revealer($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_expander_get_type(), { Expander($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_progress_bar_get_type(), { ProgressBar($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_level_bar_get_type(), { LevelBar($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_scale_get_type(), { Scale($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_header_bar_get_type(), { HeaderBar($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_stack_get_type(), { Stack($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_stack_switcher_get_type(), { StackSwitcher($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_box_get_type(), { Box($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_separator_get_type(), { Separator($0.assumingMemoryBound(to: GtkWidget.self)) }),
            (gtk_link_button_get_type(), { LinkButton($0.assumingMemoryBound(to: GtkWidget.self)) }),
        ]
        for (type, factory) in classes { register(type, factory: factory) }
    }
}
