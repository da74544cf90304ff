import CGtk

/// A `GtkTreeModel` that reads its rows from Swift on demand: nothing is
/// copied into a `GtkListStore`; GTK asks for a cell's text when it draws
/// (or measures, or searches) that row.
///
/// ## Ownership
/// The GObject (type `BindingArrayTreeModel`, registered once at run time
/// with the `GtkTreeModel` interface) holds one strong reference to its
/// ``ArrayTreeModelRows`` — the row count, the iterator stamp and the cell
/// reader — released when the GObject is finalized. This wrapper owns one
/// reference to the GObject and drops it in `deinit`; a `GtkTreeView`
/// showing the model holds its own. So the rows stay readable for as long
/// as GTK can ask for them, whoever lets go first.
///
/// ## Iterators
/// An iterator carries its row index (`user_data`) and the model's stamp.
/// The stamp changes with every change of the row structure (insert, delete,
/// reorder, reset), which invalidates every iterator handed out before —
/// as GTK's contract allows for a model without `GTK_TREE_MODEL_ITERS_PERSIST`.
/// An iterator with another stamp or an index past the end is invalid.
///
/// ## Threading
/// Main thread only: GTK calls the interface functions there, and the
/// binding changes ``ArrayTreeModelRows`` and emits `row-inserted`,
/// `row-deleted`, `row-changed` and `rows-reordered` there, always after
/// updating the count, as the contract requires.
@MainActor
final class ArrayTreeModel {
    /// The model as a `GtkTreeModel*` (released in `deinit`, which runs on the main thread too).
    nonisolated(unsafe) let modelPointer: OpaquePointer
    /// What the model shows.
    let rows: ArrayTreeModelRows

    /// A model with `columnCount` text columns, read through `rows.text`.
    init(rows: ArrayTreeModelRows) {
        self.rows = rows
        let object = g_object_new_with_properties(ArrayTreeModelType.type, 0, nil, nil)!
        ArrayTreeModelType.attach(rows, to: UnsafeMutableRawPointer(object))
        modelPointer = OpaquePointer(object)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(modelPointer))
    }

    // MARK: - Signals (the model must already show the change)

    /// Row `row` was added (the count includes it).
    func rowInserted(at row: Int) {
        rows.invalidateIterators()
        withPath(row) { path in
            var iter = rows.iter(row)
            gtk_tree_model_row_inserted(modelPointer, path, &iter)
        }
    }

    /// The row at `row` was removed (the count no longer includes it).
    func rowDeleted(at row: Int) {
        rows.invalidateIterators()
        withPath(row) { path in gtk_tree_model_row_deleted(modelPointer, path) }
    }

    /// Row `row` shows another value.
    func rowChanged(at row: Int) {
        withPath(row) { path in
            var iter = rows.iter(row)
            gtk_tree_model_row_changed(modelPointer, path, &iter)
        }
    }

    /// The rows were reordered: `newOrder[newPosition] == oldPosition`,
    /// one entry per row.
    func rowsReordered(_ newOrder: [Int32]) {
        precondition(newOrder.count == rows.count, "rows-reordered needs one entry per row")
        rows.invalidateIterators()
        let path = gtk_tree_path_new()
        defer { gtk_tree_path_free(path) }
        var order = newOrder
        order.withUnsafeMutableBufferPointer { buffer in
            gtk_tree_model_rows_reordered(modelPointer, path, nil, buffer.baseAddress)
        }
    }

    private func withPath(_ row: Int, _ body: (OpaquePointer?) -> Void) {
        let path = gtk_tree_path_new()
        gtk_tree_path_append_index(path, Int32(row))
        body(path)
        gtk_tree_path_free(path)
    }
}

/// The state behind an ``ArrayTreeModel``: how many rows there are, the
/// stamp of valid iterators, and how a cell's text is read.
///
/// Main thread only (GTK calls the model's interface functions there, as C
/// functions that cannot carry Swift's actor isolation; hence unchecked).
final class ArrayTreeModelRows: @unchecked Sendable {
    /// The number of rows the model reports.
    var count = 0
    /// The stamp of the iterators handed out since the last structural change.
    private(set) var stamp: Int32 = 1
    /// The number of (text) columns.
    let columnCount: Int
    private let read: @MainActor (Int, Int) -> String?

    /// Rows with `columnCount` text columns; `text(row, column)` reads a
    /// cell (`nil`: empty).
    init(columnCount: Int, text: @escaping @MainActor (Int, Int) -> String?) {
        self.columnCount = columnCount
        read = text
    }

    /// The text of (row, column), read on the main thread.
    func text(row: Int, column: Int) -> String? {
        MainActor.assumeIsolated { read(row, column) }
    }

    /// Makes every iterator handed out so far invalid.
    func invalidateIterators() {
        stamp = stamp == Int32.max ? 1 : stamp + 1
    }

    /// A valid iterator for `row`.
    func iter(_ row: Int) -> GtkTreeIter {
        GtkTreeIter(stamp: stamp, user_data: UnsafeMutableRawPointer(bitPattern: row), user_data2: nil, user_data3: nil)
    }

    /// The row of a valid iterator, else `nil`.
    func row(of iter: UnsafePointer<GtkTreeIter>?) -> Int? {
        guard let iter, iter.pointee.stamp == stamp else { return nil }
        let row = Int(bitPattern: iter.pointee.user_data)
        return row >= 0 && row < count ? row : nil
    }
}

/// Reads the element of a row for an ``ArrayTreeModel``'s cells: made before
/// the binding that owns the model, and told how to read once it exists.
final class ArrayTreeRowReader<Element> {
    /// The element of a row (`nil`: an empty row).
    var item: @MainActor (Int) -> Element? = { _ in nil }
}
