import Binding
import CGtk

/// The row storage of a `TreeView` table: a typed `GtkListStore` filled
/// with each element's column values.
///
/// The store keeps one row per element. `iters` holds each element's store
/// iterator in *array* order (GtkListStore iterators persist), so the rows
/// map back to elements whether or not the store is sorted: unsorted, store
/// order is array order; sorted, GTK orders the rows and only the iterators
/// find them.
@MainActor
final class ListStoreRows<Item>: ListEngine<Item> {
    private weak var treeView: TreeView?
    let store: ListStore
    private let columns: [Column<Item>]
    private let layout: ColumnLayout
    private let row: GValueRow
    private(set) var iters: [GtkTreeIter] = []
    /// Non-zero while this binding changes the store (its signals are then ours).
    private var applying = 0
    /// A row a drag and drop just inserted, waiting for the source row's deletion.
    private var droppedRow: (row: Int, iter: GtkTreeIter)?

    init(
        treeView: TreeView, columns: [Column<Item>], options: ListItemsOptions, editor: ListItemsEditor?,
        reader: (@Sendable () -> [Item])?
    ) {
        self.treeView = treeView
        self.columns = columns
        layout = ColumnLayout(columns)
        store = ListStore(columnTypes: layout.types)
        row = GValueRow(types: layout.types)
        super.init(options: options, editor: editor, reader: reader)
    }

    // MARK: - Shown rows (the store may be sorted)

    override func arrayIndex(ofShownRow shown: Int) -> Int? {
        guard shown >= 0, shown < iters.count else { return nil }
        guard store.isSorted else { return shown }
        guard let iter = store.iter(atRow: shown) else { return nil }
        return iters.firstIndex { $0.user_data == iter.user_data }
    }

    override func shownRow(ofArrayIndex index: Int) -> Int? {
        guard iters.indices.contains(index) else { return nil }
        return store.isSorted ? store.row(of: iters[index]) : index
    }

    // MARK: - Selection

    override func selectedIndices() -> [Int] {
        guard let treeView, !treeView.isDestroyed else { return [] }
        return treeView.selectedRows.compactMap { arrayIndex(ofShownRow: $0) }.sorted()
    }

    /// GTK moves its cursor off a deleted cursor row and selects the row it
    /// lands on — even when the deleted row was no longer selected (the
    /// second of two deletions): the selection goes back to the surviving
    /// elements the user picked.
    override func reselect(_ indices: [Int]) {
        applyToStore {
            if let treeView { gtk_tree_selection_unselect_all(treeView.selectionPointer) }
            for index in indices { select(arrayIndex: index) }
        }
    }

    // MARK: - Rows

    override func patchRows(_ set: ArrayChangeSet, oldCount: Int, new: RowElements<Item>) {
        applyToStore {
            if !(set.deletes.isEmpty && set.inserts.isEmpty && set.moves.isEmpty) {
                applyStructure(set, oldCount: oldCount, new: new)
            }
            for index in set.updates { setValues(of: index, to: new[index]) }
        }
    }

    override func rebuildRows(oldCount: Int, new: RowElements<Item>, change: ArrayChangeSet?) {
        applyToStore {
            // Filling a detached store spares the view one update per row.
            let treeView = self.treeView
            treeView?.model = nil
            gtk_list_store_clear(store.storePointer)
            iters.removeAll(keepingCapacity: true)
            iters.reserveCapacity(new.count)
            for item in new { iters.append(insert(item, at: -1)) }
            treeView?.model = store
        }
    }

