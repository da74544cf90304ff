import CGtk

/// Picks the fixed widths of the columns of a virtual table (or a
/// ``VirtualListView``) that have no ``Column/width``: wide enough for the
/// header and for the texts of the first rows, measured with the column's own
/// renderer in the tree view's font, at most ``maximumWidth``.
///
/// It never reads more than twice ``Column/measuredRowCount`` rows (the first
/// and the last ones), so binding a million elements costs no more than
/// binding a hundred. Texts measured later
/// (the rows that arrive after the first ones) do not widen a column: they
/// end in "…" when they do not fit, and the user can resize the column.
@MainActor
final class FixedColumnWidths<Item> {
    /// A column whose width is measured, with what it shows.
    struct Measured {
        let column: TreeViewColumn
        let renderer: CellRendererText
        let text: @MainActor (Item) -> String
    }

    /// The widest a measured column gets, in pixels.
    static var maximumWidth: Int32 { 400 }

    private weak var treeView: TreeView?
    private let columns: [Measured]
    private var hasMeasuredRows = false

    init(treeView: TreeView, columns: [Measured]) {
        self.treeView = treeView
        self.columns = columns
    }

    /// Fits the columns to the first and the last rows of `array` (the last
    /// ones often hold the longest numbers): once, for the first array that
    /// has elements.
    func fit(toFirstRows array: [Item]) {
        guard !hasMeasuredRows, !array.isEmpty else { return }
        hasMeasuredRows = true
        let sample = Column<Item>.measuredRowCount
        let last = array.indices.suffix(sample).drop { $0 < sample }
        fit(rows: Array(array.prefix(sample)) + last.map { array[$0] })
    }

    /// Sets each measured column's fixed width from its header and `rows`.
    func fit<Rows: Collection>(rows: Rows) where Rows.Element == Item {
        guard let treeView, !treeView.isDestroyed, !columns.isEmpty else { return }
        let separator = Self.horizontalSeparator(of: treeView)
        for measured in columns {
            var width = Self.headerWidth(of: measured.column)
            for item in rows {
                width = max(width, Self.textWidth(measured.text(item), in: measured.renderer, of: treeView) + separator)
            }
            gtk_tree_view_column_set_fixed_width(measured.column.columnPointer, max(1, min(width, Self.maximumWidth)))
        }
    }

    /// The natural width of the column's header button.
    private static func headerWidth(of column: TreeViewColumn) -> Int32 {
        guard let button = gtk_tree_view_column_get_button(column.columnPointer) else { return 0 }
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_width(button, &minimum, &natural)
        return natural
    }

    /// The natural width of `text` in `renderer` (its padding included), left unset afterwards.
    private static func textWidth(_ text: String, in renderer: CellRendererText, of treeView: TreeView) -> Int32 {
        renderer.setProperty("text", text)
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_cell_renderer_get_preferred_width(renderer.rendererPointer, treeView.widgetPointer, &minimum, &natural)
        withGValue(of: String.valueGType) { g_object_set_property(renderer.objectPointer, "text", $0) }
        return natural
    }

    /// The tree view's `horizontal-separator` style property: the space it
    /// takes from each cell's width.
    private static func horizontalSeparator(of treeView: TreeView) -> Int32 {
        withGValue(of: Int32.valueGType) { value in
            gtk_widget_style_get_property(treeView.widgetPointer, "horizontal-separator", value)
            return g_value_get_int(value)
        }
    }
}
