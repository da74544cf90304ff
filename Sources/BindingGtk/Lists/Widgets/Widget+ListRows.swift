import CGLib
import CGtk

extension Widget {
    /// The closest ancestor of GType `type` (`gtk_widget_get_ancestor`), or the widget itself.
    func ancestor(ofType type: GType) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_ancestor(widgetPointer, type)
    }

    /// Shows a freshly made row content: if the factory did not show it, shows
    /// it with all its descendants (GTK 3 widgets start hidden); a widget the
    /// factory showed itself keeps the visibility it gave its descendants.
    static func showRowContent(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_visible(pointer) == 0 else { return }
        // A widget without children (a label, an image) needs only itself shown.
        if cglib_instance_is_a(pointer, gtk_container_get_type()) != 0 {
            gtk_widget_show_all(pointer)
        } else {
            gtk_widget_show(pointer)
        }
    }
}
