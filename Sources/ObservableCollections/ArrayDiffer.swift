import ReactiveCore

/// Minimal change sets between two arrays, computed with the standard
/// library's `CollectionDifference` (Myers' algorithm) and its move inference.
///
/// The common prefix and suffix are skipped before diffing, so the cost grows
/// with the size of the changed region rather than the whole array.
enum ArrayDiffer {
    /// Largest `removals × insertions` product for which moves are inferred
    /// between merely `Equatable` elements (that pairing is quadratic).
    static let equatableMovePairingLimit = 1_000_000

    /// The change set from `old` to `new`, matching elements by `key`.
    ///
    /// Elements with the same key that stay or move are *kept*; when
    /// `contentEqual` says their content differs they are reported as updates
    /// (at their new index). Unmatched elements are deletes and inserts.
    static func changeSet<Item, Key: Hashable>(
        from old: [Item], to new: [Item],
        key: (Item) -> Key,
        contentEqual: ((Item, Item) -> Bool)?
    ) -> ArrayChangeSet {
        let oldKeys = old.map(key)
        let newKeys = new.map(key)
        let (prefix, suffix) = commonEnds(oldKeys, newKeys, by: ==)
        let difference = newKeys[prefix..<newKeys.count - suffix]
            .difference(from: oldKeys[prefix..<oldKeys.count - suffix])
            .inferringMoves()
        var set = changeSet(difference, offset: prefix)
        if let contentEqual { set.updates = updates(set, old, new, contentEqual) }
        return set
    }

    /// The change set from `old` to `new` for elements compared only by
    /// `equal`: a changed element is a delete plus an insert (no updates);
    /// moves are inferred between equal removed and inserted elements.
    static func changeSet<Item>(from old: [Item], to new: [Item], by equal: (Item, Item) -> Bool) -> ArrayChangeSet {
        let (prefix, suffix) = commonEnds(old, new, by: equal)
        let difference = new[prefix..<new.count - suffix]
            .difference(from: old[prefix..<old.count - suffix], by: equal)
        var set = changeSet(difference, offset: prefix)
        inferMoves(&set, old, new, equal)
        return set
    }

    /// Lengths of the common prefix and (non-overlapping) common suffix.
    private static func commonEnds<Element>(
        _ old: [Element], _ new: [Element], by equal: (Element, Element) -> Bool
    ) -> (prefix: Int, suffix: Int) {
        let limit = min(old.count, new.count)
        var prefix = 0
        while prefix < limit && equal(old[prefix], new[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix && equal(old[old.count - 1 - suffix], new[new.count - 1 - suffix]) { suffix += 1 }
        return (prefix, suffix)
    }

    /// Converts a difference between slices starting at `offset` into a change set.
    private static func changeSet<Element>(_ difference: CollectionDifference<Element>, offset: Int) -> ArrayChangeSet {
        var set = ArrayChangeSet()
        for case .remove(let index, _, let associated) in difference.removals {
            if let associated {
                set.moves.append(ArrayMove(from: index + offset, to: associated + offset))
            } else {
                set.deletes.append(index + offset)
            }
        }
        for case .insert(let index, _, let associated) in difference.insertions where associated == nil {
            set.inserts.append(index + offset)
        }
        set.deletes.sort()
        set.inserts.sort()
        set.moves.sort { $0.to < $1.to }
        return set
    }

    /// New indices of kept elements (staying or moved) whose content changed.
    private static func updates<Item>(
        _ set: ArrayChangeSet, _ old: [Item], _ new: [Item], _ contentEqual: (Item, Item) -> Bool
    ) -> [Int] {
        var gone = [Bool](repeating: false, count: old.count)
        for index in set.deletes { gone[index] = true }
        for move in set.moves { gone[move.from] = true }
        var placed = [Bool](repeating: false, count: new.count)
        for index in set.inserts { placed[index] = true }
        var updates: [Int] = []
        for move in set.moves {
            placed[move.to] = true
            if !contentEqual(old[move.from], new[move.to]) { updates.append(move.to) }
        }
        var oldIndex = 0
        for newIndex in 0..<new.count where !placed[newIndex] {
            while gone[oldIndex] { oldIndex += 1 }
            if !contentEqual(old[oldIndex], new[newIndex]) { updates.append(newIndex) }
            oldIndex += 1
        }
        updates.sort()
        return updates
    }

    /// Pairs deleted and inserted elements that are equal into moves.
    private static func inferMoves<Item>(_ set: inout ArrayChangeSet, _ old: [Item], _ new: [Item], _ equal: (Item, Item) -> Bool) {
        guard !set.deletes.isEmpty, !set.inserts.isEmpty,
              set.deletes.count * set.inserts.count <= equatableMovePairingLimit else { return }
        var deleteTaken = [Bool](repeating: false, count: set.deletes.count)
        var keptInserts: [Int] = []
        for insert in set.inserts {
            if let match = set.deletes.indices.first(where: { !deleteTaken[$0] && equal(old[set.deletes[$0]], new[insert]) }) {
                deleteTaken[match] = true
                set.moves.append(ArrayMove(from: set.deletes[match], to: insert))
            } else {
                keptInserts.append(insert)
            }
        }
        guard keptInserts.count != set.inserts.count else { return }
        set.inserts = keptInserts
        set.deletes = set.deletes.indices.filter { !deleteTaken[$0] }.map { set.deletes[$0] }
        set.moves.sort { $0.to < $1.to }
    }
}
