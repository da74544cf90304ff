import ReactiveCore

/// An observable array that can be edited. Each edit sends one
/// `ArrayChangeEvent` carrying the new array and what changed; see
/// `ArrayChangeSet` for the index convention.
///
/// All methods are thread-safe (a lock inside; events are queued in the order
/// of the edits and delivered serially without holding the lock). With a
/// single thread, an edit and the edits observers make re-entrantly are
/// delivered before it returns; while several threads edit at once, an edit
/// may return before its event is delivered (by the thread delivering then,
/// or by a worker), so that no thread's edits can keep another's from
/// returning (see `ChangeEventCore`). Edits that
/// change nothing (appending an empty sequence, moving to the same place, an
/// empty batch) send no event.
///
/// Edits made inside `Transaction.run` apply at once but are sent as ONE
/// event when the outermost transaction ends, whose change set merges them
/// (as `batchUpdate` does), so a pipeline or list widget updates once:
///
/// <!-- snippet: doc-MutableObservableArray -->
/// ```swift
/// Transaction.run {
///     tasks.remove(at: 0)
///     tasks.append(Task(id: 8, title: "Write the report"))
///     tasks.update(id: 7) { $0.isDone = true }
/// }   // observers get one event: one delete, one insert, one update
/// ```
public final class MutableObservableArray<Item>: ObservableArray<Item>, @unchecked Sendable {
    /// An observable array holding `array`.
    public override init(_ array: [Item] = []) {
        super.init(array)
    }

    /// The element at `index`; setting it sends an update of that index.
    @inlinable
    public override subscript(index: Int) -> Item {
        get { core.read { $0[index] } }
        set {
            edit { array in
                array[index] = newValue
                return ArrayChangeSet(updates: [index])
            }
        }
    }

    /// Adds `item` at the end.
    @inlinable
    public func append(_ item: Item) {
        edit { array in
            array.append(item)
            return ArrayChangeSet(inserts: [array.count - 1])
        }
    }

    /// Adds `items` at the end, in order.
    public func append<S: Sequence>(contentsOf items: S) where S.Element == Item {
        edit { array in
            let before = array.count
            array.append(contentsOf: items)
            return ArrayChangeSet(inserts: Array(before..<array.count))
        }
    }

    /// Inserts `item` at `index` (`0...count`).
    @inlinable
    public func insert(_ item: Item, at index: Int) {
        edit { array in
            array.insert(item, at: index)
            return ArrayChangeSet(inserts: [index])
        }
    }

    /// Inserts `items` starting at `index` (`0...count`).
    public func insert<C: Collection>(contentsOf items: C, at index: Int) where C.Element == Item {
        edit { array in
            array.insert(contentsOf: items, at: index)
            return ArrayChangeSet(inserts: Array(index..<index + items.count))
        }
    }

    /// Removes and returns the element at `index`.
    @inlinable
    @discardableResult
    public func remove(at index: Int) -> Item {
        core.mutate { array, _ in
            let removed = array.remove(at: index)
            return (event(array, ArrayChangeSet(deletes: [index])), removed)
        }
    }

    /// Removes and returns the last element, or `nil` when empty.
    @discardableResult
    public func removeLast() -> Item? {
        core.mutate { array, _ in
            guard let removed = array.popLast() else { return (nil, nil) }
            return (event(array, ArrayChangeSet(deletes: [array.count])), removed)
        }
    }

    /// Removes every element (one event deleting every index).
    public func removeAll() {
        edit { array in
            let before = array.count
            array.removeAll()
            return ArrayChangeSet(deletes: Array(0..<before))
        }
    }

    /// Moves the element at `from` so that it ends up at index `to` of the
    /// resulting array (both in `0..<count`). Sends one move.
    public func move(from: Int, to: Int) {
        edit { array in
            precondition(array.indices.contains(from) && array.indices.contains(to),
                         "MutableObservableArray.move(from: \(from), to: \(to)) out of 0..<\(array.count)")
            guard from != to else { return ArrayChangeSet() }
            array.insert(array.remove(at: from), at: to)
            return ArrayChangeSet(moves: [ArrayMove(from: from, to: to)])
        }
    }

    /// Performs many edits on `body`'s argument and sends them as ONE event
    /// whose change set describes the whole batch relative to the array
    /// before it (moves kept to a minimum). Returns `body`'s result.
    ///
    /// The batch holds the array's lock: edits from other threads wait, and
    /// `body` must use only its argument, never this array.
    @discardableResult
    public func batchUpdate<Result>(_ body: (inout ArrayBatch<Item>) throws -> Result) rethrows -> Result {
        try core.mutate { array, observed in
            var batch = ArrayBatch(array)
            let result = try body(&batch)
            array = batch.array
            guard observed else { return (nil, result) }
            return (event(array, batch.changeSet), result)
        }
    }

    /// Replaces all elements with `newArray` and sends a `.reset`.
    public func replace(with newArray: [Item]) {
        core.mutate { array, _ in
            array = newArray
            return (ArrayChangeEvent(array: newArray, change: .reset), ())
        }
    }

    /// Replaces all elements with `newArray`, sending the change set `diff`
    /// computes from the old array (only when someone observes), or a `.reset`
    /// when `diff` is `nil`.
    func replace(with newArray: [Item], diff: (([Item], [Item]) -> ArrayChangeSet)?) {
        core.mutate { array, observed in
            let old = array
            array = newArray
            guard observed else { return (nil, ()) }
            guard let diff else { return (ArrayChangeEvent(array: newArray, change: .reset), ()) }
            return (event(newArray, diff(old, newArray)), ())
        }
    }

    /// Applies `body` under the lock and sends its change set unless empty.
    @inlinable
    func edit(_ body: (inout [Item]) -> ArrayChangeSet) {
        core.mutate { array, _ in
            let set = body(&array)
            return (event(array, set), ())
        }
    }

    @inlinable
    func event(_ array: [Item], _ set: ArrayChangeSet) -> ArrayChangeEvent<Item>? {
        set.isEmpty ? nil : ArrayChangeEvent(array: array, change: .patch(set))
    }
}
