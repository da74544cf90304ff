import Binding
import CGtk

extension Reactive where Base: TreeView {
    /// Binds the table to an array as *virtual* rows: the view's model is an
    /// ``ArrayTreeModel`` that reads the source's elements when GTK draws
    /// them, so nothing is copied into a `GtkListStore` — a million rows cost
    /// GTK's own row tree, not a copy of the data.
    ///
    /// <!-- snippet: doc-TreeView-Virtual -->
    /// ```swift
    /// treeView.rx.items(virtual: log.filtered(by: viewModel.$level) { $1.level >= $0 },
    ///                   columns: [Column(title: "Time", value: \.time), Column(title: "Message", value: \.text)])
    ///     .disposed(by: disposeBag)
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
    /// (A ``VirtualListView`` goes further: GTK holds only the rows in view.)
    @MainActor
    public func items<Source: ObservableConvertibleType, Item>(
        virtual source: Source,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable where Source.Element == ArrayChangeEvent<Item> {
        VirtualTreeAttachment.attach(base, source: ListItemsSource(source), columns: columns, options: options)
    }

    /// Binds the table to a mutable array as virtual rows (see
    /// ``items(virtual:columns:options:)-(Source,_,_)``); with
    /// ``ListItemsOptions/allowsDeletion`` the Delete key removes the selected elements.
    @MainActor
    public func items<Item>(
        virtual array: MutableObservableArray<Item>,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable {
        VirtualTreeAttachment.attach(base, source: ListItemsSource(array), columns: columns, options: options)
    }

    /// Binds the table to an array read on demand: the former name of
    /// ``items(virtual:columns:options:)-(Source,_,_)``.
    @available(*, deprecated, renamed: "items(virtual:columns:options:)")
    @MainActor
    public func items<Source: ObservableConvertibleType, Item>(
        onDemand source: Source,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable where Source.Element == ArrayChangeEvent<Item> {
        items(virtual: source, columns: columns, options: options)
    }

    /// Binds the table to a mutable array read on demand: the former name of
    /// ``items(virtual:columns:options:)-(MutableObservableArray<Item>,_,_)``.
    @available(*, deprecated, renamed: "items(virtual:columns:options:)")
    @MainActor
    public func items<Item>(
        onDemand array: MutableObservableArray<Item>,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable {
        items(virtual: array, columns: columns, options: options)
    }
}

/// Connects a ``VirtualTreeRows`` engine to its tree view and its source.
@MainActor
enum VirtualTreeAttachment {
    static func attach<Item>(
        _ treeView: TreeView, source: ListItemsSource<Item>, columns: [Column<Item>], options: ListItemsOptions
    ) -> Disposable {
        var widths: FixedColumnWidths<Item>?
        return TreeViewItemsAttachment.attach(treeView, make: {
            let rows = VirtualTreeRows(treeView: treeView, columns: columns, options: options, editor: source.editor,
                                       reader: source.reader)
            widths = setUpColumns(columns, of: treeView)
            gtk_tree_view_set_model(treeView.treeViewPointer, rows.model.modelPointer)
            treeView.isReorderable = false
            gtk_tree_view_set_search_column(treeView.treeViewPointer, columns.isEmpty ? -1 : 0)
            return (rows, [])
        }, events: source.events, firstRows: { widths?.fit(toFirstRows: $0) })
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
