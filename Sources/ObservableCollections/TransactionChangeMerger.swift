import ReactiveCore

/// Collects the change events of a `ChangeEventCore`'s mutations made while a
/// transaction is open, to send them as one event when it ends (see
/// `Transaction`). Subclassed for each kind of event (a core without a
/// merger sends every event at once, in a transaction too).
///
/// Guarded by its core's lock.
@usableFromInline
class TransactionChangeMerger<Value, ChangeEvent> {
    init() {}

    /// Whether events are being held back for a merged one.
    var isCollecting: Bool { false }

    /// Adds `event` (relative to the value after the previous event) to
    /// the merged change.
    func absorb(_ event: ChangeEvent) {}

    /// The merged event ending at `value` (`nil`: nothing changed), and
    /// stops collecting.
    func take(_ value: Value) -> ChangeEvent? { nil }

    /// Stops collecting, forgetting what was collected (nobody observes).
    func discard() {}
}

/// Merges an observable array's change sets: where each element of the
/// edited array came from in the array before the first held edit (an index,
/// or inserted) and whether it was replaced, as `ArrayBatch` records it; the
/// merged change set is built from that by `ChangeSetBuilder` (fewest moves).
/// A `.reset` among the edits makes the merged event a `.reset`.
final class ArrayTransactionChangeMerger<Item>: TransactionChangeMerger<[Item], ArrayChangeEvent<Item>> {
    private var collecting = false
    private var isReset = false
    private var origins: [ElementOrigin] = []
    private var originalCount = 0

    override var isCollecting: Bool { collecting }

    override func absorb(_ event: ArrayChangeEvent<Item>) {
        let newCount = event.array.count
        switch event.change {
        case .reset:
            collecting = true
            isReset = true
            origins = []
        case .patch(let set):
            if isReset { return }
            if !collecting {
                collecting = true
                originalCount = newCount - set.inserts.count + set.deletes.count
                origins = (0..<originalCount).map { ElementOrigin(source: $0, updated: false) }
            }
            set.applyPositional(
                to: &origins, newCount: newCount,
                make: { _ in .inserted },
                update: { origin, _ in origin.updated = true })
        }
    }

    override func take(_ array: [Item]) -> ArrayChangeEvent<Item>? {
        defer { discard() }
        guard collecting else { return nil }
        if isReset { return ArrayChangeEvent(array: array, change: .reset) }
        let set = ChangeSetBuilder.changeSet(origins: origins, oldCount: originalCount)
        return set.isEmpty ? nil : ArrayChangeEvent(array: array, change: .patch(set))
    }

    override func discard() {
        collecting = false
        isReset = false
        origins = []
    }
}
