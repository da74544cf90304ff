import Synchronization

/// Hands one subscription's values to the main thread, in order.
///
/// On the main thread, with nothing of this subscription waiting or being
/// delivered, a value is delivered inline (no allocation, no hop). Otherwise
/// it waits in this slot and the slot takes a place in the
/// ``MainDeliveryQueue``; the waiting values are delivered one per queue
/// entry, so deliveries of different subscriptions keep the order in which
/// their values were sent. A value sent during this subscription's own
/// delivery waits for it to end (no re-entrance).
///
/// Under overload (``MainDeliveryQueue/isOverloaded``) the slot applies its
/// ``MainDeliveryPolicy``: a state keeps only its latest value, change
/// events are merged, events are all kept. The memory held is then one value
/// per state subscription, whatever the write rate.
@usableFromInline
package final class MainDelivery<Element>: MainDeliverySlot, @unchecked Sendable {
    private let policy: MainDeliveryPolicy<Element>
    private let deliver: (Element) -> Void
    private let queue = MainDeliveryQueue.shared
    /// Values waiting plus one while a value is being delivered: zero means
    /// a value may be delivered inline.
    private let inFlight = Atomic<Int>(0)
    private let lock = Lock()
    /// The waiting values from `head` on (guarded by `lock`).
    private var values: [Element] = []
    private var head = 0
    /// This slot's entries in the queue (guarded by `lock`); never fewer than
    /// the waiting values, more when values were coalesced.
    private var entries = 0

    /// A delivery calling `deliver` on the main thread with each value.
    @usableFromInline
    package init(policy: MainDeliveryPolicy<Element>, deliver: @escaping (Element) -> Void) {
        self.policy = policy
        self.deliver = deliver
    }

    /// Delivers `value` inline when possible, else queues it.
    @usableFromInline
    package func send(_ value: Element) {
        if MainThread.isCurrent,
           inFlight.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged {
            deliver(value)
            inFlight.subtract(1, ordering: .acquiringAndReleasing)
            return
        }
        enqueue(value)
    }

    /// Adds `value` to the waiting ones, coalescing per the policy.
    private func enqueue(_ value: Element) {
        var released: [Element] = []
        var releasedOne: Element?
        var needsEntry = false
        lock.lock()
        let waitingCount = values.count - head
        if waitingCount == 1, shouldCoalesce, case .merged(let merged)? = policy.combine?(values[head], value) {
            // The usual case under overload: the one waiting value gives way
            // in place (no allocation, no new queue entry).
            releasedOne = values[head]
            values[head] = merged
            if let weight = policy.weight { queue.addWaiting(0, weight: weight(merged) - weight(releasedOne!)) }
            queue.addCoalesced(1, underOverload: !policy.always)
        } else if waitingCount > 0, shouldCoalesce {
            swap(&released, &values)
            values = policy.coalesce(released[head...], with: value)
            let change = values.count - waitingCount
            inFlight.add(change, ordering: .acquiringAndReleasing)
            queue.addWaiting(change, weight: weight(of: values[...]) - weight(of: released[head...]))
            head = 0
            queue.addCoalesced(waitingCount + 1 - values.count, underOverload: !policy.always)
            if values.count > entries {
                entries += 1
                needsEntry = true
            }
        } else {
            values.append(value)
            inFlight.add(1, ordering: .acquiringAndReleasing)
            queue.addWaiting(1, weight: policy.weight?(value) ?? 1)
            if waitingCount + 1 > entries {
                entries += 1
                needsEntry = true
            }
        }
        lock.unlock()
        // `released` and `releasedOne` (the replaced values) are freed here, outside the lock.
        _ = releasedOne
        if needsEntry { queue.enqueue(self) }
    }

    /// What `values` count for toward the overload threshold.
    private func weight(of values: ArraySlice<Element>) -> Int {
        guard let weight = policy.weight else { return values.count }
        return values.reduce(0) { $0 + weight($1) }
    }

    /// Whether a new value coalesces with the waiting ones (under `lock`).
    private var shouldCoalesce: Bool {
        guard policy.combine != nil else { return false }
        return policy.always || queue.isOverloaded
    }

    /// Forgets the waiting values (the subscription ended); their queue
    /// entries deliver nothing.
    package func cancel() {
        var released: [Element] = []
        lock.lock()
        let waitingCount = values.count - head
        let waitingWeight = weight(of: values[head...])
        swap(&released, &values)
        head = 0
        inFlight.subtract(waitingCount, ordering: .acquiringAndReleasing)
        lock.unlock()
        queue.addWaiting(-waitingCount, weight: -waitingWeight)
    }

    override func deliverNext() {
        lock.lock()
        entries -= 1
        guard head < values.count else {
            lock.unlock()
            return
        }
        let value = values[head]
        head += 1
        if head == values.count {
            values.removeAll(keepingCapacity: values.capacity <= 64)
            head = 0
        }
        lock.unlock()
        queue.addWaiting(-1, weight: -(policy.weight?(value) ?? 1))
        // `inFlight` still counts the value: a value sent during its delivery waits.
        deliver(value)
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
    }
}
