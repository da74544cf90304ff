import Binding
import CGtk

/// A table of rows and columns over a tree model (`GtkTreeView`); here over
/// a ``ListStore``.
///
/// Bind it to an observable array with
/// `treeView.rx.items(array, columns: [Column(title: "Name", value: \.name)])`:
/// a real multi-column table whose rows follow the array's changes one by
/// one and that sorts when a column header is clicked.
@MainActor
extension TreeView {
    /// A new tree view showing `model` (if any).
    public convenience init(model: ListStore? = nil) {
        self.init(gtk_tree_view_new())
        if let model { self.model = model }
    }

    /// The wrapped `GtkTreeView`.
    public var treeViewPointer: UnsafeMutablePointer<GtkTreeView> { widgetPointer(as: GtkTreeView.self) }

    /// The list store shown, if it is one.
    public var model: ListStore? {
        get {
            guard let model = gtk_tree_view_get_model(treeViewPointer) else { return nil }
            return Object.wrapper(for: UnsafeMutableRawPointer(model)) as? ListStore
        }
        set {
            guard !isDestroyed else { return }
            gtk_tree_view_set_model(treeViewPointer, newValue?.modelPointer)
        }
    }

    /// The number of rows shown.
    public var rowCount: Int {
        guard let model = gtk_tree_view_get_model(treeViewPointer) else { return 0 }
        return Int(gtk_tree_model_iter_n_children(model, nil))
    }

    // MARK: - Columns

    /// Adds `column` after the others.
    public func appendColumn(_ column: TreeViewColumn) {
        guard !isDestroyed else { return }
        gtk_tree_view_append_column(treeViewPointer, column.columnPointer)
    }

    /// Removes every column.
    public func removeAllColumns() {
        guard !isDestroyed else { return }
        while let column = gtk_tree_view_get_column(treeViewPointer, 0) {
            gtk_tree_view_remove_column(treeViewPointer, column)
        }
    }

    /// The columns, in display order.
    public var columns: [TreeViewColumn] {
        var result: [TreeViewColumn] = []
        var index: Int32 = 0
        while let column = gtk_tree_view_get_column(treeViewPointer, index) {
            if let wrapper = Object.wrapper(for: UnsafeMutableRawPointer(column)) as? TreeViewColumn { result.append(wrapper) }
            index += 1
        }
        return result
    }

    /// Whether the column headers are shown.
    public var headersVisible: Bool {
        get { gtk_tree_view_get_headers_visible(treeViewPointer) != 0 }
        set { ifAlive { gtk_tree_view_set_headers_visible(treeViewPointer, newValue ? 1 : 0) } }
    }

    /// Whether the user can reorder rows by dragging them (the model must be
    /// unsorted for a drop to land where the user put it).
    public var isReorderable: Bool {
        get { gtk_tree_view_get_reorderable(treeViewPointer) != 0 }
        set { ifAlive { gtk_tree_view_set_reorderable(treeViewPointer, newValue ? 1 : 0) } }
    }

    // MARK: - Selection (row indices as shown, in the model's current order)

    /// The `GtkTreeSelection` of the view.
    var selectionPointer: UnsafeMutablePointer<GtkTreeSelection> { gtk_tree_view_get_selection(treeViewPointer) }

    /// The selection as a wrapped object (its `changed` signal reports selections).
    var selectionObject: Object { Object.wrapper(for: UnsafeMutableRawPointer(selectionPointer)) }

    /// How many rows can be selected.
    public var selectionMode: SelectionMode {
        get { SelectionMode(gtk_tree_selection_get_mode(selectionPointer)) }
        set { ifAlive { gtk_tree_selection_set_mode(selectionPointer, newValue.gtkValue) } }
    }

    /// The shown index of the selected row (the first one in multiple
    /// selection), or `nil`. Setting it is a programmatic change.
    public var selectedRow: Int? {
        get { selectedRows.first }
        set {
            guard !isDestroyed, newValue != selectedRow else { return }
            performProgrammaticChange { select(row: newValue) }
        }
    }

    /// The shown indices of all selected rows, ascending.
    public var selectedRows: [Int] {
        let head = gtk_tree_selection_get_selected_rows(selectionPointer, nil)
        defer { g_list_free_full(head) { gtk_tree_path_free(OpaquePointer($0)) } }
        var rows: [Int] = []
        var node = head
        while let current = node {
            if let data = current.pointee.data {
                rows.append(Int(gtk_tree_path_get_indices(OpaquePointer(data))[0]))
            }
            node = current.pointee.next
        }
        return rows.sorted()
    }

    /// Selects shown row `row` (`nil`: none) as the user does by clicking it.
    public func selectRowAsUser(at row: Int?) {
        guard !isDestroyed else { return }
        select(row: row)
    }

    /// Activates shown row `row` as a double click (or Enter) does: emits `row-activated`.
    public func activateRow(at row: Int) {
        guard !isDestroyed, row >= 0, row < rowCount else { return }
        var indices = [Int32(row)]
        let path = gtk_tree_path_new_from_indicesv(&indices, 1)
        defer { gtk_tree_path_free(path) }
        gtk_tree_view_row_activated(treeViewPointer, path, gtk_tree_view_get_column(treeViewPointer, 0))
    }

    private func select(row: Int?) {
        gtk_tree_selection_unselect_all(selectionPointer)
        guard let row, row >= 0, row < rowCount else { return }
        var indices = [Int32(row)]
        let path = gtk_tree_path_new_from_indicesv(&indices, 1)
        defer { gtk_tree_path_free(path) }
        gtk_tree_view_set_cursor(treeViewPointer, path, nil, 0)
        gtk_tree_selection_select_path(selectionPointer, path)
    }

    // MARK: - User edits of a bound table

    /// Deletes the element shown in row `row` as the user (see
    /// ``ListBox/deleteRow(at:)``). Returns whether anything was deleted.
    @discardableResult
    public func deleteRow(at row: Int) -> Bool {
        guard !isDestroyed, let itemsController, itemsController.canDelete,
              let index = itemsController.arrayIndex(ofShownRow: row) else { return false }
        return itemsController.userDelete(at: index)
    }
}
