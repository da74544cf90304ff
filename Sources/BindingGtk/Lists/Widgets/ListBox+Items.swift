import Binding
import CGtk

extension Reactive where Base: ListBox {
    /// Binds the rows to a sequence of array change events (an
    /// `ObservableArray`, its `asDriver()`, or `diff()` of whole arrays):
    /// each event inserts, removes, moves or refreshes only the rows it
    /// names; a `.reset`, or a batch of more than
    /// ``ListItemsOptions/rebuildThreshold`` changes, rebuilds every row.
    ///
    /// `rowFactory` makes the widget of one row from its index (at creation)
    /// and element; a changed element gets a new widget. The selection stays
    /// on its element across changes. Events are applied on the main thread.
    /// Binding again replaces the previous items binding; the binding ends
    /// when disposed or when the list box is destroyed, not when the source
    /// completes (rows, elements and selection stay after `Driver.just(…)`).
    @inlinable
    @MainActor
    public func items<Source: ObservableConvertibleType, Item>(
        _ source: Source,
        options: ListItemsOptions = .default,
        rowFactory: @escaping @MainActor (Int, Item) -> Widget
    ) -> Disposable where Source.Element == ArrayChangeEvent<Item> {
        attachItems(of: source, content: ListRowContent(make: rowFactory, update: nil), options: options)
    }

    /// Binds the rows to a mutable observable array (see
    /// ``items(_:options:rowFactory:)-(Source,_,_)``). With
    /// ``ListItemsOptions/allowsDeletion`` and ``ListItemsOptions/allowsMoving``
    /// the user's deletions (Delete key, ``ListBox/deleteRow(at:)``) and
    /// reorderings (drag and drop, ``ListBox/moveRow(from:to:)``) change the
    /// array, which announces each once; the binding does not apply its own
    /// edit to the rows a second time.
    @inlinable
    @MainActor
    public func items<Item>(
        _ array: MutableObservableArray<Item>,
        options: ListItemsOptions = .default,
        rowFactory: @escaping @MainActor (Int, Item) -> Widget
    ) -> Disposable {
        attachItems(of: array, content: ListRowContent(make: rowFactory, update: nil), options: options)
    }

    /// Binds the rows to one line of text per element, `text(element)`.
    ///
    /// The rows are plain labels, made and updated by the binding without a
    /// Swift wrapper per row (``ListBox/rowContent(at:)`` makes one when
    /// asked): the fastest rows to create, for the many lists that show text.
    /// A changed element updates its row's text in place. Otherwise as
    /// ``items(_:options:rowFactory:)-(Source,_,_)``.
    @inlinable
    @MainActor
    public func items<Source: ObservableConvertibleType, Item>(
        _ source: Source,
        options: ListItemsOptions = .default,
        text: @escaping @MainActor (Item) -> String
    ) -> Disposable where Source.Element == ArrayChangeEvent<Item> {
        attachItems(of: source, content: ListRowContent(text: text), options: options)
    }

    /// Binds the rows of a mutable array to one line of text per element
    /// (see ``items(_:options:text:)-(Source,_,_)``), with the user edits its
    /// `options` allow (see ``items(_:options:rowFactory:)-(MutableObservableArray<Item>,_,_)``).
    @inlinable
    @MainActor
    public func items<Item>(
        _ array: MutableObservableArray<Item>,
        options: ListItemsOptions = .default,
        text: @escaping @MainActor (Item) -> String
    ) -> Disposable {
        attachItems(of: array, content: ListRowContent(text: text), options: options)
    }

    /// Binds the rows to reusable row widgets: `makeRow` creates an empty row
    /// widget, `configure` shows an element in it, both for new rows and for
    /// changed elements (the row's widget is kept, like a reused table cell).
    @inlinable
    @MainActor
    public func items<Source: ObservableConvertibleType, Item, Row: Widget>(
        _ source: Source,
        options: ListItemsOptions = .default,
        makeRow: @escaping @MainActor () -> Row,
        configure: @escaping @MainActor (Int, Item, Row) -> Void
    ) -> Disposable where Source.Element == ArrayChangeEvent<Item> {
        attachItems(of: source, content: .reusable(makeRow: makeRow, configure: configure), options: options)
    }

    /// Binds the rows of a mutable array to reusable row widgets, with the
    /// user edits its `options` allow (see ``items(_:options:rowFactory:)-(MutableObservableArray<Item>,_,_)``).
    @inlinable
    @MainActor
    public func items<Item, Row: Widget>(
        _ array: MutableObservableArray<Item>,
        options: ListItemsOptions = .default,
        makeRow: @escaping @MainActor () -> Row,
        configure: @escaping @MainActor (Int, Item, Row) -> Void
    ) -> Disposable {
        attachItems(of: array, content: .reusable(makeRow: makeRow, configure: configure), options: options)
    }

    /// Binds the rows to a Driver of whole arrays: successive arrays are
    /// diffed (`diff()`, elements compared with `==`), so only changed rows are touched.
    @MainActor
    public func items<Item: Equatable>(
        _ arrays: Driver<[Item]>,
        options: ListItemsOptions = .default,
        rowFactory: @escaping @MainActor (Int, Item) -> Widget
    ) -> Disposable {
        items(arrays.diff(), options: options, rowFactory: rowFactory)
    }

