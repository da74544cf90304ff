import BindingGLib
import CGtk

extension Widget {
    /// The wrappers of the widgets in a GLib list (`GList` or `GSList`) GTK
    /// returned, in list order. The list itself is not freed: free it if GTK
    /// gave it to you.
    package static func wrappers<Node: GLibListNode>(in list: UnsafeMutablePointer<Node>?) -> [Widget] {
        var result: [Widget] = []
        var node = list
        while let current = node {
            if let data = current.pointee.element { result.append(wrapper(for: data.assumingMemoryBound(to: GtkWidget.self))) }
            node = current.pointee.following
        }
        return result
    }
}
