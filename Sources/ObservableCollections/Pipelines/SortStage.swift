import ReactiveCore

/// The state of one `sorted` pipeline subscription: the elements in sorted
/// order, a copy of the source in its own order (a deleted or changed
/// element's old value is found there), and the ids present (a duplicate is
/// an error).
///
/// Elements the comparator finds equal keep the order in which they arrived
/// (a changed element goes after its equals): give a total order (break ties
/// by id) for an order that does not depend on history. One insert, delete
/// or update costs two binary searches and the arrays' own shifting; larger
/// changes cost one merge pass; a new comparator one stable sort. Used by
/// one subscription, serially (through its `PipelineGate`).
final class SortStage<Item: Identifiable> {
    private var areInIncreasingOrder: ((Item, Item) -> Bool)?
    private var source: [Item]?
    private var ids: Set<Item.ID> = []
    private var sorted: [Item] = []

    init(comparator: ((Item, Item) -> Bool)?) {
        areInIncreasingOrder = comparator
    }

    /// The output event for a source event (`nil`: nothing changed, or no
    /// comparator yet); throws `ArrayPipelineError.duplicateKey`.
    func receive(_ event: ArrayChangeEvent<Item>) throws -> ArrayChangeEvent<Item>? {
        guard var current = source, let order = areInIncreasingOrder, case .patch(let set) = event.change else {
            try adopt(event.array)
            return areInIncreasingOrder == nil ? nil : reset()
        }
        source = nil  // keep `current` unique while it is edited
        defer { source = current }
        let array = event.array
        if set.count == 1 {
            let change = try single(set, array: array, source: &current, order: order)
            return change.isEmpty ? nil : ArrayChangeEvent(array: sorted, change: .patch(change))
        }
        let change = try merge(set, array: array, old: current, order: order)
        current = array.ownedCopy()
        return change.isEmpty ? nil : ArrayChangeEvent(array: sorted, change: .patch(change))
    }

    /// Sorts the elements by `comparator`; those whose relative order stays
    /// are not reported (the fewest moves).
    func setComparator(_ comparator: @escaping (Item, Item) -> Bool) -> ArrayChangeEvent<Item>? {
        let hadComparator = areInIncreasingOrder != nil
        areInIncreasingOrder = comparator
        guard source != nil else { return nil }
        guard hadComparator else { return reset() }
        let order = sorted.indices.sorted { left, right in
            if comparator(sorted[left], sorted[right]) { return true }
            if comparator(sorted[right], sorted[left]) { return false }
            return left < right
        }
        let change = ChangeSetBuilder.changeSet(
            origins: order.map { ElementOrigin(source: $0, updated: false) }, oldCount: sorted.count)
        sorted = order.map { sorted[$0] }
        return change.isEmpty ? nil : ArrayChangeEvent(array: sorted, change: .patch(change))
    }

    private func adopt(_ array: [Item]) throws {
        var newIDs = Set<Item.ID>(minimumCapacity: array.count)
        for item in array where !newIDs.insert(item.id).inserted {
            throw ArrayPipelineError.duplicateKey(String(describing: item.id))
        }
        ids = newIDs
        source = array.ownedCopy()
    }

    private func reset() -> ArrayChangeEvent<Item>? {
        guard let source, let order = areInIncreasingOrder else { return nil }
        let positions = source.indices.sorted { left, right in
            if order(source[left], source[right]) { return true }
            if order(source[right], source[left]) { return false }
            return left < right
        }
        sorted = positions.map { source[$0] }
        return ArrayChangeEvent(array: sorted, change: .reset)
    }

    // MARK: - Searching

