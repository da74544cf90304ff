import CGLib
import CGtk

/// A table of typed values, one row per list item (`GtkListStore`): the
/// model a ``TreeView`` shows. Its rows can be sorted by a column
/// (`GtkTreeSortable`).
@MainActor
open class ListStore: Object {
    /// A new, empty store with one column of each of `columnTypes`
    /// (`String.valueGType`, `Int.valueGType`, …).
    public convenience init(columnTypes: [GType]) {
        var types = columnTypes
        let pointer = gtk_list_store_newv(Int32(types.count), &types)!
        self.init(UnsafeMutableRawPointer(pointer))
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Wraps an existing `GtkListStore`.
    override public init(_ pointer: UnsafeMutableRawPointer) {
        precondition(cglib_instance_is_a(pointer, gtk_list_store_get_type()) != 0, "ListStore(_:) needs a GtkListStore")
        super.init(pointer)
    }

    /// The wrapped `GtkListStore`.
    public var storePointer: UnsafeMutablePointer<GtkListStore> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: GtkListStore.self)
    }

    /// The store as a `GtkTreeModel`.
    public var modelPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The store as a `GtkTreeSortable`.
    var sortablePointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The number of columns.
    public var columnCount: Int { Int(gtk_tree_model_get_n_columns(modelPointer)) }

    /// The GType of column `column`.
    public func columnType(_ column: Int) -> GType { gtk_tree_model_get_column_type(modelPointer, Int32(column)) }

    /// The number of rows.
    public var rowCount: Int { Int(gtk_tree_model_iter_n_children(modelPointer, nil)) }

    /// The value in row `row` (in the store's current order) and column
    /// `column`, as `type` (GLib converts compatible types); `nil` when the
    /// row does not exist.
    public func value<T: GValueConvertible>(row: Int, column: Int, as type: T.Type = T.self) -> T? {
        guard var iter = iter(atRow: row) else { return nil }
        return value(at: &iter, column: column, as: type)
    }

    /// The values of column `column` in the store's current row order.
    public func values<T: GValueConvertible>(column: Int, as type: T.Type = T.self) -> [T] {
        var result: [T] = []
        var iter = GtkTreeIter()
        var valid = gtk_tree_model_get_iter_first(modelPointer, &iter) != 0
        while valid {
            result.append(value(at: &iter, column: column, as: type))
            valid = gtk_tree_model_iter_next(modelPointer, &iter) != 0
        }
        return result
    }

    /// Appends a row holding `values`, one per column, in column order.
    public func append(_ values: [any GValueConvertible]) {
        var iter = GtkTreeIter()
        withGValues(values.enumerated().map { ($0.offset, $0.element) }) { columns, gValues, count in
            gtk_list_store_insert_with_valuesv(storePointer, &iter, -1, columns, gValues, count)
        }
    }

    /// Removes every row.
    public func removeAll() { gtk_list_store_clear(storePointer) }

    /// The column the rows are sorted by and the direction, or `nil` when
    /// they are in insertion order. Setting `nil` stops sorting (the rows stay
    /// where sorting put them).
    public var sortColumn: (column: Int, ascending: Bool)? {
        get {
            var column: Int32 = 0
            var order = GTK_SORT_ASCENDING
            guard gtk_tree_sortable_get_sort_column_id(sortablePointer, &column, &order) != 0 else { return nil }
            return (Int(column), order == GTK_SORT_ASCENDING)
        }
        set {
            if let newValue {
                gtk_tree_sortable_set_sort_column_id(sortablePointer, Int32(newValue.column),
                                                     newValue.ascending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING)
            } else {
                gtk_tree_sortable_set_sort_column_id(sortablePointer, Int32(GTK_TREE_SORTABLE_UNSORTED_SORT_COLUMN_ID),
                                                     GTK_SORT_ASCENDING)
            }
        }
    }

    /// Whether the rows are sorted by a column.
    public var isSorted: Bool { sortColumn != nil }

    // MARK: - Iterators (for the bindings)

    /// The iterator of row `row` in the store's current order.
    func iter(atRow row: Int) -> GtkTreeIter? {
        var iter = GtkTreeIter()
        guard row >= 0, gtk_tree_model_iter_nth_child(modelPointer, &iter, nil, Int32(row)) != 0 else { return nil }
        return iter
    }

    /// The current row index of `iter`.
    func row(of iter: GtkTreeIter) -> Int {
        var iter = iter
        let path = gtk_tree_model_get_path(modelPointer, &iter)
        defer { gtk_tree_path_free(path) }
        return Int(gtk_tree_path_get_indices(path)[0])
    }

    /// The value at `iter` in `column`.
    func value<T: GValueConvertible>(at iter: inout GtkTreeIter, column: Int, as type: T.Type) -> T {
        var gValue = GValue()
        gtk_tree_model_get_value(modelPointer, &iter, Int32(column), &gValue)
        defer { g_value_unset(&gValue) }
        if cglib_value_type(&gValue) == T.valueGType { return T(gValue: &gValue) }
        return withGValue(of: T.valueGType) { converted in
            _ = g_value_transform(&gValue, converted)
            return T(gValue: converted)
        }
    }
}

/// Calls `body` with C arrays of column numbers and initialised GValues for
/// `values` (and their count), unsetting the GValues afterwards.
func withGValues(
    _ values: [(column: Int, value: any GValueConvertible)],
    _ body: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<GValue>, Int32) -> Void
) {
    var columns = values.map { Int32($0.column) }
    var gValues = [GValue](repeating: GValue(), count: values.count)
    gValues.withUnsafeMutableBufferPointer { buffer in
        for (offset, entry) in values.enumerated() {
            _ = g_value_init(&buffer[offset], type(of: entry.value).valueGType)
            entry.value.store(in: &buffer[offset])
        }
        columns.withUnsafeMutableBufferPointer { columnBuffer in
            body(columnBuffer.baseAddress!, buffer.baseAddress!, Int32(values.count))
        }
        for offset in buffer.indices { g_value_unset(&buffer[offset]) }
    }
}
