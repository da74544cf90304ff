import Dispatch
import Synchronization

/// The queue through which values handed to the main thread by other threads
/// reach it: one entry per pending delivery of a subscription (a
/// ``MainDelivery``), drained on the main thread in slices of bounded length.
///
/// Why it exists: with one main-queue block per value, a producer faster than
/// the main thread grows memory without bound and the host loop, which drains
/// everything libdispatch queued in one go, stops drawing. Here the waiting
/// values are counted: past ``overloadThreshold`` the main thread is behind,
/// and a subscription that stands for state keeps only its latest pending
/// value (see ``MainDeliveryPolicy``). A slice stops after ``sliceBudget`` and
/// the rest is resumed later, through the host loop's resume hook (a GLib idle
/// below GTK's redraw priority once the GTK adapter is installed), else on the
/// main dispatch queue.
///
/// The first entry after an empty queue wakes the main thread through
/// `DispatchQueue.main`, so deliveries keep their order with other main-queue
/// work while the main thread keeps up.
package final class MainDeliveryQueue: @unchecked Sendable {
    /// The process-wide queue.
    package static let shared = MainDeliveryQueue()

    /// Above this many waiting values the main thread counts as overloaded.
    package static let overloadThreshold = 1_024

    /// The longest a slice runs before yielding to the host loop.
    package static let sliceBudget: Duration = .milliseconds(4)

    private let lock = Lock()
    /// Entries added since the drain last took them (guarded by `lock`).
    private var incoming: [MainDeliverySlot] = []
    /// Whether a drain is scheduled or running (guarded by `lock`).
    private var wakeScheduled = false
    /// Entries being drained, and how far (main thread only).
    private var draining: [MainDeliverySlot] = []
    private var drainIndex = 0
    /// Whether a slice is running (main thread only): the drain is not re-entrant.
    private var isDraining = false

    private let waiting = Atomic<Int>(0)
    private let coalescedTotal = Atomic<Int>(0)
    private let resumeHook = SanitizedMutex<(@Sendable () -> Void)?>(nil)

    init() {}

    /// Values handed to the main thread and not delivered yet, in all
    /// subscriptions (for tests and benchmarks).
    package var waitingValueCount: Int { waiting.load(ordering: .relaxed) }

    /// Values replaced or merged before delivery since the process started.
    package var coalescedValueCount: Int { coalescedTotal.load(ordering: .relaxed) }

    /// `true` while more than ``overloadThreshold`` values wait.
    package var isOverloaded: Bool { waiting.load(ordering: .relaxed) > Self.overloadThreshold }

    /// Sets how the rest of an interrupted drain is resumed: `schedule` must
    /// arrange for ``drainSlice()`` to run on the main thread later (`nil`:
    /// on the main dispatch queue). Called by a host loop such as GTK's.
    package func setResumeScheduler(_ schedule: (@Sendable () -> Void)?) {
        resumeHook.withLock { $0 = schedule }
    }

    /// Counts values that started or stopped waiting.
    func addWaiting(_ delta: Int) {
        waiting.add(delta, ordering: .relaxed)
    }

    /// Counts values replaced or merged into a newer one.
    func addCoalesced(_ count: Int) {
        coalescedTotal.add(count, ordering: .relaxed)
    }

    /// Appends one pending delivery of `slot`, waking the main thread if the
    /// queue was idle.
    func enqueue(_ slot: MainDeliverySlot) {
        lock.lock()
        incoming.append(slot)
        let wake = !wakeScheduled
        wakeScheduled = true
        lock.unlock()
        if wake {
            DispatchQueue.main.async { MainDeliveryQueue.shared.drainSlice() }
        }
    }

    /// Delivers pending values on the main thread for at most ``sliceBudget``
    /// (at least a few values), then schedules the rest, if any.
    ///
    /// Not re-entrant: called from inside a delivery (a nested main loop) it
    /// returns at once and the outer slice goes on afterwards.
    ///
    /// - Returns: `true` if the queue was emptied.
    @discardableResult
    package func drainSlice() -> Bool {
        precondition(MainThread.isCurrent, "MainDeliveryQueue drained off the main thread")
        if isDraining { return false }
        isDraining = true
        defer { isDraining = false }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.sliceBudget)
        var delivered = 0
        while true {
            if drainIndex == draining.count {
                // Released outside the lock: a slot's last reference may run deinits.
                draining.removeAll(keepingCapacity: draining.capacity <= 4_096)
                drainIndex = 0
                lock.lock()
                if incoming.isEmpty {
                    wakeScheduled = false
                    lock.unlock()
                    return true
                }
                swap(&draining, &incoming)
                lock.unlock()
            }
            let slot = draining[drainIndex]
            drainIndex += 1
            slot.deliverNext()
            delivered += 1
            if delivered & 7 == 0, clock.now >= deadline, hasMore {
                scheduleResume()
                return false
            }
        }
    }

    /// Whether entries are left (main thread, during a slice).
    private var hasMore: Bool {
        if drainIndex < draining.count { return true }
        lock.lock()
        defer { lock.unlock() }
        return !incoming.isEmpty
    }

    /// Schedules the next slice (the wake-up stays claimed meanwhile).
    private func scheduleResume() {
        if let schedule = resumeHook.withLock({ $0 }) {
            schedule()
        } else {
            DispatchQueue.main.async { MainDeliveryQueue.shared.drainSlice() }
        }
    }
}

/// A subscription's place in the ``MainDeliveryQueue``: each queue entry
/// delivers the slot's oldest pending value.
@usableFromInline
package class MainDeliverySlot: @unchecked Sendable {
    init() {}

    /// Delivers the oldest pending value, if one is left (main thread).
    func deliverNext() {}
}
