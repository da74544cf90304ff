import ReactiveCore
import Synchronization

/// The state of one `autoRefresh` pipeline subscription: a watch on each
/// element's own observable property, which turns a change of it into an
/// update of that element's position (so a filter or sort after it looks at
/// the element again).
///
/// Keeps a copy of the source (events pass through with their change sets,
/// carrying that copy) and a watch per id, which remembers the position
/// where its element was last seen: a refresh finds its element there in
/// O(1), or, after inserts and removals before it moved it, by looking
/// outward from there (as far as it drifted). Used by one subscription,
/// serially (through its `PipelineGate`); the watches may fire on any thread.
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
            for (index, item) in items.enumerated() { watch(item, at: index) }
        case .patch(let set):
            set.applyPositional(
                to: &items, newCount: array.count,
                make: { index in
                    self.watch(array[index], at: index)
                    return array[index]
                },
                update: { item, index in
                    if item.id != array[index].id {
                        self.unwatch(item.id)
                        self.watch(array[index], at: index)
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
        guard let index = position(of: id) else { return nil }
        return ArrayChangeEvent(array: items, change: .patch(ArrayChangeSet(updates: [index])))
    }

    /// The position of the element with `id`, or `nil` when it has left:
    /// where its watch last saw it, else the nearest match looking outward
    /// from there (an insert or removal before an element moves it by one).
    private func position(of id: Item.ID) -> Int? {
        guard let watch = watches[id], !items.isEmpty else { return nil }
        let hint = min(watch.position, items.count - 1)
        if items[hint].id == id { return hint }
        var distance = 1
        while hint - distance >= 0 || hint + distance < items.count {
            let below = hint - distance
            if below >= 0 && items[below].id == id {
                watch.position = below
                return below
            }
            let above = hint + distance
            if above < items.count && items[above].id == id {
                watch.position = above
                return above
            }
            distance += 1
        }
        return nil
    }

    func finish() {
        let ending = watches
        watches = [:]
        for watch in ending.values { watch.subscription?.dispose() }
    }

    private func watch(_ item: Item, at position: Int) {
        let id = item.id
        guard watches[id] == nil else {
            duplicate = id
            return
        }
        let watch = ElementWatch(position: position)
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
        /// Where the element was last seen (touched only by the stage).
        var position: Int

        init(position: Int) {
            self.position = position
        }
    }
}
