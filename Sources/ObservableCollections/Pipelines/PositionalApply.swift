import ReactiveCore

extension ArrayChangeSet {
    /// Applies this change set to `mirror`, an array kept position for
    /// position beside the source: `make(newIndex)` builds the element of an
    /// inserted position, `update(&element, newIndex)` refreshes a kept one
    /// whose source changed, and `removed` receives each deleted element.
    ///
    /// A single insert, delete or move, and updates alone, are done in place
    /// (no pass over the whole array); anything else rebuilds the array once.
    ///
    /// - Precondition: the change set fits `mirror.count` → `newCount`.
    package func applyPositional<Element>(
        to mirror: inout [Element],
        newCount: Int,
        make: (Int) -> Element,
        update: (inout Element, Int) -> Void,
        removed: (Element) -> Void = { _ in }
    ) {
        precondition(fits(oldCount: mirror.count, newCount: newCount),
                     "\(self) does not fit \(mirror.count) → \(newCount) elements")
        if deletes.isEmpty && inserts.isEmpty && moves.isEmpty {
            for index in updates { update(&mirror[index], index) }
            return
        }
        if updates.isEmpty && count == 1 {
            if let index = inserts.first {
                mirror.insert(make(index), at: index)
            } else if let index = deletes.first {
                removed(mirror.remove(at: index))
            } else if let move = moves.first {
                mirror.insert(mirror.remove(at: move.from), at: move.to)
            }
            return
        }
        var gone = [Bool](repeating: false, count: mirror.count)
        for index in deletes {
            gone[index] = true
            removed(mirror[index])
        }
        for move in moves { gone[move.from] = true }
        var result: [Element] = []
        result.reserveCapacity(newCount)
        var insertCursor = 0
        var moveCursor = 0
        var oldCursor = 0
        for index in 0..<newCount {
            if insertCursor < inserts.count && inserts[insertCursor] == index {
                result.append(make(index))
                insertCursor += 1
            } else if moveCursor < moves.count && moves[moveCursor].to == index {
                result.append(mirror[moves[moveCursor].from])
                moveCursor += 1
            } else {
                while gone[oldCursor] { oldCursor += 1 }
                result.append(mirror[oldCursor])
                oldCursor += 1
            }
        }
        for index in updates { update(&result[index], index) }
        mirror = result
    }
}

extension Array {
    /// A copy with storage of its own (not shared with `self`), so that the
    /// source of the copied array never has to copy it on its next edit.
    package func ownedCopy() -> [Element] {
        map { $0 }
    }
}

extension Array {
    /// Puts `newValue` at `to` in place of the element at `from`, shifting
    /// only the elements between the two (what `remove(at: from)` then
    /// `insert(newValue, at: to)` give, with one short move instead of two
    /// moves of everything after them).
    mutating func relocate(from: Int, to: Int, replacingWith newValue: Element) {
        precondition(indices.contains(from) && indices.contains(to), "relocate(from: \(from), to: \(to)) out of 0..<\(count)")
        guard from != to else {
            self[from] = newValue
            return
        }
        withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let old = (base + from).move()
            if from < to {
                (base + from).moveInitialize(from: base + from + 1, count: to - from)
            } else {
                (base + to + 1).moveInitialize(from: base + to, count: from - to)
            }
            (base + to).initialize(to: newValue)
            _ = consume old
        }
    }
}
