import CGtk

extension Widget {
    /// The wrappers of the widgets in a GLib list GTK returned, in list
    /// order. The list itself is not freed: free it if GTK gave it to you.
    static func wrappers(in list: UnsafeMutablePointer<GList>?) -> [Widget] {
        var result: [Widget] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { result.append(wrapper(for: data.assumingMemoryBound(to: GtkWidget.self))) }
            node = current.pointee.next
        }
        return result
    }

    /// The wrappers of the widgets in a singly linked GLib list, in list order.
    static func wrappers(in list: UnsafeMutablePointer<GSList>?) -> [Widget] {
        var result: [Widget] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { result.append(wrapper(for: data.assumingMemoryBound(to: GtkWidget.self))) }
            node = current.pointee.next
        }
        return result
    }
}
