import Dispatch
import Synchronization

/// Runs work on the main thread (the GTK thread, once the adapter drives the
/// main dispatch queue from the GTK main loop).
///
/// `schedule` runs the action inline when called on the main thread and no
/// earlier main-scheduled work is still pending (so order is kept and
/// re-entrant scheduling does not nest); otherwise it enqueues the action on
/// `DispatchQueue.main`.
public final class MainScheduler: SchedulerType {
    /// The shared main scheduler.
    public static let instance = MainScheduler(alwaysAsync: false)

    /// A main scheduler that always enqueues, even on the main thread.
    public static let asyncInstance = MainScheduler(alwaysAsync: true)

    private let alwaysAsync: Bool
    /// Actions scheduled and not finished yet: zero means one may run inline.
    private let enqueued = Atomic<Int>(0)

    /// A main scheduler with its own pending count: it runs inline whenever
    /// none of *its* work is queued, independently of other instances.
    private init(alwaysAsync: Bool) {
        self.alwaysAsync = alwaysAsync
    }

    /// `true` when called on the main thread.
    public static var isMainThread: Bool { MainThread.isCurrent }

    /// Traps with a clear message unless called on the main thread.
    public static func ensureRunningOnMainThread(_ message: @autoclosure () -> String = "must run on the main thread") {
        precondition(MainThread.isCurrent, message())
    }

    public var now: Duration { MonotonicClock.now }

    public func schedule(_ action: @escaping () -> Void) -> Disposable {
        let previous = enqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if !alwaysAsync && previous == 0 && MainThread.isCurrent {
            action()
            enqueued.subtract(1, ordering: .acquiringAndReleasing)
            return Disposables.create()
        }
        let scheduled = ScheduledAction(action)
        DispatchQueue.main.async {
            scheduled.run()
            self.enqueued.subtract(1, ordering: .acquiringAndReleasing)
        }
        return scheduled
    }

    public func scheduleRelative(_ dueTime: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        DispatchQueueTimer.schedule(on: .main, after: dueTime, action: action)
    }

    public func schedulePeriodic(startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        DispatchQueueTimer.schedulePeriodic(on: .main, startAfter: startAfter, period: period, action: action)
    }
}
