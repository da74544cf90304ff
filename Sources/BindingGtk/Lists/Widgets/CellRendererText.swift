import CGLib
import CGtk

/// Draws text in the cells of a ``TreeViewColumn`` (`GtkCellRendererText`).
@MainActor
open class CellRendererText: Object {
    /// A new text renderer.
    public convenience init() {
        self.init(UnsafeMutableRawPointer(gtk_cell_renderer_text_new()!))
    }

    /// Wraps an existing `GtkCellRendererText`.
    override public init(_ pointer: UnsafeMutableRawPointer) {
        precondition(cglib_instance_is_a(pointer, gtk_cell_renderer_text_get_type()) != 0,
                     "CellRendererText(_:) needs a GtkCellRendererText")
        super.init(pointer)
    }

    /// The wrapped renderer as a `GtkCellRenderer`.
    public var rendererPointer: UnsafeMutablePointer<GtkCellRenderer> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: GtkCellRenderer.self)
    }

    /// The horizontal alignment of the text, 0 (start) … 1 (end).
    public var xAlign: Float {
        get { property("xalign", as: Float.self) }
        set { setProperty("xalign", newValue) }
    }

    /// Where text too long for the cell is shortened to "…" (`.none`: cut off).
    public var ellipsize: EllipsizeMode {
        get { property("ellipsize", as: EllipsizeMode.self) }
        set { setProperty("ellipsize", newValue) }
    }
}
