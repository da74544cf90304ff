import BindingGtk
import CGLib
import CGtk

extension GtkTestKit {
    /// All widgets under `root` (itself first), depth first, including
    /// internal children (a button's label, a dialog's action area).
    public static func descendants(of root: Widget) -> [Widget] {
        var pointers: [UnsafeMutablePointer<GtkWidget>] = []
        collect(root.widgetPointer, into: &pointers)
        return pointers.map { Widget.wrapper(for: $0) }
    }

    private static func collect(_ widget: UnsafeMutablePointer<GtkWidget>, into result: inout [UnsafeMutablePointer<GtkWidget>]) {
        result.append(widget)
        guard cglib_instance_is_a(widget, gtk_container_get_type()) != 0 else { return }
        let children = ChildCollector()
        let context = Unmanaged.passUnretained(children).toOpaque()
        gtk_container_forall(cgtk_container(widget), { child, data in
            guard let child, let data else { return }
            Unmanaged<ChildCollector>.fromOpaque(data).takeUnretainedValue().children.append(child)
        }, context)
        for child in children.children { collect(child, into: &result) }
    }

    /// The first widget under `root` whose name (`gtk_widget_set_name`) or
    /// GtkBuilder id is `name`.
    public static func find(named name: String, in root: Widget) -> Widget? {
        descendants(of: root).first { $0.name == name || $0.buildableID == name }
    }

    /// The first widget of type `T` under `root` whose name or GtkBuilder id is `name`.
    public static func find<T: Widget>(named name: String, as type: T.Type, in root: Widget) -> T? {
        descendants(of: root).lazy
            .filter { $0.name == name || $0.buildableID == name }
            .compactMap { $0 as? T }
            .first
    }

    /// The widget a user would reach by the visible text `text`: a button
    /// with that label; the mnemonic target of a label with that text (the
    /// entry next to "Name:"); otherwise the label itself.
    public static func find(labelled text: String, in root: Widget) -> Widget? {
        for widget in descendants(of: root) {
            let pointer = widget.widgetPointer
            if cglib_instance_is_a(pointer, gtk_button_get_type()) != 0,
               let label = gtk_button_get_label(cgtk_button(pointer)), String(cString: label) == text {
                return widget
            }
            if cglib_instance_is_a(pointer, gtk_label_get_type()) != 0,
               let label = gtk_label_get_text(cgtk_label(pointer)), String(cString: label) == text {
                if let target = gtk_label_get_mnemonic_widget(cgtk_label(pointer)) {
                    return Widget.wrapper(for: target)
                }
                // A label inside a button stands for the button.
                if let parent = gtk_widget_get_parent(pointer), cglib_instance_is_a(parent, gtk_button_get_type()) != 0 {
                    return Widget.wrapper(for: parent)
                }
                return widget
            }
        }
        return nil
    }
}

/// Gathers children during `gtk_container_forall`.
private final class ChildCollector {
    var children: [UnsafeMutablePointer<GtkWidget>] = []
}
