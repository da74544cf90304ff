import ReactiveCore

/// Turns the change events of one subscription into aggregate values.
/// Called serially (the events of one subscription never overlap).
protocol AggregateAccumulator<Item, Value>: AnyObject {
    associatedtype Item
    associatedtype Value
    /// The aggregate after `event` (the first event is a `.reset`).
    func receive(_ event: ArrayChangeEvent<Item>) -> Value
}

/// Running state over the keys of the elements: told each key that arrives
/// and each that leaves.
protocol AggregateTally {
    associatedtype Key
    associatedtype Value
    /// Forgets everything and starts from `keys`.
    mutating func reset(_ keys: [Key])
    /// A key arrived.
    mutating func insert(_ key: Key)
    /// A key left (one that was inserted and not removed yet).
    mutating func remove(_ key: Key)
    /// `true` when the tally wants a reset from the live keys (to free what it kept of removed ones).
    var wantsCompaction: Bool { get }
    /// The aggregate of the live keys.
    var value: Value { get }
}

/// The number of elements: the array's count.
final class CountAccumulator<Item>: AggregateAccumulator, @unchecked Sendable {
    func receive(_ event: ArrayChangeEvent<Item>) -> Int { event.array.count }
}

/// Keeps a mirror of the elements' keys position for position, and tells
/// the tally which keys arrive and leave with each change.
final class KeyedAccumulator<Item, Tally: AggregateTally>: AggregateAccumulator, @unchecked Sendable {
    private let key: (Item) -> Tally.Key
    private var tally: Tally
    private var mirror: [Tally.Key] = []

    init(key: @escaping (Item) -> Tally.Key, tally: Tally) {
        self.key = key
        self.tally = tally
    }

    func receive(_ event: ArrayChangeEvent<Item>) -> Tally.Value {
        let array = event.array
        switch event.change {
        case .reset:
            mirror = array.map(key)
            tally.reset(mirror)
        case .patch(let set):
            set.applyPositional(
                to: &mirror, newCount: array.count,
                make: { index in
                    let newKey = key(array[index])
                    tally.insert(newKey)
                    return newKey
                },
                update: { oldKey, index in
                    tally.remove(oldKey)
                    oldKey = key(array[index])
                    tally.insert(oldKey)
                },
                removed: { tally.remove($0) })
            if tally.wantsCompaction { tally.reset(mirror) }
        }
        return tally.value
    }
}

/// A running sum.
struct SumTally<Key: AdditiveArithmetic>: AggregateTally {
    private(set) var value = Key.zero

    mutating func reset(_ keys: [Key]) { value = keys.reduce(.zero, +) }
    mutating func insert(_ key: Key) { value += key }
    mutating func remove(_ key: Key) { value -= key }
    var wantsCompaction: Bool { false }
}

/// The key that precedes all others (the minimum with `<`, the maximum with
/// `>`), in a heap with lazy deletion (see `ArrayAggregate`).
struct ExtremumTally<Key: Comparable>: AggregateTally {
    private var live: BinaryHeap<Key>
    private var removed: BinaryHeap<Key>

    init(precedes: @escaping (Key, Key) -> Bool) {
        live = BinaryHeap(precedes: precedes)
        removed = BinaryHeap(precedes: precedes)
    }

    var value: Key? { live.top }

    var wantsCompaction: Bool { removed.count > live.count - removed.count }

    mutating func reset(_ keys: [Key]) {
        live.replace(with: keys)
        removed.replace(with: [])
    }

    mutating func insert(_ key: Key) { live.push(key) }

    mutating func remove(_ key: Key) {
        removed.push(key)
        // Pop the removed keys that reached the top, so `value` is a live key.
        while let top = live.top, let gone = removed.top, top == gone {
            live.pop()
            removed.pop()
        }
    }
}
