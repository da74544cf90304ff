import ReactiveCore
extension ChangeEventCore {
    /// How many events may wait behind a busy deliverer before the change
    /// events waiting at the end of the queue are merged with a new one into
    /// one (array change events; see ``MergeableChangeEvent``).
    ///
    /// Why: several threads editing one observable array faster than its
    /// observers take the events would otherwise grow the queue without
    /// bound, each event holding its own version of the array. Below the
    /// bound every event reaches every subscriber, as before.
    @inlinable static var coalescingBound: Int { 8_192 }

    /// The bound instead of ``coalescingBound`` while the main thread is
    /// overloaded (`MainDeliveryQueue.isOverloaded`): its subscriptions merge
    /// the waiting events anyway, and a short queue holds few versions of
    /// the array and lets the newest reach them soon after the writers stop.
    @inlinable static var coalescingBoundUnderOverload: Int { 64 }

    /// Whether `event` was merged with the events waiting at the end of the
    /// queue instead of being queued after them. Lock held.
    @inlinable
    func mergesIntoQueue(_ event: ChangeEvent) -> Bool {
        guard queue.entries.count >= Self.coalescingBoundUnderOverload else { return false }
        guard queue.entries.count >= Self.coalescingBound || Self.mainThreadIsOverloaded() else { return false }
        return mergeQueuedEvents(with: event)
    }

    /// Whether the main thread is overloaded (out of line: the queue is not
    /// visible to inlinable code).
    @usableFromInline @inline(never)
    static func mainThreadIsOverloaded() -> Bool {
        MainDeliveryQueue.shared.isOverloaded
    }

    /// Merges the run of events for every subscriber at the end of the
    /// queue, owed by no one, with `event`, delivered where the run began;
    /// only when no subscriber joined since the run began (it would miss
    /// part of it). Lock held; `event`'s sequence number is `sequence`.
    @usableFromInline @inline(never)
    func mergeQueuedEvents(with event: ChangeEvent) -> Bool {
        guard ChangeEvent.self is any MergeableChangeEvent.Type else { return false }
        let end = queue.entries.endIndex
        var start = end
        while start > queue.entries.startIndex {
            let entry = queue.entries[start - 1]
            guard entry.work.target == nil, !entry.isOwed else { break }
            start -= 1
        }
        guard start < end else { return false }
        let first = queue.entries[start].sequence
        guard !subscribers.contains(where: { $0.start >= first && $0.start < sequence }) else { return false }
        let waiting = queue.entries[start..<end].map(\.work.event)
        let merged = MainDeliveryPolicy<ChangeEvent>.forEvents.coalesce(waiting, with: event)
        guard merged.count <= 1 else { return false }
        if let merged = merged.first {
            queue.entries[start].work.event = merged
            queue.entries.removeSubrange((start + 1)...)
        } else {
            queue.entries.removeSubrange(start...)
        }
        MainDeliveryQueue.shared.addCoalesced(end - start + 1 - merged.count, underOverload: false)
        return true
    }
}
