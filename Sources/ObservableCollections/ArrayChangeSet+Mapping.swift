import ReactiveCore

// Index arithmetic on `ArrayChangeSet` that the list binders and the pipelines need: where an
// old position ends up, and whether two change sets describe the same edit.

extension ArrayChangeSet {
    /// The new index of the element at old index `old`, or `nil` when it was deleted.
    ///
    /// Uses only this change set (see its index convention): a move source
    /// goes to its destination; a staying element takes the `r`-th new
    /// position that is neither inserted nor a move destination, where `r` is
    /// its rank among the staying elements.
    package func newIndex(ofOld old: Int) -> Int? {
        if Self.contains(deletes, old) { return nil }
        if let move = moves.first(where: { $0.from == old }) { return move.to }
        var rank = old
        for index in deletes where index < old { rank -= 1 }
        for move in moves where move.from < old { rank -= 1 }
        // Walk the taken new positions (inserts and move destinations) in order.
        var taken = inserts
        taken.append(contentsOf: moves.map(\.to))
        taken.sort()
        var position = rank
        for index in taken {
            if index <= position { position += 1 } else { break }
        }
        return position
    }

    /// For each new position, the old index of the element there, or `-1`
    /// for an inserted element.
    package func origins(oldCount: Int, newCount: Int) -> [Int] {
        var removed = [Bool](repeating: false, count: oldCount)
        for index in deletes { removed[index] = true }
        for move in moves { removed[move.from] = true }
        var result = [Int](repeating: -1, count: newCount)
        for move in moves { result[move.to] = move.from }
        var isInserted = [Bool](repeating: false, count: newCount)
        for index in inserts { isInserted[index] = true }
        var cursor = 0
        for position in 0..<newCount where !isInserted[position] && result[position] < 0 {
            while removed[cursor] { cursor += 1 }
            result[position] = cursor
            cursor += 1
        }
        return result
    }

    /// Whether applying this change set and `other` to the same array of
    /// `oldCount` elements gives the same positions, insertions and updates
    /// (two change sets may name different elements as moved for one reordering).
    package func isEquivalent(to other: ArrayChangeSet, oldCount: Int, newCount: Int) -> Bool {
        if self == other { return true }
        guard updates == other.updates, inserts == other.inserts, deletes == other.deletes else { return false }
        return origins(oldCount: oldCount, newCount: newCount) == other.origins(oldCount: oldCount, newCount: newCount)
    }

    /// `true` when the counts fit: `oldCount - deletes + inserts == newCount`.
    package func fits(oldCount: Int, newCount: Int) -> Bool {
        oldCount - deletes.count + inserts.count == newCount
            && (deletes.last ?? -1) < oldCount && (inserts.last ?? -1) < newCount
            && (updates.last ?? -1) < newCount
    }

    /// Binary search in an ascending list.
    package static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == value
    }
}