    /// Binds the rows to a Driver of whole arrays of hashable elements,
    /// diffed with hashing (`diff()`), so only changed rows are touched.
    @MainActor
    public func items<Item: Hashable>(
        _ arrays: Driver<[Item]>,
        options: ListItemsOptions = .default,
        rowFactory: @escaping @MainActor (Int, Item) -> Widget
    ) -> Disposable {
        items(arrays.diff(), options: options, rowFactory: rowFactory)
    }
}

extension Reactive where Base: ListBox {
    /// Binds the rows to `source`'s change events, shown as `content` says.
    @inlinable
    @MainActor
    func attachItems<Source: ObservableConvertibleType, Item>(
        of source: Source, content: ListRowContent<Item>, options: ListItemsOptions
    ) -> Disposable where Source.Element == ArrayChangeEvent<Item> {
        let events = source.asObservable()
        return ListBoxItemsAttachment.attach(
            base, subscribe: { ListEventDelivery.subscribe(events, to: $0) },
            content: content, options: options, editor: nil, reader: ListElementReader.of(source, as: Item.self))
    }

    /// Binds the rows to a mutable array, which the user's edits change (as `options` allow).
    @inlinable
    @MainActor
    func attachItems<Item>(
        of array: MutableObservableArray<Item>, content: ListRowContent<Item>, options: ListItemsOptions
    ) -> Disposable {
        let events = array.asObservable()
        return ListBoxItemsAttachment.attach(
            base, subscribe: { ListEventDelivery.subscribe(events, to: $0) },
            content: content, options: options, editor: .array(array), reader: { array.array })
    }
}

extension ListRowContent {
    /// Rows made once by `makeRow` and (re)configured by `configure`.
    @usableFromInline
    static func reusable<Row: Widget>(
        makeRow: @escaping @MainActor () -> Row,
        configure: @escaping @MainActor (Int, Item, Row) -> Void
    ) -> ListRowContent {
        ListRowContent(
            make: { index, item in
                let row = makeRow()
                configure(index, item, row)
                return row
            },
            update: { widget, index, item in
                configure(index, item, widget as! Row)
                return true
            }
        )
    }
}

/// Connects a ``ListBoxRows`` engine to its list box and its source.
@usableFromInline
@MainActor
enum ListBoxItemsAttachment {
    static func attach<Item>(
        _ listBox: ListBox,
        events: Observable<ArrayChangeEvent<Item>>,
        content: ListRowContent<Item>,
        options: ListItemsOptions,
        editor: ListItemsEditor?,
        reader: (@Sendable () -> [Item])?,
        configure: ((ListBoxRows<Item>) -> [Disposable])? = nil,
        afterEachEvent: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        attachRows(listBox, subscribe: { ListEventDelivery.subscribe(events, to: $0, afterEachEvent: afterEachEvent) },
                   content: content, options: options, editor: editor, reader: reader, configure: configure)
    }

    /// Makes the engine, lets `subscribe` connect it to its source (see
    /// ``ListEventDelivery``), and ends it with the list box.
    @usableFromInline
    static func attach<Item>(
        _ listBox: ListBox,
        subscribe: (ListEngine<Item>) -> Disposable,
        content: ListRowContent<Item>,
        options: ListItemsOptions,
        editor: ListItemsEditor?,
        reader: (@Sendable () -> [Item])?
    ) -> Disposable {
        attachRows(listBox, subscribe: subscribe, content: content, options: options, editor: editor,
                   reader: reader, configure: nil)
    }

    private static func attachRows<Item>(
        _ listBox: ListBox,
        subscribe: (ListEngine<Item>) -> Disposable,
        content: ListRowContent<Item>,
        options: ListItemsOptions,
        editor: ListItemsEditor?,
        reader: (@Sendable () -> [Item])?,
        configure: ((ListBoxRows<Item>) -> [Disposable])?
    ) -> Disposable {
        ListAttachment.attach(listBox, make: {
            // A binding owns all rows of its list box.
            listBox.removeAllRows()
            let rows = ListBoxRows(listBox: listBox, content: content, options: options, editor: editor, reader: reader)
            var parts: [Disposable] = configure?(rows) ?? []
            if rows.canDelete {
                parts.append(ListDeleteKey.handler(
                    on: listBox, selectedRows: { $0.selectedIndices }, rowCount: { $0.rowCount },
                    selectRow: { listBox, row in
                        listBox.selectRowAsUser(at: row)
                        listBox.row(at: row)?.grabFocus()
                    }))
            }
            return (rows, parts)
        }, subscribe: subscribe)
    }
}

extension ListBox {
    /// Removes every row, as a programmatic change.
    func removeAllRows() {
        performProgrammaticChange {
            let head = gtk_container_get_children(containerPointer)
            var node = head
            while let current = node {
                if let data = current.pointee.data { gtk_widget_destroy(data.assumingMemoryBound(to: GtkWidget.self)) }
                node = current.pointee.next
            }
            g_list_free(head)
        }
    }
}
