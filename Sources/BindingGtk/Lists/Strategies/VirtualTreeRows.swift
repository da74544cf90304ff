import Binding
import CGtk

/// The row storage of a virtual `TreeView` (`items(virtual:columns:)`): an
/// ``ArrayTreeModel`` that reads cells from the array when GTK draws them.
/// Each change becomes `row-deleted`, `rows-reordered`,
/// `row-inserted` and `row-changed` for exactly the rows it names (in that
/// order, the count updated before each signal); a reset, or a batch above
/// ``ListItemsOptions/rebuildThreshold``, detaches the model, sets the new
/// count and attaches it again (GTK then rebuilds its row tree in one pass).
///
/// Rows are in array order (sort and filter with a pipeline), so shown rows
/// and array indices are the same. Cells are read from the source when GTK
/// asks: between two signals of one change, a cell may already show the
/// change's final contents (GTK reads values when it draws, after the change).
@MainActor
final class VirtualTreeRows<Item>: ListEngine<Item> {
    private weak var treeView: TreeView?
    let model: ArrayTreeModel

    init(treeView: TreeView, columns: [Column<Item>], options: ListItemsOptions, editor: ListItemsEditor?,
         reader: (@Sendable () -> [Item])?) {
        self.treeView = treeView
        let texts = columns.map(\.text)
        let cell = ArrayTreeRowReader<Item>()
        model = ArrayTreeModel(rows: ArrayTreeModelRows(columnCount: columns.count) { row, column in
            cell.item(row).map { texts[column]($0) }
        })
        super.init(options: options, editor: editor, reader: reader)
        cell.item = { [weak self] row in self?.item(at: row) }
    }

    // MARK: - Selection

    override func selectedIndices() -> [Int] {
        guard let treeView, !treeView.isDestroyed else { return [] }
        return treeView.selectedRows
    }

    /// GTK selects the row its cursor moves to off a deleted row: the
    /// selection goes back to the surviving elements the user picked.
    override func reselect(_ rows: [Int]) {
        guard let treeView, !treeView.isDestroyed else { return }
        treeView.performProgrammaticChange {
            let selection = treeView.selectionPointer
            gtk_tree_selection_unselect_all(selection)
            for row in rows where row < count {
                let path = gtk_tree_path_new()
                gtk_tree_path_append_index(path, Int32(row))
                gtk_tree_selection_select_path(selection, path)
                gtk_tree_path_free(path)
            }
        }
    }

    // MARK: - Rows

    override func patchRows(_ set: ArrayChangeSet, oldCount: Int, new: RowElements<Item>) {
        let rows = model.rows
        for index in set.deletes.reversed() {
            rows.count -= 1
            model.rowDeleted(at: index)
        }
        if !set.moves.isEmpty { model.rowsReordered(Self.order(of: set, oldCount: oldCount, newCount: new.count)) }
        for index in set.inserts {
            rows.count += 1
            model.rowInserted(at: index)
        }
        for index in set.updates { model.rowChanged(at: index) }
    }

    override func rebuildRows(oldCount: Int, new: RowElements<Item>, change: ArrayChangeSet?) {
        let treeView = self.treeView.flatMap { $0.isDestroyed ? nil : $0 }
        if let treeView { gtk_tree_view_set_model(treeView.treeViewPointer, nil) }
        model.rows.count = new.count
        model.rows.invalidateIterators()
        if let treeView { gtk_tree_view_set_model(treeView.treeViewPointer, model.modelPointer) }
    }

    /// `rows-reordered`'s new order for the rows kept by `set` (after its
    /// deletions, before its insertions): for each new position among them,
    /// its position among them before.
    static func order(of set: ArrayChangeSet, oldCount: Int, newCount: Int) -> [Int32] {
        var keptRank = [Int32](repeating: -1, count: oldCount)
        var deleteCursor = 0
        var rank: Int32 = 0
        for index in 0..<oldCount {
            if deleteCursor < set.deletes.count && set.deletes[deleteCursor] == index {
                deleteCursor += 1
            } else {
                keptRank[index] = rank
                rank += 1
            }
        }
        var order: [Int32] = []
        order.reserveCapacity(Int(rank))
        for origin in set.origins(oldCount: oldCount, newCount: newCount) where origin >= 0 {
            order.append(keptRank[origin])
        }
        return order
    }
}
