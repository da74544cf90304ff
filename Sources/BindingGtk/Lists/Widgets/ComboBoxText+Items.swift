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
        ComboBoxItemsAttachment.attach(base, events: source.asObservable(), options: options, id: id, title: title,
                                       reader: ListElementReader.of(source, as: Item.self))
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

    /// The selected element of the bound array (`nil` for none): the current
    /// one, then each change reported by `changed` (user selections and the
    /// binding's own reports). Setting it selects the first equal element
    /// (none when there is none), without echo.
    @MainActor
    public func selectedElement<Element: Equatable>(_ type: Element.Type) -> ControlProperty<Element?> {
        controlProperty(
            changedBy: ["changed"],
            getter: { combo in combo.selectedIndex.flatMap { ComboBoxItemsAttachment.element(at: $0, of: combo, as: type) } },
            setter: { combo, element in
                combo.selectedIndex = element.flatMap { element in
                    ComboBoxItemsAttachment.binding(of: combo)?.index { ($0 as? Element) == element }
                }
            })
    }
}

/// What a combo box needs from the binding that drives its items.
@MainActor
protocol ComboBoxItemsControlling: AnyObject {
    /// The element at `index`.
    func element(at index: Int) -> Any?
    /// The index of the first element satisfying `predicate`.
    func index(where predicate: (Any) -> Bool) -> Int?
}

/// Drives the items of a `ComboBoxText` from an array's change events.
@MainActor
final class ComboBoxItemsBinding<Item>: ListItemsBinding<Item>, ComboBoxItemsControlling {
    private weak var combo: ComboBoxText?
    private let id: (@MainActor (Item) -> String)?
    private let title: @MainActor (Item) -> String

    init(
        combo: ComboBoxText, options: ListItemsOptions, id: (@MainActor (Item) -> String)?,
        title: @escaping @MainActor (Item) -> String, reader: (@Sendable () -> [Item])?
    ) {
        self.combo = combo
        self.id = id
        self.title = title
        super.init(options: options, editor: nil, reader: reader)
    }

    func element(at index: Int) -> Any? { item(at: index) }

    func index(where predicate: (Any) -> Bool) -> Int? { elements.prefix(count).firstIndex { predicate($0) } }

    override func patchRows(_ set: ArrayChangeSet, oldCount: Int, new: RowElements<Item>) {
        guard let combo, !combo.isDestroyed else { return }
        let before = combo.selectedIndex
        let after = before.flatMap { set.newIndex(ofOld: $0) }
        let pointer = combo.comboBoxTextPointer
        combo.performProgrammaticChange {
            if !(set.deletes.isEmpty && set.inserts.isEmpty && set.moves.isEmpty) {
                var removed = set.deletes
                removed.append(contentsOf: set.moves.map(\.from))
                for position in removed.sorted(by: >) { gtk_combo_box_text_remove(pointer, Int32(position)) }
                var placed = set.inserts
                placed.append(contentsOf: set.moves.map(\.to))
                for position in placed.sorted() {
                    gtk_combo_box_text_insert(pointer, Int32(position), id?(new[position]), title(new[position]))
                }
            }
            for position in set.updates { retitle(position, with: new[position], in: combo) }
            if combo.selectedIndex != after { gtk_combo_box_set_active(combo.comboBoxPointer, Int32(after ?? -1)) }
        }
        if before != after || after.map({ ArrayChangeSet.contains(set.updates, $0) }) == true {
            combo.emitSignal("changed")
        }
    }

    override func rebuildRows(oldCount: Int, new: RowElements<Item>, change: ArrayChangeSet?) {
        guard let combo, !combo.isDestroyed else { return }
        let before = combo.selectedIndex
        let after = change.flatMap { set in before.flatMap { set.newIndex(ofOld: $0) } }
        combo.performProgrammaticChange {
            gtk_combo_box_text_remove_all(combo.comboBoxTextPointer)
            for item in new { gtk_combo_box_text_append(combo.comboBoxTextPointer, id?(item), title(item)) }
            gtk_combo_box_set_active(combo.comboBoxPointer, Int32(after ?? -1))
        }
        if before != nil { combo.emitSignal("changed") }
    }

