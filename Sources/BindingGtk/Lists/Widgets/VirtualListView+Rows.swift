import Binding
import CGLib
import CGtk

// How the window's rows follow the array, the scroll position and the size of the view.

extension VirtualListView {
    /// A binding starts: no rows yet (its model is empty), cursor and selection cleared.
    func beginBinding() {
        rowWindow = ListWindow(offset: 0, rowCount: 0)
        elementCount = 0
        hasElementCount = false
        cursor = nil
        selection = nil
        typeAhead.reset()
        measureViewport()
        syncAdjustment()
    }

    /// The array changed by `set` (fine-grained): the window follows the
    /// element at its top, and only rows whose element left, entered, moved
    /// within or changed in the window get a signal.
    func elementsChanged(_ set: ArrayChangeSet, newCount: Int, model: ArrayTreeModel) {
        elementCount = newCount
        hasElementCount = true
        let anchored = ListWindowDiff.anchoredOffset(of: rowWindow, after: set)
        let target = ListWindow.clamped(offset: anchored, capacity: capacity, pageRows: pageRows, count: newCount)
        selection = selection.flatMap { set.newIndex(ofOld: $0) }
        cursor = cursor.flatMap { old in set.newIndex(ofOld: old) ?? Self.positionalIndex(of: old, after: set, count: newCount) }
        apply(ListWindowDiff.signals(from: rowWindow, to: target, change: set), reaching: target, model: model)
        syncAdjustment()
        syncTreeSelection()
    }

    /// The array was replaced (`change == nil`) or changed by more than a
    /// patch is worth: every row of the window is read again. After a
    /// replacement the engine finds the selected element again by identity
    /// (``reselect(_:)``); the cursor is found again here.
    func elementsReplaced(newCount: Int, change: ArrayChangeSet?, model: ArrayTreeModel) {
        elementCount = newCount
        hasElementCount = true
        let offset = change.map { ListWindowDiff.anchoredOffset(of: rowWindow, after: $0) } ?? rowWindow.offset
        let target = ListWindow.clamped(offset: offset, capacity: capacity, pageRows: pageRows, count: newCount)
        if let change {
            selection = selection.flatMap { change.newIndex(ofOld: $0) }
            cursor = cursor.flatMap { change.newIndex(ofOld: $0) } ?? selection
        } else {
            let cursorID = cursorIdentity
            selection = nil
            cursor = cursorID.flatMap { controller?.index(ofIdentity: $0) }
        }
        apply(ListWindowDiff.reload(from: rowWindow, to: target, changingAll: true), reaching: target, model: model)
        syncAdjustment()
        syncTreeSelection()
    }

    /// The engine puts the selection on `index` after a change (the selected
    /// element found again after a reset); the cursor goes with it when it
    /// has no element of its own.
    func reselect(_ index: Int?) {
        selection = index.flatMap { $0 < elementCount ? $0 : nil }
        if cursor == nil { cursor = selection }
        syncTreeSelection()
    }

    /// Where a cursor on a deleted element goes: the element now at its position (none past the end).
    private static func positionalIndex(of old: Int, after set: ArrayChangeSet, count: Int) -> Int? {
        var index = old
        for deleted in set.deletes where deleted < old { index -= 1 }
        return count == 0 ? nil : min(index, count - 1)
    }

    /// Shows the window starting at element `offset` (clamped), reading its rows again.
    func moveWindow(to offset: Int) {
        let target = ListWindow.clamped(offset: offset, capacity: capacity, pageRows: pageRows, count: elementCount)
        if target != rowWindow, let model = controller?.model {
            apply(ListWindowDiff.reload(from: rowWindow, to: target, changingAll: false), reaching: target, model: model)
            syncTreeSelection()
        }
        syncAdjustment()
    }

