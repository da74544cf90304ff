import ReactiveCore

extension ArrayChangeSet {
    /// Whether this change set follows the documented convention for an old
    /// array of `oldCount` elements and a new one of `newCount`: every list
    /// sorted and in range, no index both deleted and moved, inserted and
    /// moved, or inserted and updated, and the staying elements exactly
    /// filling the remaining new positions.
    public func isConsistent(oldCount: Int, newCount: Int) -> Bool {
        guard Self.isStrictlyAscending(deletes, below: oldCount),
              Self.isStrictlyAscending(inserts, below: newCount),
              Self.isStrictlyAscending(updates, below: newCount),
              Self.isStrictlyAscending(moves.lazy.map(\.to), below: newCount)
        else { return false }
        var oldTaken = [Bool](repeating: false, count: oldCount)
        for index in deletes { oldTaken[index] = true }
        for move in moves {
            guard move.from >= 0, move.from < oldCount, !oldTaken[move.from] else { return false }
            oldTaken[move.from] = true
        }
        var newTaken = [Bool](repeating: false, count: newCount)
        for index in inserts { newTaken[index] = true }
        for move in moves {
            guard !newTaken[move.to] else { return false }
            newTaken[move.to] = true
        }
        var inserted = [Bool](repeating: false, count: newCount)
        for index in inserts { inserted[index] = true }
        for index in updates where inserted[index] { return false }
        return oldCount - deletes.count - moves.count == newCount - inserts.count - moves.count
    }

    /// Turns `array` (the old array) into `newArray` using only this change
    /// set's indices: staying and moved elements are taken from `array`,
    /// inserted and updated ones from `newArray`.
    ///
    /// - Precondition: the change set is consistent for the two counts
    ///   (`isConsistent(oldCount:newCount:)`).
    public func apply<Item>(to array: inout [Item], newArray: [Item]) {
        precondition(isConsistent(oldCount: array.count, newCount: newArray.count),
                     "ArrayChangeSet \(self) does not fit \(array.count) → \(newArray.count) elements")
        if deletes.isEmpty && inserts.isEmpty && moves.isEmpty {
            for index in updates { array[index] = newArray[index] }
            return
        }
        var removed = [Bool](repeating: false, count: array.count)
        for index in deletes { removed[index] = true }
        for move in moves { removed[move.from] = true }
        var result: [Item] = []
        result.reserveCapacity(newArray.count)
        var insertCursor = 0
        var moveCursor = 0
        var oldCursor = 0
        for index in 0..<newArray.count {
            if insertCursor < inserts.count && inserts[insertCursor] == index {
                result.append(newArray[index])
                insertCursor += 1
            } else if moveCursor < moves.count && moves[moveCursor].to == index {
                result.append(array[moves[moveCursor].from])
                moveCursor += 1
            } else {
                while removed[oldCursor] { oldCursor += 1 }
                result.append(array[oldCursor])
                oldCursor += 1
            }
        }
        for index in updates { result[index] = newArray[index] }
        array = result
    }

    private static func isStrictlyAscending<S: Sequence>(_ indices: S, below limit: Int) -> Bool where S.Element == Int {
        var previous = -1
        for index in indices {
            guard index > previous, index < limit else { return false }
            previous = index
        }
        return true
    }
}

extension ArrayChange {
    /// Turns `array` into `newArray`: a `.reset` copies `newArray`, a `.patch`
    /// applies its change set (see `ArrayChangeSet.apply(to:newArray:)`).
    public func apply<Item>(to array: inout [Item], newArray: [Item]) {
        switch self {
        case .reset: array = newArray
        case .patch(let set): set.apply(to: &array, newArray: newArray)
        }
    }
}
