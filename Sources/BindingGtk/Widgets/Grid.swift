import Binding
import CGtk

/// A container placing its children in the cells of a table (`GtkGrid`).
@MainActor
extension Grid {
    /// A new, empty grid with `rowSpacing` and `columnSpacing` pixels between cells.
    public convenience init(rowSpacing: Int = 0, columnSpacing: Int = 0) {
        self.init(gtk_grid_new())
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
    }

    /// The wrapped `GtkGrid`.
    public var gridPointer: UnsafeMutablePointer<GtkGrid> { widgetPointer(as: GtkGrid.self) }

    /// Puts `child` with its top-left corner in cell (`column`, `row`),
    /// spanning `width` columns and `height` rows (at least 1 each).
    public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        guard !isDestroyed, !child.isDestroyed else { return }
        gtk_grid_attach(gridPointer, child.widgetPointer, Int32(column), Int32(row), Int32(max(1, width)), Int32(max(1, height)))
    }

    /// Puts `child` next to `sibling` on its `side` (`.right`, `.bottom`, …).
    public func attach(_ child: Widget, nextTo sibling: Widget, side: PositionType, width: Int = 1, height: Int = 1) {
        guard !isDestroyed, !child.isDestroyed, !sibling.isDestroyed else { return }
        gtk_grid_attach_next_to(
            gridPointer, child.widgetPointer, sibling.widgetPointer, GtkPositionType(rawValue: UInt32(side.rawValue)),
            Int32(max(1, width)), Int32(max(1, height))
        )
    }

    /// Puts `child` next to `sibling` on its `side`, given as a C value.
    @available(*, deprecated, message: "pass a PositionType: attach(_:nextTo:side: .right)")
    public func attach(_ child: Widget, nextTo sibling: Widget, side: GtkPositionType, width: Int = 1, height: Int = 1) {
        guard !isDestroyed, !child.isDestroyed, !sibling.isDestroyed else { return }
        gtk_grid_attach_next_to(
            gridPointer, child.widgetPointer, sibling.widgetPointer, side, Int32(max(1, width)), Int32(max(1, height))
        )
    }

    /// The child whose area covers cell (`column`, `row`), if any.
    public func child(atColumn column: Int, row: Int) -> Widget? {
        guard !isDestroyed, let pointer = gtk_grid_get_child_at(gridPointer, Int32(column), Int32(row)) else { return nil }
        return Widget.wrapper(for: pointer)
    }

    /// The pixels between rows.
    public var rowSpacing: Int {
        get { Int(gtk_grid_get_row_spacing(gridPointer)) }
        set { ifAlive { gtk_grid_set_row_spacing(gridPointer, UInt32(max(0, newValue))) } }
    }

    /// The pixels between columns.
    public var columnSpacing: Int {
        get { Int(gtk_grid_get_column_spacing(gridPointer)) }
        set { ifAlive { gtk_grid_set_column_spacing(gridPointer, UInt32(max(0, newValue))) } }
    }
}
