import CGtk

/// A node of a GLib linked list (`GList` or `GSList`): its data and the next node.
protocol GLibListNode {
    /// The element the node holds.
    var element: UnsafeMutableRawPointer? { get }
    /// The following node, `nil` at the end.
    var following: UnsafeMutablePointer<Self>? { get }
}

extension GList: GLibListNode {
    var element: UnsafeMutableRawPointer? { data }
    var following: UnsafeMutablePointer<GList>? { next }
}

extension GSList: GLibListNode {
    var element: UnsafeMutableRawPointer? { data }
    var following: UnsafeMutablePointer<GSList>? { next }
}

extension Widget {
    /// The wrappers of the widgets in a GLib list (`GList` or `GSList`) GTK
    /// returned, in list order. The list itself is not freed: free it if GTK
    /// gave it to you.
    static func wrappers<Node: GLibListNode>(in list: UnsafeMutablePointer<Node>?) -> [Widget] {
        var result: [Widget] = []
        var node = list
        while let current = node {
            if let data = current.pointee.element { result.append(wrapper(for: data.assumingMemoryBound(to: GtkWidget.self))) }
            node = current.pointee.following
        }
        return result
    }
}
