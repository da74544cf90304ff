import ReactiveCore

/// The editable copy of an array handed to `MutableObservableArray.batchUpdate`.
///
/// It behaves like an array and records where each element came from, so that
/// the whole batch is delivered as one event with one combined change set
/// (deletes, inserts, moves and updates relative to the array before the batch).
public struct ArrayBatch<Item> {
    /// The elements as edited so far.
    public private(set) var array: [Item]
    private var origins: [ElementOrigin]
    private let originalCount: Int

    init(_ array: [Item]) {
        self.array = array
        originalCount = array.count
        origins = (0..<array.count).map { ElementOrigin(source: $0, updated: false) }
    }

    /// The number of elements.
    public var count: Int { array.count }

    /// `true` when there are no elements.
    public var isEmpty: Bool { array.isEmpty }

    /// The first element, if any.
    public var first: Item? { array.first }

    /// The last element, if any.
    public var last: Item? { array.last }

    /// The element at `index`; setting it records an update.
    public subscript(index: Int) -> Item {
        get { array[index] }
        set {
            array[index] = newValue
            origins[index].updated = true
        }
    }

    /// Adds `item` at the end.
    public mutating func append(_ item: Item) {
        array.append(item)
        origins.append(.inserted)
    }

    /// Adds `items` at the end, in order.
    public mutating func append<S: Sequence>(contentsOf items: S) where S.Element == Item {
        let before = array.count
        array.append(contentsOf: items)
        origins.append(contentsOf: repeatElement(.inserted, count: array.count - before))
    }

    /// Inserts `item` at `index` (`0...count`).
    public mutating func insert(_ item: Item, at index: Int) {
        array.insert(item, at: index)
        origins.insert(.inserted, at: index)
    }

    /// Inserts `items` starting at `index` (`0...count`).
    public mutating func insert<C: Collection>(contentsOf items: C, at index: Int) where C.Element == Item {
        array.insert(contentsOf: items, at: index)
        origins.insert(contentsOf: repeatElement(.inserted, count: items.count), at: index)
    }

    /// Removes and returns the element at `index`.
    @discardableResult
    public mutating func remove(at index: Int) -> Item {
        origins.remove(at: index)
        return array.remove(at: index)
    }

    /// Removes and returns the last element; the batch must not be empty.
    @discardableResult
    public mutating func removeLast() -> Item {
        origins.removeLast()
        return array.removeLast()
    }

    /// Removes every element.
    public mutating func removeAll() {
        array.removeAll()
        origins.removeAll()
    }

    /// Removes the elements that satisfy `shouldBeRemoved`.
    public mutating func removeAll(where shouldBeRemoved: (Item) throws -> Bool) rethrows {
        var keptItems: [Item] = []
        var keptOrigins: [ElementOrigin] = []
        keptItems.reserveCapacity(array.count)
        keptOrigins.reserveCapacity(array.count)
        for (item, origin) in zip(array, origins) where try !shouldBeRemoved(item) {
            keptItems.append(item)
            keptOrigins.append(origin)
        }
        array = keptItems
        origins = keptOrigins
    }

    /// Moves the element at `from` so that it ends up at index `to` of the
    /// resulting array (both in `0..<count`).
    public mutating func move(from: Int, to: Int) {
        guard from != to else {
            precondition(from >= 0 && from < array.count, "ArrayBatch.move: index \(from) out of range")
            return
        }
        let item = array.remove(at: from)
        let origin = origins.remove(at: from)
        array.insert(item, at: to)
        origins.insert(origin, at: to)
    }

    /// The change set from the array before the batch to `array`.
    var changeSet: ArrayChangeSet {
        ChangeSetBuilder.changeSet(origins: origins, oldCount: originalCount)
    }
}
