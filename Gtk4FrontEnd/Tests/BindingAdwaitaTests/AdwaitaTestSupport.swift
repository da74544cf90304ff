import BindingAdwaita
import CAdwaita

/// What the libadwaita tests look for in GTK's widget trees and window list.
@MainActor
enum AdwaitaTestSupport {
    /// The texts of every `GtkLabel` in `root`'s subtree (a toast's title is one).
    static func labelTexts(in root: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0 {
            texts.append(String(cString: gtk_label_get_text(OpaquePointer(root))))
        }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            texts += labelTexts(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }

    /// The shown toplevel windows of GType `type`, wrapped.
    static func toplevels(of type: GType) -> [Window] {
        let list = gtk_window_get_toplevels()
        var found: [Window] = []
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            defer { g_object_unref(item) }
            let instance = item.assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, type) != 0, let window = Widget.wrapper(for: item.assumingMemoryBound(to: GtkWidget.self)) as? Window {
                found.append(window)
            }
        }
        return found
    }
}
