import BindingGtk4
import CGtk4

extension GtkTestKit {
    /// The toplevel windows GTK lists (shown or not, not yet destroyed) that are of class `type`,
    /// wrapped: a dialog a view model's question opened, an about window.
    public static func toplevels<Found: Window>(of type: Found.Type) -> [Found] {
        let list = gtk_window_get_toplevels()
        var found: [Found] = []
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            defer { g_object_unref(item) }
            if let window = Widget.wrapper(for: item.assumingMemoryBound(to: GtkWidget.self)) as? Found, !window.isDestroyed {
                found.append(window)
            }
        }
        return found
    }

    /// The texts of every `GtkLabel` in `root`'s subtree, in tree order (what a toast or a row shows).
    public static func labelTexts(in root: Widget) -> [String] {
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
        guard !root.isDestroyed else { return [] }
        visit(root.widgetPointer)
        return texts
    }
}
