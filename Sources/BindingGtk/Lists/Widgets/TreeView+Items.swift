import Binding
import CGtk

extension Reactive where Base: TreeView {
    /// Binds the table to a sequence of array change events (an
    /// `ObservableArray`, its `asDriver()`, or `diff()` of whole arrays): one
    /// row per element, one table column per `columns` entry, backed by a new
    /// ``ListStore`` with a typed column for each shown text and numeric sort key.
    ///
    /// Each event inserts, removes, moves or updates only the rows it names
    /// (a `.reset` or a batch above ``ListItemsOptions/rebuildThreshold``
    /// refills the store). Clicking a sortable column's header sorts the
    /// rows; selection and activation still report *array* indices and
    /// elements. Binding again replaces the previous binding and its columns;
    /// the binding ends when disposed or when the view is destroyed, not when
    /// the source completes.
    @MainActor
    public func items<Source: ObservableConvertibleType, Item>(
        _ source: Source,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable where Source.Element == ArrayChangeEvent<Item> {
        TreeViewItemsAttachment.attach(base, events: source.asObservable(), columns: columns, options: options, editor: nil,
                                       reader: ListElementReader.of(source, as: Item.self))
    }

    /// Binds the table to a mutable observable array (see
    /// ``items(_:columns:options:)-(Source,_,_)``). With
    /// ``ListItemsOptions/allowsDeletion`` the Delete key removes the selected
    /// elements; with ``ListItemsOptions/allowsMoving`` the view is
    /// reorderable and a row dragged within it (while unsorted) moves its
    /// element. The array announces each user edit once, and the binding does
    /// not apply it to the rows a second time.
    @MainActor
    public func items<Item>(
        _ array: MutableObservableArray<Item>,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable {
        TreeViewItemsAttachment.attach(base, events: array.asObservable(), columns: columns, options: options,
                                       editor: .array(array), reader: { array.array })
    }

    /// Binds the table to a Driver of whole arrays, diffed with `==` (`diff()`).
    @MainActor
    public func items<Item: Equatable>(
        _ arrays: Driver<[Item]>,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable {
        items(arrays.diff(), columns: columns, options: options)
    }

    /// Binds the table to a Driver of whole arrays of hashable elements, diffed with hashing.
    @MainActor
    public func items<Item: Hashable>(
        _ arrays: Driver<[Item]>,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable {
        items(arrays.diff(), columns: columns, options: options)
    }
}

/// Connects a ``TreeViewItemsBinding`` to its tree view and its source.
@MainActor
enum TreeViewItemsAttachment {
    static func attach<Item>(
        _ treeView: TreeView,
        events: Observable<ArrayChangeEvent<Item>>,
        columns: [Column<Item>],
        options: ListItemsOptions,
        editor: ListItemsEditor?,
        reader: (@Sendable () -> [Item])?
    ) -> Disposable {
        guard !treeView.isDestroyed else { return Disposables.create() }
        endPreviousBinding(of: treeView)
        let binding = TreeViewItemsBinding(treeView: treeView, columns: columns, options: options, editor: editor,
                                           reader: reader)
        treeView.itemsController = binding
        setUpColumns(columns, of: treeView, layout: ColumnLayout(columns))
        treeView.model = binding.store
        treeView.isReorderable = binding.canMove

        let storeSignals: [Disposable] = [
            binding.store.connect("sort-column-changed") { [weak binding] in binding?.sortingChanged() },
            binding.store.connect("row-inserted", twoPointerHandler: { [weak binding] path, iter in
                guard let binding, let path, let iter else { return }
                let row = Int(gtk_tree_path_get_indices(OpaquePointer(path))[0])
                binding.rowInserted(at: row, iter: iter.assumingMemoryBound(to: GtkTreeIter.self).pointee)
            }),
            binding.store.connect("row-deleted", pointerHandler: { [weak binding] path in
                guard let binding, let path else { return }
                binding.rowDeleted(at: Int(gtk_tree_path_get_indices(OpaquePointer(path))[0]))
            }),
        ]
        return connect(binding, to: treeView, events: events,
                       extraParts: storeSignals + [TreeView.undoingFocusSelection(of: treeView)])
    }

    /// Disposes the binding `treeView` has now, if any: binding again replaces it.
    static func endPreviousBinding(of treeView: TreeView) {
        if let previous = treeView.itemsBindingDisposable {
            treeView.itemsBindingDisposable = nil
            previous.dispose()
        }
    }

    /// Feeds `binding` (already the view's items controller) with `events` on the main thread, with
    /// `extraParts` and the Delete key handler when the binding may delete; `firstRows` is given the
    /// array of each event that has elements (after the rows are updated). The returned disposable
    /// ends it all and hands the view back (no controller); so does destroying the view.
    static func connect<Item, Binding: ListItemsBinding<Item> & TreeViewItemsControlling>(
        _ binding: Binding,
        to treeView: TreeView,
        events: Observable<ArrayChangeEvent<Item>>,
        extraParts: [Disposable] = [],
        firstRows: (@MainActor @Sendable ([Item]) -> Void)? = nil
    ) -> Disposable {
        var parts = extraParts
        if binding.canDelete { parts.append(deleteKeyHandler(on: treeView)) }
        parts.append(events.observe(on: MainScheduler.instance).subscribe(onNext: { event in
            MainActor.assumeIsolated {
                binding.receive(event.array, event.change)
                if let firstRows, !event.array.isEmpty { firstRows(event.array) }
            }
        }))
        let weakView = WeakReference(treeView)
        parts.append(mainThreadDisposable { [weak binding] in
            guard let treeView = weakView.object, let binding, treeView.itemsController === binding else { return }
            treeView.itemsController = nil
            treeView.itemsBindingDisposable = nil
        })
        let whole = Disposables.create(parts)
        treeView.itemsBindingDisposable = whole
        let destroyRegistration = treeView.onDestroy { whole.dispose() }
        return Disposables.create(whole, destroyRegistration)
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
        // An on-demand binding before this one may have left fixed-height mode on.
        gtk_tree_view_set_fixed_height_mode(treeView.treeViewPointer, 0)
        for (index, column) in columns.enumerated() {
            let viewColumn = textColumn(for: column, modelColumn: index).column
            if layout.sortColumns[index] >= 0 { viewColumn.sortColumnID = layout.sortColumns[index] }
            treeView.appendColumn(viewColumn)
        }
    }

    /// Delete (or keypad Delete) removes the selected rows' elements.
    static func deleteKeyHandler(on treeView: TreeView) -> Disposable {
        treeView.connect("key-press-event", eventHandler: { [weak treeView] event in
            guard let treeView, let event, let controller = treeView.itemsController else { return false }
            let key = event.assumingMemoryBound(to: GdkEventKey.self).pointee
            guard key.keyval == UInt32(GDK_KEY_Delete) || key.keyval == UInt32(GDK_KEY_KP_Delete) else { return false }
            let shown = treeView.selectedRows
            let indices = shown.compactMap { controller.arrayIndex(ofShownRow: $0) }.sorted(by: >)
            guard !indices.isEmpty else { return false }
            var deleted = false
            for index in indices where controller.userDelete(at: index) { deleted = true }
            guard deleted else { return false }
            let next = min(shown[0], treeView.rowCount - 1)
            if next >= 0 { treeView.selectRowAsUser(at: next) }
            return true
        })
    }
}