    /// The position of `item` (found by id among the elements equal to it).
    private func position(of item: Item, order: (Item, Item) -> Bool) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if order(sorted[middle], item) { low = middle + 1 } else { high = middle }
        }
        while low < sorted.count && sorted[low].id != item.id { low += 1 }
        precondition(low < sorted.count, "a sorted pipeline lost element \(item.id): its comparator is not a strict weak order")
        return low
    }

    /// The position after every element not ordered after `item` (in the
    /// array as it would be without the element at `skipped`, if given).
    private func insertionPoint(of item: Item, order: (Item, Item) -> Bool, skipping skipped: Int = -1) -> Int {
        var low = 0
        var high = skipped >= 0 ? sorted.count - 1 : sorted.count
        while low < high {
            let middle = (low + high) / 2
            let element = sorted[skipped >= 0 && middle >= skipped ? middle + 1 : middle]
            if order(item, element) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    // MARK: - Changes

    private func single(
        _ set: ArrayChangeSet, array: [Item], source: inout [Item], order: (Item, Item) -> Bool
    ) throws -> ArrayChangeSet {
        if let index = set.updates.first {
            let old = source[index]
            let new = array[index]
            if old.id != new.id {
                guard !ids.contains(new.id) else { throw ArrayPipelineError.duplicateKey(String(describing: new.id)) }
                ids.remove(old.id)
                ids.insert(new.id)
            }
            let from = position(of: old, order: order)
            let to = insertionPoint(of: new, order: order, skipping: from)
            sorted.relocate(from: from, to: to, replacingWith: new)
            source[index] = new
            if old.id != new.id { return ArrayChangeSet(deletes: [from], inserts: [to]) }
            return from == to ? ArrayChangeSet(updates: [to]) : ArrayChangeSet(updates: [to], moves: [ArrayMove(from: from, to: to)])
        }
        if let index = set.inserts.first {
            let new = array[index]
            guard ids.insert(new.id).inserted else { throw ArrayPipelineError.duplicateKey(String(describing: new.id)) }
            source.insert(new, at: index)
            let to = insertionPoint(of: new, order: order)
            sorted.insert(new, at: to)
            return ArrayChangeSet(inserts: [to])
        }
        if let index = set.deletes.first {
            let old = source.remove(at: index)
            ids.remove(old.id)
            let from = position(of: old, order: order)
            sorted.remove(at: from)
            return ArrayChangeSet(deletes: [from])
        }
        let move = set.moves[0]
        source.insert(source.remove(at: move.from), at: move.to)
        return ArrayChangeSet()
    }

    /// Several changes at once: the changed and new elements are sorted among
    /// themselves and merged into the kept ones in one pass.
    private func merge(_ set: ArrayChangeSet, array: [Item], old: [Item], order: @escaping (Item, Item) -> Bool) throws -> ArrayChangeSet {
        let origins = set.origins(oldCount: old.count, newCount: array.count)
        var removed = [Bool](repeating: false, count: sorted.count)
        var newIDs = ids
        for index in set.deletes {
            removed[position(of: old[index], order: order)] = true
            newIDs.remove(old[index].id)
        }
        // (value, origin in the old sorted order or -1, updated)
        var placed: [(item: Item, origin: Int, updated: Bool)] = []
        placed.reserveCapacity(set.inserts.count + set.updates.count)
        for index in set.updates {
            let previous = old[origins[index]]
            let from = position(of: previous, order: order)
            removed[from] = true
            if previous.id == array[index].id {
                placed.append((array[index], from, true))
            } else {
                newIDs.remove(previous.id)
                placed.append((array[index], -1, false))
            }
        }
        for index in set.updates where old[origins[index]].id != array[index].id {
            guard newIDs.insert(array[index].id).inserted else {
                throw ArrayPipelineError.duplicateKey(String(describing: array[index].id))
            }
        }
        for index in set.inserts {
            guard newIDs.insert(array[index].id).inserted else {
                throw ArrayPipelineError.duplicateKey(String(describing: array[index].id))
            }
            placed.append((array[index], -1, false))
        }
        let placing = placed.indices.sorted { left, right in
            if order(placed[left].item, placed[right].item) { return true }
            if order(placed[right].item, placed[left].item) { return false }
            return left < right
        }
        var result: [Item] = []
        var resultOrigins: [ElementOrigin] = []
        result.reserveCapacity(array.count)
        resultOrigins.reserveCapacity(array.count)
        var cursor = 0
        for next in placing {
            let entry = placed[next]
            while cursor < sorted.count && (removed[cursor] || !order(entry.item, sorted[cursor])) {
                if !removed[cursor] {
                    result.append(sorted[cursor])
                    resultOrigins.append(ElementOrigin(source: cursor, updated: false))
                }
                cursor += 1
            }
            result.append(entry.item)
            resultOrigins.append(entry.origin >= 0 ? ElementOrigin(source: entry.origin, updated: entry.updated) : .inserted)
        }
        while cursor < sorted.count {
            if !removed[cursor] {
                result.append(sorted[cursor])
                resultOrigins.append(ElementOrigin(source: cursor, updated: false))
            }
            cursor += 1
        }
        let change = ChangeSetBuilder.changeSet(origins: resultOrigins, oldCount: sorted.count)
        ids = newIDs
        sorted = result
        return change
    }
}
