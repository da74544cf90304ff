import CGtk

/// A container laying out its children in a row or a column (`GtkBox`).
@MainActor
extension Box {
    /// A new box laying out its children along `orientation`, with `spacing` pixels between them.
    public convenience init(orientation: Orientation = .vertical, spacing: Int = 0) {
        self.init(gtk_box_new(GtkOrientation(rawValue: UInt32(orientation.rawValue)), Int32(spacing)))
    }

    /// A new box, vertical unless `horizontal`, with `spacing` pixels between children.
    @available(*, deprecated, message: "use Box(orientation: .horizontal or .vertical, spacing:)")
    public convenience init(horizontal: Bool, spacing: Int = 0) {
        self.init(gtk_box_new(horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, Int32(spacing)))
    }

    /// The wrapped `GtkBox`.
    public var boxPointer: UnsafeMutablePointer<GtkBox> { widgetPointer(as: GtkBox.self) }

    /// Adds `child` after the children packed from the start; `expand` gives it spare room.
    public func packStart(_ child: Widget, expand: Bool = false, fill: Bool = true, padding: Int = 0) {
        guard !isDestroyed, !child.isDestroyed else { return }
        gtk_box_pack_start(boxPointer, child.widgetPointer, expand ? 1 : 0, fill ? 1 : 0, UInt32(max(0, padding)))
    }

    /// Adds `child` before the children packed from the end.
    public func packEnd(_ child: Widget, expand: Bool = false, fill: Bool = true, padding: Int = 0) {
        guard !isDestroyed, !child.isDestroyed else { return }
        gtk_box_pack_end(boxPointer, child.widgetPointer, expand ? 1 : 0, fill ? 1 : 0, UInt32(max(0, padding)))
    }

    /// The pixels between children.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(boxPointer)) }
        set { ifAlive { gtk_box_set_spacing(boxPointer, Int32(newValue)) } }
    }
}
