import Binding
import CGtk

/// The row storage of a ``VirtualListView``: a window of rows over the
/// array. It keeps the element count, reads the window's cells from the
/// source when GTK draws them, and hands every change to the view, which
/// turns it into row signals for the rows in its window only.
@MainActor
final class VirtualListRows<Item>: ListEngine<Item>, VirtualListRowsControlling {
    private weak var view: VirtualListView?
    let model: ArrayTreeModel
    private let searchColumn: (@MainActor (Item) -> String)?

    init(view: VirtualListView, columns: [Column<Item>], options: ListItemsOptions, editor: ListItemsEditor?,
         reader: (@Sendable () -> [Item])?) {
        self.view = view
        let texts = columns.map(\.text)
        searchColumn = texts.first
        let cell = ArrayTreeRowReader<Item>()
        model = ArrayTreeModel(rows: ArrayTreeModelRows(columnCount: columns.count) { row, column in
            cell.item(row).map { texts[column]($0) }
        })
        super.init(options: options, editor: editor, reader: reader)
        cell.item = { [weak self] row in
            guard let self, let view = self.view else { return nil }
            return self.item(at: view.rowWindow.offset + row)
        }
    }

    // MARK: - Shown rows (the window's)

    override func arrayIndex(ofShownRow row: Int) -> Int? {
        guard let view, row >= 0, row < view.rowWindow.rowCount else { return nil }
        return view.rowWindow.offset + row
    }

    override func shownRow(ofArrayIndex index: Int) -> Int? {
        guard let view, view.rowWindow.indices.contains(index) else { return nil }
        return index - view.rowWindow.offset
    }

    // MARK: - VirtualListRowsControlling

    func firstIndex(from start: Int, whereText matches: (String) -> Bool) -> Int? {
        guard let searchColumn, count > 0 else { return nil }
        let elements = elements
        let total = min(count, elements.count)
        guard total > 0 else { return nil }
        for step in 0..<total {
            let index = (max(0, start) + step) % total
            if matches(searchColumn(elements[index])) { return index }
        }
        return nil
    }

    // MARK: - Selection (the view's own, by element)

    override func selectedIndices() -> [Int] {
        view?.selectedIndex.map { [$0] } ?? []
    }

    override func reselect(_ indices: [Int]) {
        view?.reselect(indices.first)
    }

    // MARK: - Rows

    override func patchRows(_ set: ArrayChangeSet, oldCount: Int, new: RowElements<Item>) {
        view?.elementsChanged(set, newCount: new.count, model: model)
    }

    override func rebuildRows(oldCount: Int, new: RowElements<Item>, change: ArrayChangeSet?) {
        view?.elementsReplaced(newCount: new.count, change: change, model: model)
    }
}

/// What a ``VirtualListView`` needs from its engine beyond every list's needs.
@MainActor
protocol VirtualListRowsControlling: ListItemsControlling {
    /// The windowed model the tree view shows.
    var model: ArrayTreeModel { get }
    /// The first index from `start` on (wrapping around) whose element's
    /// first-column text `matches`, reading the source's elements once.
    func firstIndex(from start: Int, whereText matches: (String) -> Bool) -> Int?
    /// The identity of the element at `index`, if elements have one.
    func identity(at index: Int) -> AnyHashable?
    /// The index of the element whose identity is `id` (a linear search).
    func index(ofIdentity id: AnyHashable) -> Int?
}
