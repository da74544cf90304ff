import Dispatch
import Synchronization

/// The queue through which values handed to the main thread by other threads
/// reach it: one entry per pending delivery of a subscription (a
/// ``MainDelivery``), drained on the main thread in slices of bounded length.
///
/// Why it exists: with one main-queue block per value, a producer faster than
/// the main thread grows memory without bound and the host loop, which drains
/// everything libdispatch queued in one go, stops drawing. Here a slice stops
/// after ``sliceBudget`` and the rest is resumed later, through the host
/// loop's resume hook (a GLib idle below GTK's redraw priority once the GTK
/// adapter is installed), else on the main dispatch queue.
///
/// The main thread is **overloaded** from the moment a slice runs out of time
/// with values still waiting, until a slice finds the queue empty with no
/// value coalesced since the slice before (after the slice that empties it,
/// one more runs after a turn of the host loop to check); or while more than
/// ``overloadThreshold`` values wait (the main thread does not drain at all).
/// While it is, a subscription that stands for state keeps only its latest
/// waiting value (see ``MainDeliveryPolicy``). A main thread that is merely
/// late (busy elsewhere, then draining a backlog within its slices) loses
/// nothing.
///
/// The first entry after an empty queue wakes the main thread through
/// `DispatchQueue.main`, so deliveries keep their order with other main-queue
/// work while the main thread keeps up.
package final class MainDeliveryQueue: @unchecked Sendable {
    /// The process-wide queue.
    package static let shared = MainDeliveryQueue()

    /// Above this many waiting values the main thread counts as overloaded
    /// whether or not it drains: the bound on the memory a main thread that
    /// does not run at all lets waiting state take.
    package static let overloadThreshold = 65_536

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
    /// Whether the fallback resume is scheduled (main thread only).
    private var fallbackArmed = false

    private let waiting = Atomic<Int>(0)
    private let coalescedTotal = Atomic<Int>(0)
    /// Values coalesced because of overload (not by a ``MainDeliveryPolicy/single`` hop).
    private let coalescedUnderOverload = Atomic<Int>(0)
    /// Set when a slice ran out of time with values left (see the type's comment).
    private let behind = Atomic<Bool>(false)
    /// `coalescedUnderOverload` when the last slice ended (main thread only).
    private var coalescedAtLastSlice = 0
    private let resumeHook = SanitizedMutex<(@Sendable () -> Void)?>(nil)

    init() {}

    /// Values handed to the main thread and not delivered yet, in all
    /// subscriptions (for tests and benchmarks).
    package var waitingValueCount: Int { waiting.load(ordering: .relaxed) }

    /// Values replaced or merged before delivery since the process started.
    package var coalescedValueCount: Int { coalescedTotal.load(ordering: .relaxed) }

    /// `true` while the main thread is overloaded (see the type's comment).
    package var isOverloaded: Bool {
        behind.load(ordering: .relaxed) || waiting.load(ordering: .relaxed) > Self.overloadThreshold
    }

    /// Sets how the rest of an interrupted drain is resumed: `schedule` must
    /// arrange for ``drainSlice()`` to run on the main thread later (`nil`:
    /// on the main dispatch queue). Called by a host loop such as GTK's.
    package func setResumeScheduler(_ schedule: (@Sendable () -> Void)?) {
        resumeHook.withLock { $0 = schedule }
    }

    /// Counts values that started or stopped waiting.
    package func addWaiting(_ delta: Int) {
        waiting.add(delta, ordering: .relaxed)
    }

    /// Counts values replaced or merged into a newer one, `underOverload`
    /// or by a hop that always keeps one value.
    package func addCoalesced(_ count: Int, underOverload: Bool) {
        coalescedTotal.add(count, ordering: .relaxed)
        if underOverload { coalescedUnderOverload.add(count, ordering: .relaxed) }
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
                    let probe = stillBehind()
                    if !probe { wakeScheduled = false }
                    lock.unlock()
                    // Still behind: one more slice after a turn of the host
                    // loop ends the overload if nothing arrived meanwhile.
                    if probe { scheduleResume() }
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
                behind.store(true, ordering: .relaxed)
                coalescedAtLastSlice = coalescedUnderOverload.load(ordering: .relaxed)
                scheduleResume()
                return false
            }
        }
    }

    /// At the end of a slice that emptied the queue: whether the overload
    /// goes on (values were coalesced under it since the slice before), else
    /// ends it (main thread).
    private func stillBehind() -> Bool {
        let coalesced = coalescedUnderOverload.load(ordering: .relaxed)
        defer { coalescedAtLastSlice = coalesced }
        if behind.load(ordering: .relaxed), coalesced != coalescedAtLastSlice { return true }
        behind.store(false, ordering: .relaxed)
        return false
    }

    /// Whether entries are left (main thread, during a slice).
    private var hasMore: Bool {
        if drainIndex < draining.count { return true }
        lock.lock()
        defer { lock.unlock() }
        return !incoming.isEmpty
    }

    /// Schedules the next slice (the wake-up stays claimed meanwhile).
    ///
    /// Through the host loop's hook, with a slower fallback on the main
    /// dispatch queue in case something else drives the main thread for a
    /// while (a test waiting in `XCTestCase.wait(for:)` after GTK started).
    private func scheduleResume() {
        guard let schedule = resumeHook.withLock({ $0 }) else {
            DispatchQueue.main.async { MainDeliveryQueue.shared.drainSlice() }
            return
        }
        schedule()
        if !fallbackArmed {
            fallbackArmed = true
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50)) {
                let queue = MainDeliveryQueue.shared
                queue.fallbackArmed = false
                queue.drainSlice()
            }
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
