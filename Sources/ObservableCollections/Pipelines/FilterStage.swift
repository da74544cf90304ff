import ReactiveCore

/// The state of one `filtered` pipeline subscription: which source elements
/// pass (one bit each, with ranks), the elements that pass, and, when the
/// predicate can change, a copy of the source (a new predicate is applied
/// to it; a fixed predicate needs only the bits).
///
/// A single insert, delete, move or update costs one predicate call and a
/// rank (`O(n / 64)` word operations) plus the arrays' own shifting; larger
/// changes and a new predicate cost one pass. Used by one subscription,
/// serially (through its `PipelineGate`).
final class FilterStage<Item> {
    private var predicate: ((Item) -> Bool)?
    /// Whether a new predicate may come (then `source` is kept).
    private let keepsSource: Bool
    /// A first event (a reset) has arrived.
    private var started = false
    /// A copy of the source, when `keepsSource`; else empty.
    private var source: [Item] = []
    private var included = InclusionBits()
    private var output: [Item] = []

    /// A stage filtering with `predicate`; `nil` (the predicate comes
    /// later, and may change) keeps a copy of the source to apply new ones to.
    init(predicate: ((Item) -> Bool)?) {
        self.predicate = predicate
        keepsSource = predicate == nil
    }

    /// The output event for a source event, or `nil` when the output did
    /// not change (or no predicate is known yet).
    func receive(_ event: ArrayChangeEvent<Item>) -> ArrayChangeEvent<Item>? {
        guard started, let predicate, case .patch(let set) = event.change else {
            started = true
            if keepsSource { source = event.array.ownedCopy() }
            return predicate == nil ? nil : reset(from: event.array)
        }
        // Edit the copy as a unique array (no copy-on-write), then put it back.
        var current: [Item] = []
        swap(&current, &source)
        defer { swap(&current, &source) }
        let array = event.array
        if let change = fastPath(set, array: array, source: &current, predicate: predicate) {
            return change.isEmpty ? nil : ArrayChangeEvent(array: output, change: .patch(change))
        }
        let origins = set.origins(oldCount: included.count, newCount: array.count)
        var updated = [Bool](repeating: false, count: array.count)
        for index in set.updates { updated[index] = true }
        var oldOutputIndex = [Int](repeating: -1, count: included.count)
        var rank = 0
        for index in 0..<included.count where included[index] {
            oldOutputIndex[index] = rank
            rank += 1
        }
        var newIncluded = InclusionBits()
        var newOutput: [Item] = []
        var outputOrigins: [ElementOrigin] = []
        for index in 0..<array.count {
            let origin = origins[index]
            let passes = origin >= 0 && !updated[index] ? included[origin] : predicate(array[index])
            newIncluded.append(passes)
            guard passes else { continue }
            newOutput.append(array[index])
            if origin >= 0 && included[origin] {
                outputOrigins.append(ElementOrigin(source: oldOutputIndex[origin], updated: updated[index]))
            } else {
                outputOrigins.append(.inserted)
            }
        }
        let change = ChangeSetBuilder.changeSet(origins: outputOrigins, oldCount: output.count)
        if keepsSource { current = array.ownedCopy() }
        included = newIncluded
        output = newOutput
        return change.isEmpty ? nil : ArrayChangeEvent(array: output, change: .patch(change))
    }

    /// Applies a new predicate to every element: elements that pass under
    /// both stay (they are not reported updated), others come or go.
    func setPredicate(_ newPredicate: @escaping (Item) -> Bool) -> ArrayChangeEvent<Item>? {
        precondition(keepsSource, "a filter made with a fixed predicate got a new one")
        let hadPredicate = predicate != nil
        predicate = newPredicate
        guard started else { return nil }
        guard hadPredicate else { return reset(from: source) }
        var newIncluded = InclusionBits()
        var newOutput: [Item] = []
        var outputOrigins: [ElementOrigin] = []
        var oldRank = 0
        for index in 0..<source.count {
            let was = included[index]
            let passes = newPredicate(source[index])
            newIncluded.append(passes)
            if passes {
                newOutput.append(source[index])
                outputOrigins.append(was ? ElementOrigin(source: oldRank, updated: false) : .inserted)
            }
            if was { oldRank += 1 }
        }
        let change = ChangeSetBuilder.changeSet(origins: outputOrigins, oldCount: output.count)
        included = newIncluded
        output = newOutput
        return change.isEmpty ? nil : ArrayChangeEvent(array: output, change: .patch(change))
    }

    private func reset(from elements: [Item]) -> ArrayChangeEvent<Item>? {
        guard let predicate else { return nil }
        included = InclusionBits()
        output = []
        for item in elements {
            let passes = predicate(item)
            included.append(passes)
            if passes { output.append(item) }
        }
        return ArrayChangeEvent(array: output, change: .reset)
    }

    /// One insert, delete, move or update, applied in place (to `source`
    /// too when it is kept); `nil` for anything else (the caller then makes
    /// one pass).
    private func fastPath(
        _ set: ArrayChangeSet, array: [Item], source: inout [Item], predicate: (Item) -> Bool
    ) -> ArrayChangeSet? {
        guard set.count == 1 else { return nil }
        if let index = set.updates.first {
            let was = included[index]
            let passes = predicate(array[index])
            if keepsSource { source[index] = array[index] }
            included[index] = passes
            let rank = included.rank(index)
            switch (was, passes) {
            case (true, true):
                output[rank] = array[index]
                return ArrayChangeSet(updates: [rank])
            case (true, false):
                output.remove(at: rank)
                return ArrayChangeSet(deletes: [rank])
            case (false, true):
                output.insert(array[index], at: rank)
                return ArrayChangeSet(inserts: [rank])
            case (false, false):
                return ArrayChangeSet()
            }
        }
        if let index = set.inserts.first {
            let passes = predicate(array[index])
            if keepsSource { source.insert(array[index], at: index) }
            included.insert(passes, at: index)
            guard passes else { return ArrayChangeSet() }
            let rank = included.rank(index)
            output.insert(array[index], at: rank)
            return ArrayChangeSet(inserts: [rank])
        }
        if let index = set.deletes.first {
            let was = included[index]
            let rank = included.rank(index)
            if keepsSource { source.remove(at: index) }
            included.remove(at: index)
            guard was else { return ArrayChangeSet() }
            output.remove(at: rank)
            return ArrayChangeSet(deletes: [rank])
        }
        let move = set.moves[0]
        let was = included[move.from]
        let from = included.rank(move.from)
        if keepsSource { source.insert(source.remove(at: move.from), at: move.to) }
        included.remove(at: move.from)
        included.insert(was, at: move.to)
        guard was else { return ArrayChangeSet() }
        let to = included.rank(move.to)
        guard from != to else { return ArrayChangeSet() }
        output.insert(output.remove(at: from), at: to)
        return ArrayChangeSet(moves: [ArrayMove(from: from, to: to)])
    }
}
