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
    /// GTK never measures every row); keyboard navigation, selection
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
    /// The width of each column (fixed sizing), in pixels.
    static let columnWidth: Int32 = 160

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
        setUpColumns(columns, of: treeView)
        gtk_tree_view_set_model(treeView.treeViewPointer, binding.model.modelPointer)
        treeView.isReorderable = false
        gtk_tree_view_set_search_column(treeView.treeViewPointer, columns.isEmpty ? -1 : 0)
        return TreeViewItemsAttachment.connect(binding, to: treeView, events: events)
    }

    /// One fixed-width text column per `columns` entry, in fixed-height mode
    /// (also the columns of a ``VirtualListView``).
    static func setUpColumns<Item>(_ columns: [Column<Item>], of treeView: TreeView) {
        treeView.removeAllColumns()
        for (index, column) in columns.enumerated() {
            let viewColumn = TreeViewItemsAttachment.textColumn(for: column, modelColumn: index)
            gtk_tree_view_column_set_sizing(viewColumn.columnPointer, GTK_TREE_VIEW_COLUMN_FIXED)
            gtk_tree_view_column_set_fixed_width(viewColumn.columnPointer, columnWidth)
            treeView.appendColumn(viewColumn)
        }
        gtk_tree_view_set_fixed_height_mode(treeView.treeViewPointer, 1)
    }
}
