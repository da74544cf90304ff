import CGtk

/// A widget that holds other widgets (`GtkContainer`).
@MainActor
extension Container {
    /// The wrapped `GtkContainer`.
    public var containerPointer: UnsafeMutablePointer<GtkContainer> { widgetPointer(as: GtkContainer.self) }

    /// Adds `child` (the container then owns it alongside the wrapper).
    public func add(_ child: Widget) {
        guard !isDestroyed, !child.isDestroyed else { return }
        gtk_container_add(containerPointer, child.widgetPointer)
    }

    /// Removes `child`; it is destroyed by GTK unless something else (such as
    /// its Swift wrapper) still holds it.
    public func remove(_ child: Widget) {
        guard !isDestroyed, gtk_widget_get_parent(child.widgetPointer) == widgetPointer else { return }
        gtk_container_remove(containerPointer, child.widgetPointer)
    }

    /// The container's direct children (not internal children), in order.
    public var children: [Widget] {
        let head = gtk_container_get_children(containerPointer)
        defer { g_list_free(head) }
        return Widget.wrappers(in: head)
    }

    /// The width of the empty border around the children, in pixels.
    public var borderWidth: Int {
        get { Int(gtk_container_get_border_width(containerPointer)) }
        set { ifAlive { gtk_container_set_border_width(containerPointer, UInt32(max(0, newValue))) } }
    }
}