    /// Emits `signals`, which bring the model from `window` to `target`,
    /// updating the row count before each as GTK's model contract requires.
    /// Cells read the array at the target's offset from the first signal on.
    private func apply(_ signals: [ListWindowSignal], reaching target: ListWindow, model: ArrayTreeModel) {
        rowWindow.offset = target.offset
        let rows = model.rows
        let emit = {
            for signal in signals {
                switch signal {
                case .deleted(let row):
                    rows.count -= 1
                    model.rowDeleted(at: row)
                case .reordered(let order):
                    model.rowsReordered(order)
                case .inserted(let row):
                    rows.count += 1
                    model.rowInserted(at: row)
                case .changed(let row):
                    model.rowChanged(at: row)
                }
            }
        }
        // GTK moves its cursor (and selection) off deleted rows: not the user's doing.
        if treeView.isDestroyed { emit() } else { treeView.performProgrammaticChange(emit) }
        rowWindow = target
    }

    // MARK: - GTK's cursor, selection and scrollbar

    /// Puts GTK's cursor and selection on the rows of our cursor and
    /// selected elements (when in the window; nothing selected otherwise).
    func syncTreeSelection() {
        guard !treeView.isDestroyed, controller != nil else { return }
        treeView.performProgrammaticChange {
            let selectionPointer = treeView.selectionPointer
            if let cursor, visibleIndices.contains(cursor) {
                withPath(cursor - rowWindow.offset) { gtk_tree_view_set_cursor(treeView.treeViewPointer, $0, nil, 0) }
            }
            gtk_tree_selection_unselect_all(selectionPointer)
            if let selection, rowWindow.indices.contains(selection) {
                withPath(selection - rowWindow.offset) { gtk_tree_selection_select_path(selectionPointer, $0) }
            }
        }
    }

    /// The scrollbar shows the window's position among all elements.
    func syncAdjustment() {
        guard !isDestroyed else { return }
        isSyncingAdjustment = true
        defer { isSyncingAdjustment = false }
        let page = Double(min(pageRows, elementCount))
        gtk_adjustment_configure(Self.gtkAdjustment(adjustment), Double(rowWindow.offset), 0, Double(elementCount), 1,
                                 Double(max(1, pageRows - 1)), page)
        // Shown only when the elements do not all fit, as a scrolled window's own scrollbar.
        let needed = elementCount > pageRows
        if hasElementCount, scrollbar.isVisible != needed { scrollbar.isVisible = needed }
    }

    func withPath(_ row: Int, _ body: (OpaquePointer?) -> Void) {
        let path = gtk_tree_path_new()
        gtk_tree_path_append_index(path, Int32(row))
        body(path)
        gtk_tree_path_free(path)
    }

    // MARK: - Size

    /// Sizes the window to the tree view's visible height (after each allocation).
    func measureViewport() {
        guard !treeView.isDestroyed else { return }
        var visible = GdkRectangle()
        gtk_tree_view_get_visible_rect(treeView.treeViewPointer, &visible)
        let rowHeight = measureRowHeight()
        let height = max(0, Int(visible.height))
        let newPage = max(1, height / rowHeight)
        let newCapacity = max(1, (height + rowHeight - 1) / rowHeight) + 1
        guard newPage != pageRows || newCapacity != capacity else { return }
        pageRows = newPage
        capacity = newCapacity
        moveWindow(to: rowWindow.offset)
    }

    /// The height of a row: GTK's own once it laid one out, else the first
    /// column's cell height plus the tree view's vertical separator.
    func measureRowHeight() -> Int {
        if rowWindow.rowCount > 0 {
            var area = GdkRectangle()
            withPath(0) { gtk_tree_view_get_background_area(treeView.treeViewPointer, $0, nil, &area) }
            if area.height > 0 { return Int(area.height) }
        }
        var cellHeight: Int32 = 0
        if let column = gtk_tree_view_get_column(treeView.treeViewPointer, 0) {
            gtk_tree_view_column_cell_get_size(column, nil, nil, nil, nil, &cellHeight)
        }
        var separator = GValue()
        g_value_init(&separator, cglib_type_int())
        gtk_widget_style_get_property(treeView.widgetPointer, "vertical-separator", &separator)
        let height = Int(cellHeight) + Int(g_value_get_int(&separator))
        g_value_unset(&separator)
        return max(1, height)
    }
}
