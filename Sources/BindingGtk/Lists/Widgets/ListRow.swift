import Binding

/// One row of a list bound with row components
/// (`rx.items(_:options:row:)`): the element it shows, and a binding
/// lifetime of its own.
///
/// <!-- snippet: doc-ListRow -->
/// ```swift
/// listBox.rx.items(tasks.filtered(by: viewModel.$filter) { $0.includes($1) }) { row in
///     let check = CheckButton(label: row.element.title)
///     row.binding {
///         row.field(\.isDone) <=> check.rx.isActive          // written back to `tasks`, once
///         row.elements.map(\.title) => check.rx.label
///     }
///     return check
/// }.disposed(by: disposeBag)
/// ```
///
/// **Lifetime.** The row's bindings (``disposeBag``, ``binding(_:)``) end when
/// the row leaves the list (its element is removed or filtered out, the list
/// is rebound or destroyed). **Updates.** When the element changes but keeps
/// its `id`, the row stays — widgets, focus and selection kept — and
/// ``elements`` and every ``field(_:)`` receive the new value; an element with
/// another id gets a new row. **Writing back.** A field's relay writes the
/// user's edits into the `MutableObservableArray` the list's pipeline starts
/// from (by `id`, one update event); the update coming back is not echoed to
/// the control. Main thread only.
@MainActor
public final class ListRow<Item: Identifiable>: BindingContext {
    /// The row's bindings: disposed when the row leaves the list.
    public let disposeBag = DisposeBag()
    /// The element shown now.
    public private(set) var element: Item
    private let relay: BehaviorRelay<Item>
    private let root: MutableObservableArray<Item>?
    private var fieldUpdates: [(Item) -> Void] = []
    /// `false` once the row has left the list.
    public private(set) var isInList = true

    init(element: Item, root: MutableObservableArray<Item>?) {
        self.element = element
        relay = BehaviorRelay(value: element)
        self.root = root
    }

    /// The element now and after each in-place update, on the main thread.
    public var elements: Driver<Item> { relay.asDriver() }

    /// A relay of one field of the element, for two-way bindings
    /// (`row.field(\.isDone) <=> check.rx.isActive`): it follows the element,
    /// and a value accepted into it (by the control) is written back into
    /// the source array's element with the same id. Without a writable
    /// source (a mapped pipeline, a read-only array), edits stay in the row.
    public func field<Value: Equatable>(_ keyPath: WritableKeyPath<Item, Value>) -> BehaviorRelay<Value> {
        let relay = BehaviorRelay(value: element[keyPath: keyPath])
        let guardState = FieldGuard()
        fieldUpdates.append { [weak relay] element in
            let value = element[keyPath: keyPath]
            guard let relay, relay.value != value else { return }
            guardState.isApplyingElement = true
            relay.accept(value)
            guardState.isApplyingElement = false
        }
        let id = element.id
        let root = self.root
        relay.asObservable().skip(1).subscribe(onNext: { value in
            guard !guardState.isApplyingElement else { return }
            root?.update(id: id) { element in
                if element[keyPath: keyPath] != value { element[keyPath: keyPath] = value }
            }
        }).disposed(by: disposeBag)
        return relay
    }

    /// Writes an edit of the element back into the source array (by id);
    /// returns `false` when the element is no longer there or the source is
    /// not writable.
    @discardableResult
    public func edit(_ body: (inout Item) -> Void) -> Bool {
        root?.update(id: element.id, body) ?? false
    }

    /// The element changed, keeping its id.
    func update(to newElement: Item) {
        element = newElement
        relay.accept(newElement)
        for update in fieldUpdates { update(newElement) }
    }

    /// The row left the list: its bindings end.
    func end() {
        guard isInList else { return }
        isInList = false
        fieldUpdates = []
        disposeBag.dispose()
    }

    /// Set while a field follows its element, so that the value is not written back.
    private final class FieldGuard: @unchecked Sendable {
        var isApplyingElement = false
    }
}

/// Rows made from ``ListRow`` components: each row's widget is mapped back
/// to its component, which is updated in place and ended with the widget.
@MainActor
enum ListRowComponents {
    /// The row content, and a disposable that ends every row still shown
    /// (the items binding ended: the rows stay, but no longer follow or
    /// edit the array).
    static func content<Item: Identifiable>(
        root: MutableObservableArray<Item>?, row factory: @escaping @MainActor (ListRow<Item>) -> Widget
    ) -> (ListRowContent<Item>, Disposable) {
        let registry = Registry<Item>()
        let endAll = mainThreadDisposable {
            let rows = registry.rows.values
            registry.rows = [:]
            for row in rows { row.end() }
        }
        return (ListRowContent(
            make: { _, item in
                let row = ListRow(element: item, root: root)
                let widget = factory(row)
                let key = ObjectIdentifier(widget)
                registry.rows[key] = row
                widget.onDestroy { [weak registry] in
                    registry?.rows.removeValue(forKey: key)
                    row.end()
                }
                return widget
            },
            update: { widget, _, item in
                guard let row = registry.rows[ObjectIdentifier(widget)], row.element.id == item.id else { return false }
                row.update(to: item)
                return true
            }), endAll)
    }

    /// The live components by their widget.
    private final class Registry<Item: Identifiable>: @unchecked Sendable {
        var rows: [ObjectIdentifier: ListRow<Item>] = [:]
    }
}
