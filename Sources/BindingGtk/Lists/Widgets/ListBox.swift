import Binding
import CGtk

/// A vertical list of rows that can be selected and activated (`GtkListBox`).
///
/// Bind it to an observable array with `listBox.rx.items(array) { index, element in … }`:
/// each change of the array inserts, removes, moves or refreshes only the
/// rows it concerns. Put it in a ``ScrolledWindow`` for long lists.
@MainActor
extension ListBox {
    /// The wrapped `GtkListBox`.
    public var listBoxPointer: UnsafeMutablePointer<GtkListBox> { widgetPointer(as: GtkListBox.self) }

    // MARK: - Rows

    /// The number of rows.
    public var rowCount: Int {
        if let itemsController { return itemsController.elementCount }
        let children = gtk_container_get_children(containerPointer)
        defer { g_list_free(children) }
        return Int(g_list_length(children))
    }

    /// The row at `index`, or `nil` when out of range.
    public func row(at index: Int) -> ListBoxRow? {
        guard index >= 0, let row = gtk_list_box_get_row_at_index(listBoxPointer, Int32(index)) else { return nil }
        return Widget.wrapper(for: UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self)) as? ListBoxRow
    }

    /// The widget shown in the row at `index`: for a bound list, the one its
    /// row factory made (even when the row wraps it for drag and drop);
    /// otherwise the row's child.
    public func rowContent(at index: Int) -> Widget? {
        if let itemsController { return itemsController.content(at: index) }
        return row(at: index)?.child
    }

    /// Adds `widget` as a new row at `index` (`-1` or the row count: at the
    /// end). A widget that is not a ``ListBoxRow`` is wrapped in a new row.
    /// For a list bound to an array, change the array instead.
    public func insert(_ widget: Widget, at index: Int = -1) {
        guard !isDestroyed, !widget.isDestroyed else { return }
        gtk_list_box_insert(listBoxPointer, widget.widgetPointer, Int32(index))
    }

    /// The placeholder shown while the list has no rows.
    public func setPlaceholder(_ widget: Widget?) {
        guard !isDestroyed else { return }
        if let widget { Widget.showRowContent(widget.widgetPointer) }
        gtk_list_box_set_placeholder(listBoxPointer, widget?.widgetPointer)
    }

    // MARK: - Selection

    /// How many rows can be selected.
    public var selectionMode: SelectionMode {
        get { SelectionMode(gtk_list_box_get_selection_mode(listBoxPointer)) }
        set { ifAlive { gtk_list_box_set_selection_mode(listBoxPointer, newValue.gtkValue) } }
    }

    /// Whether one click activates a row (else a double click does).
    public var activatesOnSingleClick: Bool {
        get { gtk_list_box_get_activate_on_single_click(listBoxPointer) != 0 }
        set { ifAlive { gtk_list_box_set_activate_on_single_click(listBoxPointer, newValue ? 1 : 0) } }
    }

    /// The index of the selected row (the first one in multiple selection),
    /// or `nil`. Setting it is a programmatic change: `rx.selectedIndex`
    /// does not report it back.
    public var selectedIndex: Int? {
        get {
            // Single and browse modes know their row; only multiple selection needs a walk.
            let multiple = gtk_list_box_get_selection_mode(listBoxPointer) == GTK_SELECTION_MULTIPLE
            guard let row = multiple ? firstSelectedRow() : gtk_list_box_get_selected_row(listBoxPointer) else { return nil }
            let index = gtk_list_box_row_get_index(row)
            return index < 0 ? nil : Int(index)
        }
        set {
            guard !isDestroyed, newValue != selectedIndex else { return }
            performProgrammaticChange { select(index: newValue) }
        }
    }

    /// The indices of all selected rows, ascending.
    public var selectedIndices: [Int] {
        if gtk_list_box_get_selection_mode(listBoxPointer) != GTK_SELECTION_MULTIPLE {
            return selectedIndex.map { [$0] } ?? []
        }
        var indices: [Int] = []
        let head = gtk_list_box_get_selected_rows(listBoxPointer)
        var node = head
        while let current = node {
            if let data = current.pointee.data {
                indices.append(Int(gtk_list_box_row_get_index(data.assumingMemoryBound(to: GtkListBoxRow.self))))
            }
            node = current.pointee.next
        }
        g_list_free(head)
        return indices.sorted()
    }

    /// Selects the row at `index` as the user does by clicking it (so
    /// `rx.selectedIndex` reports it); `nil` unselects all.
    public func selectRowAsUser(at index: Int?) {
        guard !isDestroyed else { return }
        select(index: index)
    }

    /// Activates the row at `index` as a click (or Enter) does: emits `row-activated`.
    public func activateRow(at index: Int) {
        guard !isDestroyed, let row = gtk_list_box_get_row_at_index(listBoxPointer, Int32(index)) else { return }
        _ = gtk_widget_activate(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
    }

    private func select(index: Int?) {
        if let index, let row = gtk_list_box_get_row_at_index(listBoxPointer, Int32(index)) {
            if selectionMode == .multiple { gtk_list_box_unselect_all(listBoxPointer) }
            gtk_list_box_select_row(listBoxPointer, row)
        } else if selectionMode == .multiple {
            gtk_list_box_unselect_all(listBoxPointer)
        } else {
            gtk_list_box_select_row(listBoxPointer, nil)
        }
    }

    private func firstSelectedRow() -> UnsafeMutablePointer<GtkListBoxRow>? {
        let head = gtk_list_box_get_selected_rows(listBoxPointer)
        defer { g_list_free(head) }
        var best: UnsafeMutablePointer<GtkListBoxRow>?
        var bestIndex = Int32.max
        var node = head
        while let current = node {
            if let data = current.pointee.data {
                let row = data.assumingMemoryBound(to: GtkListBoxRow.self)
                let index = gtk_list_box_row_get_index(row)
                if index < bestIndex { bestIndex = index; best = row }
            }
            node = current.pointee.next
        }
        return best
    }

    // MARK: - User edits of a bound list

    /// Deletes the row at `index` as the user: for a list bound to a mutable
    /// array with ``ListItemsOptions/allowsDeletion``, removes the element
    /// from the array (which announces it once; the row is not touched
    /// twice). Call it from a row's own delete button. Returns whether
    /// anything was deleted.
    @discardableResult
    public func deleteRow(at index: Int) -> Bool {
        guard !isDestroyed, let itemsController, itemsController.canDelete else { return false }
        return itemsController.userDelete(at: index)
    }

    /// Deletes the row that contains `widget` (for example the delete button
    /// the row factory put in it); see ``deleteRow(at:)``.
    @discardableResult
    public func deleteRow(containing widget: Widget) -> Bool {
        guard let index = rowIndex(containing: widget) else { return false }
        return deleteRow(at: index)
    }

    /// Moves the row at `from` to `to` as the user (drag and drop uses this):
    /// for a list bound to a mutable array with ``ListItemsOptions/allowsMoving``,
    /// moves the element in the array too, which announces the move once
    /// without it being applied to the rows again. Returns whether anything moved.
    @discardableResult
    public func moveRow(from: Int, to: Int) -> Bool {
        guard !isDestroyed, let itemsController, itemsController.canMove else { return false }
        return itemsController.userMove(from: from, to: to)
    }

    /// The index of the row whose `GtkListBoxRow` is at `address`, if it is
    /// a row of this list (found by comparing addresses, so a stale address
    /// is never dereferenced).
    func rowIndex(address: UInt) -> Int? {
        var index: Int32 = 0
        while let row = gtk_list_box_get_row_at_index(listBoxPointer, index) {
            if UInt(bitPattern: row) == address { return Int(index) }
            index += 1
        }
        return nil
    }

    /// The address of the `GtkListBoxRow` holding `widget` (or `widget`
    /// itself, if it is a row), or `nil` when it is in no list row.
    static func rowAddress(containing widget: UnsafeMutablePointer<GtkWidget>) -> UInt? {
        gtk_widget_get_ancestor(widget, gtk_list_box_row_get_type()).map { UInt(bitPattern: $0) }
    }

    /// The index of the row containing `widget`, or `nil` when it is in no row of this list.
    public func rowIndex(containing widget: Widget) -> Int? {
        guard let row = widget.ancestor(ofType: gtk_list_box_row_get_type()),
              gtk_widget_get_parent(row) == widgetPointer else { return nil }
        let index = gtk_list_box_row_get_index(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkListBoxRow.self))
        return index < 0 ? nil : Int(index)
    }
}

extension ListBox: ActivatableListItemsView, ListItemsWidget {
    func onSelectionChange(includingProgrammatic: Bool, _ handler: @escaping @MainActor () -> Void) -> Disposable {
        connect("selected-rows-changed") { [weak self] in
            guard let self, includingProgrammatic || !self.isApplyingProgrammaticChange else { return }
            handler()
        }
    }

    func onActivation(_ handler: @escaping @MainActor (Int) -> Void) -> Disposable {
        connect("row-activated", pointerHandler: { row in
            guard let row else { return }
            let index = gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))
            if index >= 0 { handler(Int(index)) }
        })
    }
}
