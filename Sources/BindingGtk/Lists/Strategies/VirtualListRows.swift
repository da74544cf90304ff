import Binding
import CGtk

/// Drives a ``VirtualListView`` from an array's change events: keeps the
/// element count, reads the window's cells from the source when GTK draws
/// them, and hands every change to the view, which turns it into row
/// signals for the rows in its window only.
@MainActor
final class VirtualListBinding<Item>: ListItemsBinding<Item>, VirtualListItemsControlling {
    private weak var view: VirtualListView?
    let model: ArrayTreeModel
    private let searchColumn: (@MainActor (Item) -> String)?

    init(view: VirtualListView, columns: [Column<Item>], options: ListItemsOptions, editor: ListItemsEditor?,
         reader: (@Sendable () -> [Item])?) {
        self.view = view
        let texts = columns.map(\.text)
        searchColumn = texts.first
        let cell = ArrayTreeRowReader<Item>()
        model = ArrayTreeModel(rows: ArrayTreeModelRows(columnCount: columns.count) { row, column in
            cell.item(row).map { texts[column]($0) }
        })
        super.init(options: options, editor: editor, reader: reader)
        cell.item = { [weak self] row in
            guard let self, let view = self.view else { return nil }
            return self.item(at: view.rowWindow.offset + row)
        }
    }

    // MARK: - TreeViewItemsControlling (shown rows are the window's)

    var elementCount: Int { count }

    func element(at index: Int) -> Any? { item(at: index) }

    func userDelete(at index: Int) -> Bool { userRemove(at: index) }

    func arrayIndex(ofShownRow row: Int) -> Int? {
        guard let view, row >= 0, row < view.rowWindow.rowCount else { return nil }
        return view.rowWindow.offset + row
    }

    func shownRow(ofArrayIndex index: Int) -> Int? {
        guard let view, view.rowWindow.indices.contains(index) else { return nil }
        return index - view.rowWindow.offset
    }

    // MARK: - VirtualListItemsControlling

    func identity(at index: Int) -> AnyHashable? {
        item(at: index).flatMap(Self.identity(of:))
    }

    func index(ofIdentity identity: AnyHashable) -> Int? {
        guard Item.self is any Identifiable.Type else { return nil }
        return elements.prefix(count).firstIndex { Self.identity(of: $0) == identity }
    }

    private static func identity(of item: Item) -> AnyHashable? {
        guard let identifiable = item as? any Identifiable else { return nil }
        return id(of: identifiable)
    }

    private static func id<Element: Identifiable>(of element: Element) -> AnyHashable {
        AnyHashable(element.id)
    }

    func firstIndex(from start: Int, whereText matches: (String) -> Bool) -> Int? {
        guard let searchColumn, count > 0 else { return nil }
        let elements = elements
        let total = min(count, elements.count)
        guard total > 0 else { return nil }
        for step in 0..<total {
            let index = (max(0, start) + step) % total
            if matches(searchColumn(elements[index])) { return index }
        }
        return nil
    }

    // MARK: - Rows

    override func patchRows(_ set: ArrayChangeSet, oldCount: Int, new: RowElements<Item>) {
        view?.elementsChanged(set, newCount: new.count, model: model)
    }

    override func rebuildRows(oldCount: Int, new: RowElements<Item>, change: ArrayChangeSet?) {
        view?.elementsReplaced(newCount: new.count, change: change, model: model)
    }
}

extension Reactive where Base: VirtualListView {
    /// Binds the list to a sequence of array change events (an
    /// `ObservableArray`, a pipeline such as `filtered`/`sorted`, or `diff()`
    /// of whole arrays): one row per element, one text column per `columns`
    /// entry, of which only the rows in view exist in GTK.
    ///
    /// A change inside the window emits `row-deleted`, `rows-reordered`,
    /// `row-inserted` and `row-changed` for the rows it touches there; a
    /// change outside it only moves the scrollbar (the window keeps showing
    /// the same elements). Binding again replaces the previous binding; it
    /// ends when disposed or when the view is destroyed, not when the source
    /// completes (the last rows stay). Events may come from any thread.
    @MainActor
    public func items<Source: ObservableConvertibleType, Item>(
        _ source: Source,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable where Source.Element == ArrayChangeEvent<Item> {
        VirtualListAttachment.attach(base, events: source.asObservable(), columns: columns, options: options,
                                     editor: nil, reader: ListElementReader.of(source, as: Item.self))
    }

    /// Binds the list to a mutable observable array (see
    /// ``items(_:columns:options:)-(Source,_,_)``); with
    /// ``ListItemsOptions/allowsDeletion`` the Delete key removes the
    /// selected element. (Moving rows by drag and drop is not offered.)
    @MainActor
    public func items<Item>(
        _ array: MutableObservableArray<Item>,
        columns: [Column<Item>],
        options: ListItemsOptions = .default
    ) -> Disposable {
        VirtualListAttachment.attach(base, events: array.asObservable(), columns: columns, options: options,
                                     editor: .array(array), reader: { array.array })
    }
}

/// Connects a ``VirtualListBinding`` to its view and its source, as the tree
/// view bindings connect theirs (the tree view holds the binding).
@MainActor
enum VirtualListAttachment {
    static func attach<Item>(
        _ view: VirtualListView,
        events: Observable<ArrayChangeEvent<Item>>,
        columns: [Column<Item>],
        options: ListItemsOptions,
        editor: ListItemsEditor?,
        reader: (@Sendable () -> [Item])?
    ) -> Disposable {
        guard !view.isDestroyed else { return Disposables.create() }
        let treeView = view.treeView
        TreeViewItemsAttachment.endPreviousBinding(of: treeView)
        var noMoving = options
        noMoving.allowsMoving = false
        let binding = VirtualListBinding(view: view, columns: columns, options: noMoving, editor: editor, reader: reader)
        treeView.itemsController = binding
        let widths = TreeViewOnDemandAttachment.setUpColumns(columns, of: treeView)
        gtk_tree_view_set_model(treeView.treeViewPointer, binding.model.modelPointer)
        treeView.isReorderable = false
        view.beginBinding()
        return TreeViewItemsAttachment.connect(binding, to: treeView, events: events, firstRows: widths.fit(toFirstRows:))
    }
}
