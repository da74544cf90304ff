import ReactiveCore

/// Follows the selected element of a source through its change events: by
/// identity, finding its new position from each change set (a linear search
/// only after a selection change or a reset), sending the element again into
/// `element` when it is updated, and `nil` when it leaves the source.
///
/// Holds no copy of the source's array (a copy kept here would make the
/// source's next edit copy all of its elements).
final class SelectionTracker<Item>: @unchecked Sendable {
    /// The selected element, `nil` for none.
    let element: BehaviorRelay<Item?>
    /// The identity of an element (its `id`, or the key path given).
    let identity: (Item) -> AnyHashable
    /// Where edits are written, by identity (`nil`: the source is read-only
    /// or freed). Weak: the array's subscribers include this tracker.
    private(set) weak var root: MutableObservableArray<Item>?

    private let lock = RecursiveLock()
    // Guarded by `lock`.
    private var selectedKey: AnyHashable?
    /// The selected element's position in the source's last array; `nil`
    /// when unknown (looked up by identity at the next event).
    private var selectedIndex: Int?

    init(identity: @escaping (Item) -> AnyHashable, root: MutableObservableArray<Item>?) {
        element = BehaviorRelay(value: nil)
        self.identity = identity
        self.root = root
    }

    /// The identity of the selected element, if any.
    var key: AnyHashable? { lock.withLock { _ in selectedKey } }

    /// The relay took `item` (from the list, from code, or from `receive`).
    func selected(_ item: Item?) {
        lock.withLock { _ in
            let newKey = item.map(identity)
            guard newKey != selectedKey else { return }
            selectedKey = newKey
            selectedIndex = nil
        }
    }

    /// A change event of the source.
    func receive(_ event: ArrayChangeEvent<Item>) {
        lock.withLock { _ in
            guard let key = selectedKey else { return }
            let array = event.array
            var position: Int?
            var changed = true
            if case .patch(let set) = event.change, let index = selectedIndex {
                position = set.newPosition(ofOld: index)
                changed = position.map { ArrayChangeSet.contains(set.updates, $0) } ?? true
            } else {
                position = array.firstIndex { identity($0) == key }
            }
            selectedIndex = position
            guard changed else { return }
            // Sent with the lock held, so that a selection from another
            // thread cannot be overtaken by this older state.
            if let position {
                element.accept(array[position])
            } else {
                selectedKey = nil
                element.accept(nil)
            }
        }
    }

    /// Writes `body` into the selected element of the root array; `false`
    /// when nothing is selected, the source is read-only, or the element is
    /// no longer in the array.
    func write(_ body: (inout Item) -> Void) -> Bool {
        guard let root, let key else { return false }
        return root.updateFirst(where: { identity($0) == key }, body)
    }
}

extension ArrayChangeSet {
    /// Where the element at `old` of the old array is in the new one, or
    /// `nil` when it was deleted. O(k log k) for k changes.
    func newPosition(ofOld old: Int) -> Int? {
        if Self.contains(deletes, old) { return nil }
        if let move = moves.first(where: { $0.from == old }) { return move.to }
        // A staying element: its rank among the staying ones is kept, and
        // staying elements fill the positions no insert or move takes.
        let rank = old - deletes.prefix { $0 < old }.count - moves.count { $0.from < old }
        var position = rank
        for taken in (inserts + moves.map(\.to)).sorted() {
            guard taken <= position else { break }
            position += 1
        }
        return position
    }
}
