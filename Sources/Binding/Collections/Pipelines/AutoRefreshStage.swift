import Synchronization

/// The state of one `autoRefresh` pipeline subscription: a watch on each
/// element's own observable property, which turns a change of it into an
/// update of that element's position (so a filter or sort after it looks at
/// the element again).
///
/// Keeps a copy of the source (events pass through with their change sets,
/// carrying that copy) and each element's id; finding the position of a
/// refreshed element is a linear search. Used by one subscription, serially
/// (through its `PipelineGate`); the watches may fire on any thread.
final class AutoRefreshStage<Item: Identifiable>: PipelineStage {
    typealias Input = Item
    typealias Output = Item
    typealias Control = Item.ID

    private let changes: (Item) -> Observable<Void>
    private let refresh: @Sendable (Item.ID) -> Void
    private var items: [Item] = []
    private var watches: [Item.ID: ElementWatch] = [:]
    private var duplicate: Item.ID?

    init(changes: @escaping (Item) -> Observable<Void>, refresh: @escaping @Sendable (Item.ID) -> Void) {
        self.changes = changes
        self.refresh = refresh
    }

    func receive(_ event: ArrayChangeEvent<Item>) throws -> ArrayChangeEvent<Item>? {
        let array = event.array
        switch event.change {
        case .reset:
            finish()
            items = array.ownedCopy()
            for item in items { watch(item) }
        case .patch(let set):
            set.applyPositional(
                to: &items, newCount: array.count,
                make: { index in
                    self.watch(array[index])
                    return array[index]
                },
                update: { item, index in
                    if item.id != array[index].id {
                        self.unwatch(item.id)
                        self.watch(array[index])
                    }
                    item = array[index]
                },
                removed: { self.unwatch($0.id) })
        }
        if let duplicate {
            throw ArrayPipelineError.duplicateKey(String(describing: duplicate))
        }
        return ArrayChangeEvent(array: items, change: event.change)
    }

    /// The element with `id` changed: an update of its position.
    func apply(_ id: Item.ID) -> ArrayChangeEvent<Item>? {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
        return ArrayChangeEvent(array: items, change: .patch(ArrayChangeSet(updates: [index])))
    }

    func finish() {
        let ending = watches
        watches = [:]
        for watch in ending.values { watch.subscription?.dispose() }
    }

    private func watch(_ item: Item) {
        let id = item.id
        guard watches[id] == nil else {
            duplicate = id
            return
        }
        let watch = ElementWatch()
        watches[id] = watch
        let refresh = self.refresh
        watch.subscription = changes(item).subscribe(onNext: { [weak watch] in
            // The value replayed while subscribing is the current one, not a change.
            if watch?.armed.load(ordering: .acquiring) == true { refresh(id) }
        })
        watch.armed.store(true, ordering: .releasing)
    }

    private func unwatch(_ id: Item.ID) {
        watches.removeValue(forKey: id)?.subscription?.dispose()
    }

    /// One element's watch.
    private final class ElementWatch: @unchecked Sendable {
        let armed = Atomic<Bool>(false)
        var subscription: Disposable?
    }
}
