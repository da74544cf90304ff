import CGtk

/// A container that catches input events for its child (`GtkEventBox`);
/// bound list boxes use one per row as the drag handle.
@MainActor
extension EventBox {
    /// A new event box holding `child` (if any).
    public convenience init(child: Widget? = nil) {
        self.init(gtk_event_box_new())
        if let child { add(child) }
    }

    /// A new, shown, input-only `GtkEventBox` (no window of its own to draw)
    /// holding `content`, made without a wrapper: it gives a widget that has
    /// no input window (a list row) one, to start drags from.
    static func newInputOnly(around content: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_event_box_new()!
        gtk_event_box_set_visible_window(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkEventBox.self), 0)
        gtk_container_add(cgtk_container(box), content)
        gtk_widget_show(box)
        return box
    }

    /// The wrapped `GtkEventBox`.
    public var eventBoxPointer: UnsafeMutablePointer<GtkEventBox> { widgetPointer(as: GtkEventBox.self) }

    /// The widget the box holds.
    public var child: Widget? {
        gtk_bin_get_child(cgtk_bin(widgetPointer)).map { Widget.wrapper(for: $0) }
    }

    /// Whether the box draws its own background (else it only catches input).
    public var hasVisibleWindow: Bool {
        get { gtk_event_box_get_visible_window(eventBoxPointer) != 0 }
        set { ifAlive { gtk_event_box_set_visible_window(eventBoxPointer, newValue ? 1 : 0) } }
    }
}
