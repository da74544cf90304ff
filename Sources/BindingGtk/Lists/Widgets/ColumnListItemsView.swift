import Binding

/// A list widget showing each element as a row of text columns
/// (``Column``): ``TreeView`` (rows in a `GtkListStore`, sortable by header)
/// and ``VirtualListView`` (only the rows in view exist in GTK).
@MainActor
public protocol ColumnListItemsView: ActivatableListItemsView {}

/// How a column list widget binds its rows (each widget has its strategy).
@MainActor
protocol ColumnListWidget: ListItemsWidget {
    /// Binds the rows to `source`, one text column per `columns` entry.
    func bindColumns<Item>(_ source: ListItemsSource<Item>, columns: [Column<Item>], options: ListItemsOptions) -> Disposable
}

extension Reactive where Base: ColumnListItemsView {
    /// Binds the rows to a sequence of array change events (an
    /// `ObservableArray`, a pipeline such as `filtered`/`sorted`, its
    /// `asDriver()`, or `diff()` of whole arrays): one row per element, one
    /// text column per `columns` entry.
    ///
    /// Each event inserts, removes, moves or updates only the rows it names
    /// (a `.reset` or a batch above ``ListItemsOptions/rebuildThreshold``
    /// reads them all again). Selection and activation report *array*
    /// indices and elements, whatever order the rows are shown in. Binding
    /// again replaces the previous binding and its columns; the binding ends
    /// when disposed or when the widget is destroyed, not when the source
    /// completes (the last rows stay). Events may come from any thread.
    ///
    /// A ``TreeView`` stores the rows in a new ``ListStore`` with a typed
    /// column for each shown text and numeric sort key; clicking a sortable
    /// column's header sorts them. A ``VirtualListView`` holds only the rows
    /// in view, and a change outside them only moves the scrollbar.
    @MainActor
    public func items<Source: ObservableConvertibleType, Item>(
        _ source: Source,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable where Source.Element == ArrayChangeEvent<Item> {
        base.columnWidget.bindColumns(ListItemsSource(source), columns: columns, options: options)
    }

    /// Binds the rows to a mutable observable array (see
    /// ``items(_:columns:options:)-(Source,_,_)``). With
    /// ``ListItemsOptions/allowsDeletion`` the Delete key removes the selected
    /// elements; with ``ListItemsOptions/allowsMoving`` a ``TreeView`` is
    /// reorderable and a row dragged within it (while unsorted) moves its
    /// element (a ``VirtualListView`` offers no drag and drop). The array
    /// announces each user edit once, and the rows do not apply it twice.
    @MainActor
    public func items<Item>(
        _ array: MutableObservableArray<Item>,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable {
        base.columnWidget.bindColumns(ListItemsSource(array), columns: columns, options: options)
    }

    /// Binds the rows to a Driver of whole arrays, diffed with `==` (`diff()`).
    @MainActor
    public func items<Item: Equatable>(
        _ arrays: Driver<[Item]>,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable {
        items(arrays.diff(), columns: columns, options: options)
    }

    /// Binds the rows to a Driver of whole arrays of hashable elements, diffed with hashing.
    @MainActor
    public func items<Item: Hashable>(
        _ arrays: Driver<[Item]>,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable {
        items(arrays.diff(), columns: columns, options: options)
    }
}

extension ColumnListItemsView {
    /// The widget seen through its column binding (every conforming widget provides it).
    var columnWidget: any ColumnListWidget {
        guard let widget = listWidget as? any ColumnListWidget else {
            preconditionFailure("\(Self.self) does not bind columns")
        }
        return widget
    }
}
