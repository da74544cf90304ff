import Binding
import CGtk

extension Reactive where Base: ComboBoxText {
    /// Binds the combo box's items to a sequence of array change events (an
    /// `ObservableArray`, its `asDriver()`, or `diff()` of whole arrays): each
    /// element shows as `title(element)`, with the optional `id(element)` as
    /// its item id. Changes insert, remove, move or retitle only the items
    /// they name, and the selected element stays selected while it survives;
    /// when its index changes, or it is deleted (nothing is then selected)
    /// or updated, the combo box emits `changed` so ``selectedIndex`` and
    /// ``activeID`` report it. Binding again replaces the previous items
    /// binding; the binding ends when disposed or when the combo box is
    /// destroyed, not when the source completes (``selectedElement(_:)``
    /// still reads and selects the elements of a `Driver.just(…)`).
    @MainActor
    public func items<Source: ObservableConvertibleType, Item>(
        _ source: Source,
        options: ListItemsOptions = .default,
        id: (@MainActor (Item) -> String)? = nil,
        title: @escaping @MainActor (Item) -> String
    ) -> Disposable where Source.Element == ArrayChangeEvent<Item> {
        ListAttachment.attach(base, make: {
            (ComboBoxEntries(combo: base, options: options, id: id, title: title,
                             reader: ListElementReader.of(source, as: Item.self)), [])
        }, subscribe: { ListEventDelivery.subscribe(source.asObservable(), to: $0) })
    }

    /// Binds the items to a Driver of whole arrays, diffed with `==` (`diff()`).
    @MainActor
    public func items<Item: Equatable>(
        _ arrays: Driver<[Item]>,
        options: ListItemsOptions = .default,
        id: (@MainActor (Item) -> String)? = nil,
        title: @escaping @MainActor (Item) -> String
    ) -> Disposable {
        items(arrays.diff(), options: options, id: id, title: title)
    }

    /// Binds the items to a Driver of whole arrays of hashable elements, diffed with hashing.
    @MainActor
    public func items<Item: Hashable>(
        _ arrays: Driver<[Item]>,
        options: ListItemsOptions = .default,
        id: (@MainActor (Item) -> String)? = nil,
        title: @escaping @MainActor (Item) -> String
    ) -> Disposable {
        items(arrays.diff(), options: options, id: id, title: title)
    }
}

extension ComboBoxText: ListItemsView, ListItemsWidget {
    /// The list engine's state: the items binding driving the entries, if
    /// any. It hangs off the GObject, released when the combo box is finalized.
    public var listItems: ListItemsState {
        if let data = g_object_get_data(objectPointer, Self.listItemsKey) {
            return Unmanaged<ListItemsState>.fromOpaque(data).takeUnretainedValue()
        }
        let state = ListItemsState(self)
        g_object_set_data_full(objectPointer, Self.listItemsKey, Unmanaged.passRetained(state).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<ListItemsState>.fromOpaque(data).release()
        }
        return state
    }

    private static let listItemsKey = "binding-gtk-list-items"

    func onSelectionChange(includingProgrammatic: Bool, _ handler: @escaping @MainActor () -> Void) -> Disposable {
        connect("changed") { [weak self] in
            guard let self, includingProgrammatic || !self.isApplyingProgrammaticChange else { return }
            handler()
        }
    }
}
