import Binding
import CGtk

extension Reactive where Base: TreeView {
    /// Binds the table to an array read on demand: the view's model is an
    /// ``ArrayTreeModel`` over the source's elements, so nothing is copied
    /// into a `GtkListStore` — a million rows cost GTK's own row tree, not
    /// a copy of the data — and GTK reads a cell's text when it draws it.
    ///
    /// ```swift
    /// treeView.rx.items(onDemand: log.filtered(by: viewModel.$level) { $1.level >= $0 },
    ///                   columns: [Column(title: "Time", value: \.time), Column(title: "Message", value: \.text)])
    /// ```
    ///
    /// Each change emits `row-deleted`, `rows-reordered`, `row-inserted` and
    /// `row-changed` for exactly the rows it names. Rows are in array order:
    /// sort and filter with the pipeline (`sorted`, `filtered`), not by
    /// clicking headers. Columns have a fixed width (`fixed-height-mode`, so
    /// GTK never measures every row): ``Column/width``, or one measured from
    /// the title and the first and last rows; the last column takes the spare
    /// width and long texts end in "…". Keyboard navigation, selection
    /// (reported in array indices, kept on its element, never moved to
    /// another row by a deletion) and type-ahead search on the first column
    /// work as usual. Ends when disposed or when the view is destroyed, not
    /// when the source completes; after disposal the model shows empty rows.
    @MainActor
    public func items<Source: ObservableConvertibleType, Item>(
        onDemand source: Source,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable where Source.Element == ArrayChangeEvent<Item> {
        TreeViewOnDemandAttachment.attach(base, events: source.asObservable(), columns: columns, options: options,
                                          editor: nil, reader: ListElementReader.of(source, as: Item.self))
    }

    /// Binds the table to a mutable array read on demand (see
    /// ``items(onDemand:columns:options:)-(Source,_,_)``); with
    /// ``ListItemsOptions/allowsDeletion`` the Delete key removes the selected elements.
    @MainActor
    public func items<Item>(
        onDemand array: MutableObservableArray<Item>,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable {
        TreeViewOnDemandAttachment.attach(base, events: array.asObservable(), columns: columns, options: options,
                                          editor: .array(array), reader: { array.array })
    }
}

/// Connects a ``TreeViewOnDemandBinding`` to its tree view and its source.
@MainActor
enum TreeViewOnDemandAttachment {
    static func attach<Item>(
        _ treeView: TreeView,
        events: Observable<ArrayChangeEvent<Item>>,
        columns: [Column<Item>],
        options: ListItemsOptions,
        editor: ListItemsEditor?,
        reader: (@Sendable () -> [Item])?
    ) -> Disposable {
        guard !treeView.isDestroyed else { return Disposables.create() }
        TreeViewItemsAttachment.endPreviousBinding(of: treeView)
        let binding = TreeViewOnDemandBinding(treeView: treeView, columns: columns, options: options, editor: editor,
                                              reader: reader)
        treeView.itemsController = binding
        let widths = setUpColumns(columns, of: treeView)
        gtk_tree_view_set_model(treeView.treeViewPointer, binding.model.modelPointer)
        treeView.isReorderable = false
        gtk_tree_view_set_search_column(treeView.treeViewPointer, columns.isEmpty ? -1 : 0)
        return TreeViewItemsAttachment.connect(binding, to: treeView, events: events,
                                               extraParts: [TreeView.undoingFocusSelection(of: treeView)],
                                               firstRows: widths.fit(toFirstRows:))
    }

    /// One fixed-width text column per `columns` entry, in fixed-height mode
    /// (also the columns of a ``VirtualListView``): each gets its
    /// ``Column/width`` or one measured from its title now and from the
    /// first rows when the returned widths are given them; the last column
    /// expands unless the columns say otherwise; long texts end in "…".
    static func setUpColumns<Item>(_ columns: [Column<Item>], of treeView: TreeView) -> FixedColumnWidths<Item> {
        treeView.removeAllColumns()
        var measured: [FixedColumnWidths<Item>.Measured] = []
        for (index, column) in columns.enumerated() {
            let (viewColumn, renderer) = TreeViewItemsAttachment.textColumn(for: column, modelColumn: index,
                                                                            expandsByDefault: index == columns.count - 1)
            gtk_tree_view_column_set_sizing(viewColumn.columnPointer, GTK_TREE_VIEW_COLUMN_FIXED)
            renderer.ellipsize = .end
            treeView.appendColumn(viewColumn)
            if column.width == nil { measured.append(.init(column: viewColumn, renderer: renderer, text: column.text)) }
        }
        gtk_tree_view_set_fixed_height_mode(treeView.treeViewPointer, 1)
        let widths = FixedColumnWidths(treeView: treeView, columns: measured)
        widths.fit(rows: [])
        return widths
    }
}
