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
/// The main thread is **overloaded** from the moment more than
/// ``overloadThreshold`` values wait for it (a change event carrying an
/// array counts for its elements too), until a slice finds the queue empty
/// with no value coalesced for ``overloadQuietPeriod``. While it is, a subscription that stands for state keeps only its latest
/// waiting value (see ``MainDeliveryPolicy``), so the values waiting come
/// down to about one per subscription and stay there while the producers
/// go on. A main thread that is merely late (a burst of writes, or busy
/// elsewhere, then draining the backlog slice after slice) is not
/// overloaded and loses nothing: a slice running out of time says nothing
/// about overload by itself.
///
/// The first entry after an empty queue wakes the main thread through
/// `DispatchQueue.main`, so deliveries keep their order with other main-queue
/// work while the main thread keeps up.
package final class MainDeliveryQueue: @unchecked Sendable {
    /// The process-wide queue.
    package static let shared = MainDeliveryQueue()

    /// Above this many waiting values the main thread is overloaded, whether
    /// it drains slowly or not at all: the bound on the memory values waiting
    /// for it take before state coalesces (a few MiB for small values).
    package static let overloadThreshold = 131_072

    /// How long no value may have been coalesced, with the queue empty,
    /// before an overload ends: long enough that producers still writing
    /// (descheduled for a moment on a busy machine) keep it going, since
    /// starting it again costs ``overloadThreshold`` deliveries.
    package static let overloadQuietPeriod: Duration = .milliseconds(100)

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
    /// `waiting` with each value weighted (see ``MainDeliveryPolicy``'s weight).
    private let load = Atomic<Int>(0)
    private let coalescedTotal = Atomic<Int>(0)
    /// Values coalesced because of overload (not by a ``MainDeliveryPolicy/single`` hop).
    private let coalescedUnderOverload = Atomic<Int>(0)
    /// Whether the main thread is overloaded (see the type's comment).
    private let overloaded = Atomic<Bool>(false)
    /// `coalescedUnderOverload` when a slice last found the queue empty
    /// during an overload, and when it last found it changed (main thread only).
    private var coalescedAtLastCheck = 0
    private var lastCoalescingSeen = ContinuousClock.now
    /// Whether a check for the end of an overload is scheduled (main thread only).
    private var overloadCheckArmed = false
    private let resumeHook = SanitizedMutex<(@Sendable () -> Void)?>(nil)

    init() {}

    /// Values handed to the main thread and not delivered yet, in all
    /// subscriptions (for tests and benchmarks).
    package var waitingValueCount: Int { waiting.load(ordering: .relaxed) }

    /// Values replaced or merged before delivery since the process started.
    package var coalescedValueCount: Int { coalescedTotal.load(ordering: .relaxed) }

    /// `true` while the main thread is overloaded (see the type's comment).
    package var isOverloaded: Bool { overloaded.load(ordering: .relaxed) }

    /// Sets how the rest of an interrupted drain is resumed: `schedule` must
    /// arrange for ``drainSlice()`` to run on the main thread later (`nil`:
    /// on the main dispatch queue). Called by a host loop such as GTK's.
    package func setResumeScheduler(_ schedule: (@Sendable () -> Void)?) {
        resumeHook.withLock { $0 = schedule }
    }

    /// Counts values that started or stopped waiting (`delta`), and what
    /// they count for toward ``overloadThreshold`` (`weight`); passing the
    /// threshold starts an overload.
    package func addWaiting(_ delta: Int, weight: Int) {
        if delta != 0 { waiting.add(delta, ordering: .relaxed) }
        let now = load.add(weight, ordering: .relaxed).newValue
        if weight > 0, now > Self.overloadThreshold, !overloaded.load(ordering: .relaxed) {
            overloaded.store(true, ordering: .relaxed)
        }
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
    /// (at least a few values; under overload, at most one pass over the
    /// queue), then schedules the rest, if any.
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
                    checkOverloadEnd()
                    return true
                }
                // Under overload, one pass over the queue per slice: what
                // arrived during the pass is mostly newer state for the
                // subscriptions just delivered, so the host loop draws first.
                if delivered > 0, overloaded.load(ordering: .relaxed) {
                    lock.unlock()
                    scheduleResume()
                    return false
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

    /// When a slice finds the queue empty during an overload: ends it if no
    /// value was coalesced for ``overloadQuietPeriod``, else checks again a
    /// little later (main thread).
    private func checkOverloadEnd() {
        guard overloaded.load(ordering: .relaxed) else { return }
        let now = ContinuousClock.now
        let coalesced = coalescedUnderOverload.load(ordering: .relaxed)
        if coalesced != coalescedAtLastCheck {
            coalescedAtLastCheck = coalesced
            lastCoalescingSeen = now
        }
        if now - lastCoalescingSeen >= Self.overloadQuietPeriod {
            overloaded.store(false, ordering: .relaxed)
            return
        }
        guard !overloadCheckArmed else { return }
        overloadCheckArmed = true
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
            let queue = MainDeliveryQueue.shared
            queue.overloadCheckArmed = false
            queue.drainSlice()
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
