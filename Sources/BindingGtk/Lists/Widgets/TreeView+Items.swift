import Binding
import CGtk

extension TreeView: ColumnListItemsView, ColumnListWidget {
    func bindColumns<Item>(_ source: ListItemsSource<Item>, columns: [Column<Item>], options: ListItemsOptions) -> Disposable {
        TreeViewItemsAttachment.attach(self, source: source, columns: columns, options: options)
    }
}

/// Connects a ``ListStoreRows`` engine to its tree view and its source.
@MainActor
enum TreeViewItemsAttachment {
    static func attach<Item>(
        _ treeView: TreeView, source: ListItemsSource<Item>, columns: [Column<Item>], options: ListItemsOptions
    ) -> Disposable {
        attach(treeView, make: {
            let rows = ListStoreRows(treeView: treeView, columns: columns, options: options, editor: source.editor,
                                     reader: source.reader)
            setUpColumns(columns, of: treeView, layout: ColumnLayout(columns))
            treeView.model = rows.store
            treeView.isReorderable = rows.canMove
            let storeSignals: [Disposable] = [
                rows.store.connect("sort-column-changed") { [weak rows] in rows?.sortingChanged() },
                rows.store.connect("row-inserted", twoPointerHandler: { [weak rows] path, iter in
                    guard let rows, let path, let iter else { return }
                    let row = Int(gtk_tree_path_get_indices(OpaquePointer(path))[0])
                    rows.rowInserted(at: row, iter: iter.assumingMemoryBound(to: GtkTreeIter.self).pointee)
                }),
                rows.store.connect("row-deleted", pointerHandler: { [weak rows] path in
                    guard let rows, let path else { return }
                    rows.rowDeleted(at: Int(gtk_tree_path_get_indices(OpaquePointer(path))[0]))
                }),
            ]
            return (rows, storeSignals)
        }, events: source.events)
    }

    /// Makes the tree view's engine with `make` (which sets the view up) and
    /// feeds it `events` on the main thread, with the Delete key handler
    /// when it may delete and the undoing of GTK's focus selection;
    /// `firstRows` is given the array of each event that has elements
    /// (after the rows are updated).
    static func attach<Item, Engine: ListEngine<Item>>(
        _ treeView: TreeView,
        make: () -> (engine: Engine, parts: [Disposable]),
        events: Observable<ArrayChangeEvent<Item>>,
        firstRows: (@MainActor ([Item]) -> Void)? = nil
    ) -> Disposable {
        let afterEachEvent: (@MainActor (Engine) -> (@MainActor () -> Void)?) = { engine in
            guard let firstRows else { return nil }
            return { [weak engine] in
                guard let engine, engine.count > 0 else { return }
                firstRows(engine.elements)
            }
        }
        return ListAttachment.attach(treeView, make: { () -> (engine: Engine, parts: [Disposable]) in
            let made = make()
            var parts = made.parts
            parts.append(TreeView.undoingFocusSelection(of: treeView))
            if made.engine.canDelete { parts.append(deleteKeyHandler(on: treeView)) }
            return (made.engine, parts)
        }, subscribe: { (engine: Engine) -> Disposable in
            ListEventDelivery.subscribe(events, to: engine, afterEachEvent: afterEachEvent(engine))
        })
    }

    /// Delete (or keypad Delete) removes the selected rows' elements.
    static func deleteKeyHandler(on treeView: TreeView) -> Disposable {
        ListDeleteKey.handler(on: treeView, selectedRows: { $0.selectedRows }, rowCount: { $0.rowCount },
                              selectRow: { $0.selectRowAsUser(at: $1) })
    }

    /// A text column showing model column `index`, laid out as `column` says;
    /// it takes spare width when `column.expands`, else when `expandsByDefault`.
    /// A column with a fixed ``Column/width`` gets that width and ends its
    /// text in "…" when it does not fit.
    static func textColumn<Item>(for column: Column<Item>, modelColumn index: Int,
                                 expandsByDefault: Bool = true) -> (column: TreeViewColumn, renderer: CellRendererText) {
        let viewColumn = TreeViewColumn(title: column.title)
        let renderer = CellRendererText()
        renderer.xAlign = column.alignment
        viewColumn.packStart(renderer)
        viewColumn.addAttribute("text", of: renderer, fromModelColumn: index)
        viewColumn.expands = column.expands ?? expandsByDefault
        viewColumn.isResizable = column.isResizable
        if let width = column.width {
            gtk_tree_view_column_set_sizing(viewColumn.columnPointer, GTK_TREE_VIEW_COLUMN_FIXED)
            gtk_tree_view_column_set_fixed_width(viewColumn.columnPointer, Int32(clamping: max(1, width)))
            renderer.ellipsize = .end
        }
        return (viewColumn, renderer)
    }

    /// Replaces the view's columns by one text column per `columns` entry.
    private static func setUpColumns<Item>(_ columns: [Column<Item>], of treeView: TreeView, layout: ColumnLayout) {
        treeView.removeAllColumns()
        // A virtual binding before this one may have left fixed-height mode on.
        gtk_tree_view_set_fixed_height_mode(treeView.treeViewPointer, 0)
        for (index, column) in columns.enumerated() {
            let viewColumn = textColumn(for: column, modelColumn: index).column
            if layout.sortColumns[index] >= 0 { viewColumn.sortColumnID = layout.sortColumns[index] }
            treeView.appendColumn(viewColumn)
        }
    }
}
