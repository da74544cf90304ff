import ReactiveCore
/// Array change events waiting for the main thread under overload are merged
/// into one (see ``MainDeliveryPolicy``), by the merger transactions use: a
/// patch from the array before the first to the array after the last, or a
/// `.reset` when one of them is.
extension ArrayChangeEvent: MergeableChangeEvent {
    package static func merged(_ earlier: ArrayChangeEvent, _ later: ArrayChangeEvent) -> ArrayChangeEvent? {
        if case .reset = later.change { return later }
        let merger = ArrayTransactionChangeMerger<Item>()
        merger.absorb(earlier)
        merger.absorb(later)
        return merger.take(later.array)
    }

    /// One plus the elements of the array version it carries: a waiting
    /// event holds that version in memory.
    package var deliveryWeight: Int { 1 + array.count }
}

/// Sectioned change events are never skipped on their way to the main thread.
extension SectionedArrayChangeEvent: IncrementalChangeEvent {}