    private func applyStructure(_ set: ArrayChangeSet, oldCount: Int, new: RowElements<Item>) {
        let sorted = store.isSorted
        for index in set.deletes {
            var iter = iters[index]
            gtk_list_store_remove(store.storePointer, &iter)
        }
        if set.moves.count == 1 && set.deletes.isEmpty && set.inserts.isEmpty {
            // One move (the common user reordering): move the row itself.
            let move = set.moves[0]
            if !sorted {
                var iter = iters[move.from]
                var target = iters[move.to]
                if move.to < move.from {
                    gtk_list_store_move_before(store.storePointer, &iter, &target)
                } else {
                    gtk_list_store_move_after(store.storePointer, &iter, &target)
                }
            }
            iters.insert(iters.remove(at: move.from), at: move.to)
            return
        }
        let origins = set.origins(oldCount: oldCount, newCount: new.count)
        var newIters = [GtkTreeIter](repeating: GtkTreeIter(), count: new.count)
        for (position, origin) in origins.enumerated() where origin >= 0 { newIters[position] = iters[origin] }
        if !set.moves.isEmpty && !sorted {
            // Put the kept rows in their new relative order in one reordering.
            var rank = [Int32](repeating: 0, count: oldCount)
            var deleted = 0
            var deleteCursor = 0
            for index in 0..<oldCount {
                if deleteCursor < set.deletes.count && set.deletes[deleteCursor] == index {
                    deleteCursor += 1
                    deleted += 1
                } else {
                    rank[index] = Int32(index - deleted)
                }
            }
            var newOrder: [Int32] = []
            newOrder.reserveCapacity(oldCount - set.deletes.count)
            for origin in origins where origin >= 0 { newOrder.append(rank[origin]) }
            gtk_list_store_reorder(store.storePointer, &newOrder)
        }
        for position in set.inserts {
            newIters[position] = insert(new[position], at: sorted ? -1 : position)
        }
        iters = newIters
    }

    /// Inserts a row for `item` at store row `position` (`-1`: at the end;
    /// ignored by a sorted store) and returns its iterator.
    private func insert(_ item: Item, at position: Int) -> GtkTreeIter {
        var iter = GtkTreeIter()
        row.fill(with: item, columns: columns, layout: layout)
        gtk_list_store_insert_with_valuesv(store.storePointer, &iter, Int32(position), row.columns, row.values, Int32(row.count))
        return iter
    }

    private func setValues(of index: Int, to item: Item) {
        row.fill(with: item, columns: columns, layout: layout)
        gtk_list_store_set_valuesv(store.storePointer, &iters[index], row.columns, row.values, Int32(row.count))
    }

    /// Runs `body` as this binding's own, programmatic change of the store.
    private func applyToStore(_ body: () -> Void) {
        applying += 1
        defer { applying -= 1 }
        if let treeView, !treeView.isDestroyed {
            treeView.performProgrammaticChange(body)
        } else {
            body()
        }
    }

    private func select(arrayIndex index: Int) {
        guard let treeView, iters.indices.contains(index) else { return }
        gtk_tree_selection_select_iter(treeView.selectionPointer, &iters[index])
    }

    // MARK: - Store signals

    /// The user (or GTK) sorted or unsorted the store: unsorted, the rows
    /// go back to array order, so store order and array order agree again.
    func sortingChanged() {
        guard applying == 0, !store.isSorted, !iters.isEmpty else { return }
        let newOrder = iters.map { Int32(store.row(of: $0)) }
        if newOrder.enumerated().allSatisfy({ $0.offset == Int($0.element) }) { return }
        var order = newOrder
        applyToStore { gtk_list_store_reorder(store.storePointer, &order) }
    }

    /// A row appeared that this binding did not add: a drag and drop within
    /// the view inserts the moved row first, then deletes the source row.
    func rowInserted(at shownRow: Int, iter: GtkTreeIter) {
        guard applying == 0 else { return }
        droppedRow = (shownRow, iter)
    }

    /// A row disappeared that this binding did not remove: the second half of
    /// a drag and drop (the source row), or a deletion by GTK.
    func rowDeleted(at shownRow: Int) {
        guard applying == 0 else { return }
        guard let drop = droppedRow else {
            // A row deleted outside the binding (unsorted: the shown row is the array index).
            guard iters.indices.contains(shownRow) else { return }
            iters.remove(at: shownRow)
            if !userRemove(at: shownRow, rowsAlreadyChanged: true) { markOutOfSync() }
            return
        }
        droppedRow = nil
        // `shownRow` counts the dropped row; before the drop the source was at `from`.
        let from = shownRow > drop.row ? shownRow - 1 : shownRow
        let to = from < drop.row ? drop.row - 1 : drop.row
        guard iters.indices.contains(from), to >= 0, to < iters.count else { return }
        iters.remove(at: from)
        iters.insert(drop.iter, at: to)
        if from != to, !userMove(from: from, to: to, rowsAlreadyChanged: true) { markOutOfSync() }
    }
}
