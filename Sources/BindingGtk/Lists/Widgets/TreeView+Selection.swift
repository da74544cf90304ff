import Binding
import CGtk

// Selection and activation of a tree view, in *array* indices when it is
// bound to an array (the shown order differs once the table is sorted), in
// shown row indices otherwise.

extension TreeView {
    /// The index of the selected element (array index when bound, else the
    /// shown row), or `nil`. Setting it selects that element's row and
    /// scrolls it into view (a programmatic change: `rx.selectedIndex`
    /// does not report it back); `nil` or an index out of range selects nothing.
    public var selectedIndex: Int? {
        get {
            guard let row = selectedRow else { return nil }
            return index(ofShownRow: row)
        }
        set {
            guard !isDestroyed else { return }
            selectedRow = newValue.flatMap { shownRow(ofIndex: $0) }
        }
    }

    /// The bound element shown in row `row` (in the table's current order), or `nil`.
    public func element<Element>(atShownRow row: Int, as type: Element.Type) -> Element? {
        guard let index = index(ofShownRow: row) else { return nil }
        return boundElement(at: index, as: type)
    }

    /// The array index (when bound) of the element shown in row `row`.
    func index(ofShownRow row: Int) -> Int? {
        guard let itemsController else { return row >= 0 && row < rowCount ? row : nil }
        return itemsController.arrayIndex(ofShownRow: row)
    }

    /// The shown row of array index `index` (when bound).
    func shownRow(ofIndex index: Int) -> Int? {
        guard let itemsController else { return index >= 0 && index < rowCount ? index : nil }
        return itemsController.shownRow(ofArrayIndex: index)
    }
}

extension TreeView: ActivatableListItemsView, ListItemsWidget {
    func onSelectionChange(includingProgrammatic: Bool, _ handler: @escaping @MainActor () -> Void) -> Disposable {
        selectionObject.connect("changed") { [weak self] in
            guard let self, includingProgrammatic || !self.ignoresSelectionChange else { return }
            handler()
        }
    }

    func onActivation(_ handler: @escaping @MainActor (Int) -> Void) -> Disposable {
        connect("row-activated", twoPointerHandler: { [weak self] path, _ in
            guard let self, let path else { return }
            let shown = Int(gtk_tree_path_get_indices(OpaquePointer(path))[0])
            if let index = self.index(ofShownRow: shown) { handler(index) }
        })
    }
}
