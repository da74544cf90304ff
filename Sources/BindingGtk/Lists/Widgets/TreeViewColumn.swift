import CGLib
import CGtk

/// One column of a ``TreeView`` (`GtkTreeViewColumn`): a header and the cell
/// renderers that draw the column's value in each row.
@MainActor
open class TreeViewColumn: Object {
    /// A new column titled `title`.
    public convenience init(title: String = "") {
        let pointer = gtk_tree_view_column_new()!
        self.init(UnsafeMutableRawPointer(pointer))
        self.title = title
    }

    /// Wraps an existing `GtkTreeViewColumn`.
    override public init(_ pointer: UnsafeMutableRawPointer) {
        precondition(cglib_instance_is_a(pointer, gtk_tree_view_column_get_type()) != 0,
                     "TreeViewColumn(_:) needs a GtkTreeViewColumn")
        super.init(pointer)
    }

    /// The wrapped `GtkTreeViewColumn`.
    public var columnPointer: UnsafeMutablePointer<GtkTreeViewColumn> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: GtkTreeViewColumn.self)
    }

    /// The header text.
    public var title: String {
        get { gtk_tree_view_column_get_title(columnPointer).map { String(cString: $0) } ?? "" }
        set { gtk_tree_view_column_set_title(columnPointer, newValue) }
    }

    /// Adds `renderer` to the column; `expand` gives it the spare width.
    public func packStart(_ renderer: CellRendererText, expand: Bool = true) {
        gtk_cell_layout_pack_start(OpaquePointer(objectPointer), renderer.rendererPointer, expand ? 1 : 0)
    }

    /// Shows model column `column` as the renderer's `attribute` (such as `"text"`).
    public func addAttribute(_ attribute: String, of renderer: CellRendererText, fromModelColumn column: Int) {
        gtk_tree_view_column_add_attribute(columnPointer, renderer.rendererPointer, attribute, Int32(column))
    }

    /// The model column that clicking the header sorts by (`-1`: not sortable).
    /// Setting it makes the header clickable.
    public var sortColumnID: Int {
        get { Int(gtk_tree_view_column_get_sort_column_id(columnPointer)) }
        set { gtk_tree_view_column_set_sort_column_id(columnPointer, Int32(newValue)) }
    }

    /// Whether the user can resize the column.
    public var isResizable: Bool {
        get { gtk_tree_view_column_get_resizable(columnPointer) != 0 }
        set { gtk_tree_view_column_set_resizable(columnPointer, newValue ? 1 : 0) }
    }

    /// Whether the column takes spare width.
    public var expands: Bool {
        get { gtk_tree_view_column_get_expand(columnPointer) != 0 }
        set { gtk_tree_view_column_set_expand(columnPointer, newValue ? 1 : 0) }
    }

    /// Clicks the header as the user does (for a sortable column: sorts by
    /// it, or reverses the direction when it already sorts).
    public func clickHeader() {
        gtk_tree_view_column_clicked(columnPointer)
    }
}
