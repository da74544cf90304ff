import ReactiveCore
import Synchronization

/// A scheduler with a virtual clock, for testing time-based code without
/// waiting: actions run when the test advances the clock, in time order, and
/// actions due at the same time run in the order they were scheduled.
///
/// Time is counted in integer ticks; `resolution` says how long one tick is
/// (one second by default, as in RxTest), so `debounce(.seconds(20))` waits 20
/// ticks. An interval is converted to the nearest whole number of ticks; a
/// positive interval shorter than half a tick still counts as one tick, so
/// work scheduled for later never runs now.
///
/// Actions scheduled with `schedule(_:)` (or with a zero delay) run at the
/// current virtual time, after the action that is running and any other
/// action already due then. There is no simulated processing delay.
///
/// Disposing a scheduled action before it runs removes it from the queue at
/// once, so what it captures is released then, not when the clock would have
/// reached it (as with the real schedulers). A pending periodic action does
/// not keep its scheduler alive: a scheduler dropped with actions still
/// pending is freed with them.
///
/// <!-- snippet: doc-TestScheduler -->
/// ```swift
/// let scheduler = TestScheduler()
/// let input = scheduler.createHotObservable([.next(210, "a"), .next(215, "ab"), .completed(300)])
/// let result = scheduler.start { input.debounce(.seconds(10), scheduler: scheduler) }
/// XCTAssertEqual(result.events, [.next(225, "ab"), .completed(300)])
/// ```
public final class TestScheduler: SchedulerType, @unchecked Sendable {
    /// One pending action.
    private struct Item {
        let time: TestTime
        let order: UInt64
        let action: () -> Void
        let handle: PendingAction
    }

    /// The length of one tick.
    public let resolution: Duration

    private let lock = TestLock()
    // Guarded by `lock`.
    private var currentClock: TestTime
    private var queue: [Item] = []
    private var nextOrder: UInt64 = 0
    private var running = false

    /// A scheduler whose clock starts at `initialClock` ticks of `resolution` each.
    public init(initialClock: TestTime = 0, resolution: Duration = .seconds(1)) {
        precondition(resolution > .zero, "TestScheduler: the resolution must be positive")
        self.currentClock = initialClock
        self.resolution = resolution
    }

    /// The virtual time, in ticks.
    public var clock: TestTime { lock.withLock { currentClock } }

    /// The virtual time as a duration (`clock` ticks of `resolution`).
    public var now: Duration { resolution * clock }

    /// `true` while `start()` or `advance(to:)` is running actions.
    public var isRunning: Bool { lock.withLock { running } }

    /// The number of actions waiting to run (cancelled ones excluded).
    public var pendingCount: Int { lock.withLock { queue.count(where: { !$0.handle.isDisposed }) } }

    // MARK: Converting time

    /// The number of ticks nearest to `interval` (at least one for a positive
    /// interval); `nil` for `.never` or an interval beyond the clock's range.
    public func ticks(for interval: RxTimeInterval) -> TestTime? {
        let nanoseconds = interval.nanoseconds
        if nanoseconds == .max { return nil }
        if nanoseconds <= 0 { return 0 }
        let (seconds, attoseconds) = resolution.components
        let tick = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        let exact = Double(nanoseconds) / tick
        guard exact < Double(TestTime.max / 2) else { return nil }
        return Swift.max(1, TestTime(exact.rounded()))
    }

    // MARK: Scheduling