    /// Sets the text (and id) of item `position` in place, keeping the selection.
    private func retitle(_ position: Int, with item: Item, in combo: ComboBoxText) {
        guard let model = gtk_combo_box_get_model(combo.comboBoxPointer) else { return }
        var iter = GtkTreeIter()
        guard gtk_tree_model_iter_nth_child(model, &iter, nil, Int32(position)) != 0 else { return }
        let store = UnsafeMutableRawPointer(model).assumingMemoryBound(to: GtkListStore.self)
        withGValue(of: String.valueGType) { value in
            title(item).store(in: value)
            gtk_list_store_set_value(store, &iter, gtk_combo_box_get_entry_text_column(combo.comboBoxPointer), value)
        }
        let idColumn = gtk_combo_box_get_id_column(combo.comboBoxPointer)
        if let id, idColumn >= 0 {
            withGValue(of: String.valueGType) { value in
                id(item).store(in: value)
                gtk_list_store_set_value(store, &iter, idColumn, value)
            }
        }
    }
}

/// Connects a ``ComboBoxItemsBinding`` to its combo box and its source.
///
/// The current binding hangs off the GObject as data (`g_object_set_data_full`),
/// so it ends when the combo box is destroyed, when it is finalized, or when
/// another binding replaces it.
@MainActor
enum ComboBoxItemsAttachment {
    private static let key = "binding-gtk-combo-box-items"

    /// The entry stored on the combo box: the binding and what ends it.
    ///
    /// The entry owns the binding, not the subscription to its source, so the
    /// items stay readable and selectable after a source that completes
    /// (`Driver.just`, `Observable.of`). The binding holds the combo box
    /// weakly (no cycle); the entry goes when the binding is disposed or
    /// replaced, or when the combo box is destroyed or finalized.
    private final class Entry: @unchecked Sendable {
        let binding: any ComboBoxItemsControlling
        let disposable: Disposable
        init(binding: any ComboBoxItemsControlling, disposable: Disposable) {
            self.binding = binding
            self.disposable = disposable
        }
        deinit { disposable.dispose() }
    }

    static func binding(of combo: ComboBoxText) -> (any ComboBoxItemsControlling)? {
        guard let data = g_object_get_data(combo.objectPointer, key) else { return nil }
        return Unmanaged<Entry>.fromOpaque(data).takeUnretainedValue().binding
    }

    static func element<Element>(at index: Int, of combo: ComboBoxText, as type: Element.Type) -> Element? {
        guard let element = binding(of: combo)?.element(at: index) else { return nil }
        guard let typed = element as? Element else {
            preconditionFailure("ComboBoxText items show \(Swift.type(of: element)), not \(Element.self)")
        }
        return typed
    }

    static func attach<Item>(
        _ combo: ComboBoxText,
        events: Observable<ArrayChangeEvent<Item>>,
        options: ListItemsOptions,
        id: (@MainActor (Item) -> String)?,
        title: @escaping @MainActor (Item) -> String,
        reader: (@Sendable () -> [Item])?
    ) -> Disposable {
        guard !combo.isDestroyed else { return Disposables.create() }
        // Replacing the data releases (and so ends) the previous binding.
        g_object_set_data(combo.objectPointer, key, nil)
        let binding = ComboBoxItemsBinding(combo: combo, options: options, id: id, title: title, reader: reader)
        let subscription = events.observe(on: MainScheduler.instance).subscribe(onNext: { event in
            MainActor.assumeIsolated { binding.receive(event.array, event.change) }
        })
        let weakCombo = WeakReference(combo)
        let unregister = mainThreadDisposable { [weak binding] in
            guard let combo = weakCombo.object, let binding, Self.binding(of: combo) === binding else { return }
            g_object_set_data(combo.objectPointer, key, nil)
        }
        let whole = Disposables.create(subscription, unregister)
        let entry = Unmanaged.passRetained(Entry(binding: binding, disposable: whole)).toOpaque()
        g_object_set_data_full(combo.objectPointer, key, entry) { data in
            guard let data else { return }
            Unmanaged<Entry>.fromOpaque(data).release()
        }
        let destroyRegistration = combo.onDestroy { whole.dispose() }
        return Disposables.create(whole, destroyRegistration)
    }
}
