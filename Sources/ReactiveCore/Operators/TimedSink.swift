/// What the subscriptions of the timed operators (debounce, throttle, delay,
/// buffer(timeSpan:count:), timeout) share: the downstream observer, the
/// scheduler, one timer, and one recursive lock under which source events and
/// timer firings are handled, as they may come from different threads (a
/// subscriber reacting on the same thread re-enters it without deadlocking).
class TimedSink<Output>: @unchecked Sendable {
    /// The pending timer; disposed with the subscription.
    let timer = SerialDisposable()
    let observer: AnyObserver<Output>
    let scheduler: SchedulerType
    let lifetime: any Cancelable
    let lock = RecursiveLock()
    /// A terminal event went downstream (guarded by `lock`).
    var stopped = false

    init(observer: AnyObserver<Output>, scheduler: SchedulerType, lifetime: any Cancelable) {
        self.observer = observer
        self.scheduler = scheduler
        self.lifetime = lifetime
    }

    /// Runs `body` holding the lock, unless a terminal event was sent.
    final func ifRunning(_ body: () -> Void) {
        lock.withLock { _ in
            if stopped { return }
            body()
        }
    }
}
