import CGLib

/// A node of a GLib linked list (`GList` or `GSList`): its data and the next node.
package protocol GLibListNode {
    /// The element the node holds.
    var element: UnsafeMutableRawPointer? { get }
    /// The following node, `nil` at the end.
    var following: UnsafeMutablePointer<Self>? { get }
}

extension GList: GLibListNode {
    package var element: UnsafeMutableRawPointer? { data }
    package var following: UnsafeMutablePointer<GList>? { next }
}

extension GSList: GLibListNode {
    package var element: UnsafeMutableRawPointer? { data }
    package var following: UnsafeMutablePointer<GSList>? { next }
}
