extension SubjectCore {
    /// How many emissions may wait behind a busy deliverer before a
    /// subject holding state (replaying one value: `BehaviorRelay`,
    /// `BehaviorSubject`, `share(replay: 1)`) replaces the values waiting at
    /// the end of its queue with the newest one.
    ///
    /// Why: several threads writing one relay faster than its observers take
    /// the values would otherwise grow the queue without bound. Below the
    /// bound every value reaches every observer, as before.
    @inlinable static var coalescingBound: Int { 8_192 }

    /// The bound instead of ``coalescingBound`` while the main thread is
    /// overloaded (`MainDeliveryQueue.isOverloaded`): its state
    /// subscriptions keep only the latest value anyway, and a short queue
    /// lets the newest value reach them soon after the writers stop.
    @inlinable static var coalescingBoundUnderOverload: Int { 64 }

    /// Whether `event` replaced the values waiting at the end of the queue
    /// instead of being queued after them (see ``coalescingBound``). Lock held.
    @inlinable
    func coalescesIntoQueue(_ event: Event<Element>) -> Bool {
        guard replayCount == 1, queue.entries.count >= Self.coalescingBoundUnderOverload else { return false }
        guard queue.entries.count >= Self.coalescingBound || mainThreadIsOverloaded() else { return false }
        return replaceQueuedValues(with: event)
    }

    /// Whether the main thread is overloaded (out of line: the queue is not
    /// visible to inlinable code).
    @usableFromInline @inline(never)
    func mainThreadIsOverloaded() -> Bool {
        MainDeliveryQueue.shared.isOverloaded
    }

    /// Replaces the run of value events at the end of the queue, emitted one
    /// after the other with no subscription in between and owed by no one,
    /// with `event`, delivered where the run began (to the same observers).
    /// Lock held.
    @usableFromInline @inline(never)
    func replaceQueuedValues(with event: Event<Element>) -> Bool {
        guard case .next = event else { return false }
        let end = queue.entries.endIndex
        var start = end
        var expected = nextID
        while start > queue.entries.startIndex {
            let entry = queue.entries[start - 1]
            guard entry.sequence &+ 1 == expected, !entry.isOwed, case .event(.next) = entry.work else { break }
            expected = entry.sequence
            start -= 1
        }
        guard start < end else { return false }
        queue.entries[start].work = .event(event)
        queue.entries.removeSubrange((start + 1)...)
        MainDeliveryQueue.shared.addCoalesced(end - start, underOverload: false)
        return true
    }
}
