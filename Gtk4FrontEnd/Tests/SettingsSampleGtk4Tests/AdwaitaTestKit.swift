import BindingAdwaita
import CAdwaita

/// What the sample's tests look for: shown message dialogs and label texts (a toast's title).
@MainActor
enum AdwaitaTestKit {
    /// The shown libadwaita message dialogs.
    static func messageDialogs() -> [AdwaitaMessageDialog] {
        let list = gtk_window_get_toplevels()
        var found: [AdwaitaMessageDialog] = []
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            defer { g_object_unref(item) }
            if let dialog = Widget.wrapper(for: item.assumingMemoryBound(to: GtkWidget.self)) as? AdwaitaMessageDialog, !dialog.isDestroyed {
                found.append(dialog)
            }
        }
        return found
    }

    /// The texts of every label in `root`'s subtree.
    static func labelTexts(in root: Widget) -> [String] {
        var texts: [String] = []
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0 {
                texts.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(root.widgetPointer)
        return texts
    }
}