    /// Schedules `action` at the absolute virtual time `time` (at the current
    /// time if `time` has passed). Disposing the result before it runs cancels
    /// it and releases `action` (and what it captures) at once.
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
        lock.withLock {
            let due = Swift.max(time, currentClock)
            let handle = PendingAction(scheduler: self, time: due, order: nextOrder)
            let item = Item(time: due, order: nextOrder, action: action, handle: handle)
            nextOrder += 1
            queue.insert(item, at: insertionIndex(for: item))
            return handle
        }
    }

    /// Removes the pending action scheduled at `time` with `order`, if it is
    /// still queued. Its closure is released after the lock is given up (what
    /// it captured may dispose more).
    fileprivate func cancel(time: TestTime, order: UInt64) {
        let removed = lock.withLock { () -> Item? in
            var low = 0
            var high = queue.count
            while low < high {
                let middle = (low + high) / 2
                let candidate = queue[middle]
                if (candidate.time, candidate.order) < (time, order) { low = middle + 1 } else { high = middle }
            }
            guard low < queue.count, queue[low].order == order else { return nil }
            return queue.remove(at: low)
        }
        withExtendedLifetime(removed) {}
    }

    /// Schedules `action` `ticks` ticks from now.
    @discardableResult
    public func scheduleAfter(ticks: TestTime, action: @escaping () -> Void) -> Disposable {
        let due = lock.withLock { currentClock.addingReportingOverflow(Swift.max(0, ticks)) }
        if due.overflow { return Disposables.create() }
        return scheduleAt(due.partialValue, action: action)
    }

    /// Schedules `action` at the current virtual time, after the actions already due.
    public func schedule(_ action: @escaping () -> Void) -> Disposable {
        scheduleAfter(ticks: 0, action: action)
    }

    /// Schedules `action` after `dueTime` of virtual time; `.never` never runs.
    public func scheduleRelative(_ dueTime: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        guard let ticks = ticks(for: dueTime) else { return Disposables.create() }
        return scheduleAfter(ticks: ticks, action: action)
    }

    /// Schedules `action` every `period`, first after `startAfter`, until the
    /// result is disposed. Each run is scheduled from the previous one's due
    /// time, so runs never drift. The period must be at least one tick.
    public func schedulePeriodic(startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        guard let start = ticks(for: startAfter), let step = ticks(for: period) else { return Disposables.create() }
        precondition(step > 0, "TestScheduler: a periodic action needs a period of at least one tick")
        let repetition = PeriodicRepetition(scheduler: self, period: step, action: action)
        let firstDue = lock.withLock { currentClock } + start
        repetition.schedule(at: firstDue)
        return repetition
    }

    // MARK: Running

    /// Runs every scheduled action in time order, including actions they
    /// schedule, until none is left or `stop()` is called. The clock ends at
    /// the time of the last action run.
    ///
    /// A periodic action that is never disposed keeps this running forever:
    /// dispose it from a scheduled action, or use `advance(to:)`.
    public func start() {
        run(until: nil)
    }

    /// Runs the actions due up to and including `time`, then sets the clock to `time`.
    public func advance(to time: TestTime) {
        precondition(time >= clock, "TestScheduler: cannot advance to \(time), the clock is already at \(clock)")
        run(until: time)
    }

    /// Advances the clock by `ticks`, running the actions due meanwhile.
    public func advance(by ticks: TestTime) {
        advance(to: clock + ticks)
    }

    /// Advances the clock by `interval`, running the actions due meanwhile.
    public func advance(by interval: RxTimeInterval) {
        guard let ticks = ticks(for: interval) else {
            preconditionFailure("TestScheduler: cannot advance by \(interval)")
        }
        advance(by: ticks)
    }

    /// Stops a running `start()` or `advance(to:)` after the current action.
    public func stop() {
        lock.withLock { running = false }
    }

    private func run(until limit: TestTime?) {
        lock.withLock {
            precondition(!running, "TestScheduler: start() and advance(to:) must not be nested")
            running = true
        }
        while let item = nextItem(until: limit) {
            item.action()
        }
        lock.withLock {
            if let limit, running, limit > currentClock { currentClock = limit }
            running = false
        }
    }

    /// Removes and returns the next live action due by `limit`, moving the clock to its time.
    private func nextItem(until limit: TestTime?) -> Item? {
        // An action disposed while its removal waits for the lock is dropped
        // here, and released after the lock.
        var dropped: [Item] = []
        defer { withExtendedLifetime(dropped) {} }
        return lock.withLock {
            while running, let first = queue.first {
                if let limit, first.time > limit { return nil }
                queue.removeFirst()
                if first.handle.isDisposed {
                    dropped.append(first)
                    continue
                }
                if first.time > currentClock { currentClock = first.time }
                return first
            }
            return nil
        }
    }

    /// The index keeping `queue` sorted by time, then scheduling order (so
    /// also sorted by the pair, since `order` only grows).
    private func insertionIndex(for item: Item) -> Int {
        var low = 0
        var high = queue.count
        while low < high {
            let middle = (low + high) / 2
            if queue[middle].time <= item.time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The disposable of one action scheduled on a `TestScheduler`: disposing it
/// takes the action out of the scheduler's queue.
///
/// It refers to the scheduler weakly: the queue holds it, and a scheduler
/// that is gone has nothing left to cancel.
private final class PendingAction: Cancelable, @unchecked Sendable {
    private weak var scheduler: TestScheduler?
    private let time: TestTime
    private let order: UInt64
    private let disposed = Atomic<Bool>(false)

    init(scheduler: TestScheduler, time: TestTime, order: UInt64) {
        self.scheduler = scheduler
        self.time = time
        self.order = order
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        scheduler?.cancel(time: time, order: order)
    }
}

/// A periodic action on a `TestScheduler`: each run schedules the next one.
///
/// The pending run keeps the repetition alive (its disposable may be
/// dropped); the repetition refers to the scheduler unowned, since the
/// scheduler's queue holds it and it only schedules from a run, while the
/// scheduler is alive. Disposing it cancels the pending run and releases the
/// action, even when the action captures the repetition's own disposable.
private final class PeriodicRepetition: Cancelable, @unchecked Sendable {
    private unowned let scheduler: TestScheduler
    private let period: TestTime
    private let current = SerialDisposable()
    private let lock = TestLock()
    /// The action; `nil` once disposed (guarded by `lock`).
    private var action: (() -> Void)?

    init(scheduler: TestScheduler, period: TestTime, action: @escaping () -> Void) {
        self.scheduler = scheduler
        self.period = period
        self.action = action
    }

    var isDisposed: Bool { current.isDisposed }

    func schedule(at time: TestTime) {
        current.disposable = scheduler.scheduleAt(time) {
            guard !self.isDisposed, let action = self.lock.withLock({ self.action }) else { return }
            action()
            if !self.isDisposed { self.schedule(at: time + self.period) }
        }
    }

    func dispose() {
        current.dispose()
        let released = lock.withLock { () -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        withExtendedLifetime(released) {}
    }
}
