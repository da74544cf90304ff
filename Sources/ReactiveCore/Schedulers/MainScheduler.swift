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

    @usableFromInline let alwaysAsync: Bool
    @usableFromInline let enqueued = Atomic<Int>(0)

    /// A main scheduler with its own pending count: it runs inline whenever
    /// none of *its* work is queued, independently of other instances. Each
    /// `Binder` and each main-thread Driver uses one, so a value handed on from
    /// inside another sequence's main-thread delivery is still applied at once
    /// (as with RxSwift's per-Binder and per-Driver `MainScheduler()`).
    @usableFromInline
    package init(alwaysAsync: Bool) {
        self.alwaysAsync = alwaysAsync
    }

    /// `true` when called on the main thread.
    public static var isMainThread: Bool { MainThread.isCurrent }

    /// Traps with a clear message unless called on the main thread.
    public static func ensureRunningOnMainThread(_ message: @autoclosure () -> String = "must run on the main thread") {
        precondition(MainThread.isCurrent, message())
    }

    public var now: Duration { MonotonicClock.now }

    /// `true` when an action scheduled now would run inline.
    var canRunInline: Bool {
        !alwaysAsync && MainThread.isCurrent && enqueued.load(ordering: .acquiring) == 0
    }

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

    /// Claims the right to run inline: on the main thread, with nothing
    /// pending. Pair a `true` result with `leaveInline()`.
    @inlinable
    package func tryEnterInline() -> Bool {
        if alwaysAsync || !MainThread.isCurrent { return false }
        return enqueued.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
    }

    /// Ends an inline run started by `tryEnterInline()`.
    @inlinable
    package func leaveInline() {
        enqueued.subtract(1, ordering: .acquiringAndReleasing)
    }

    /// Enqueues `action` on the main queue, keeping the pending count.
    @usableFromInline
    package func enqueue(_ action: @escaping () -> Void) {
        enqueued.add(1, ordering: .acquiringAndReleasing)
        let work = UncheckedSendable(action)
        DispatchQueue.main.async {
            work.value()
            self.enqueued.subtract(1, ordering: .acquiringAndReleasing)
        }
    }

    /// Runs `action` inline if possible, else enqueues it; used by `observe(on:)`
    /// and Driver delivery, which need no cancellation handle per value.
    @inline(__always)
    func scheduleWithoutHandle(_ action: @escaping () -> Void) {
        let previous = enqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if !alwaysAsync && previous == 0 && MainThread.isCurrent {
            action()
            enqueued.subtract(1, ordering: .acquiringAndReleasing)
            return
        }
        let work = UncheckedSendable(action)
        DispatchQueue.main.async {
            work.value()
            self.enqueued.subtract(1, ordering: .acquiringAndReleasing)
        }
    }

    public func scheduleRelative(_ dueTime: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        DispatchQueueTimer.schedule(on: .main, after: dueTime, action: action)
    }

    public func schedulePeriodic(startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        DispatchQueueTimer.schedulePeriodic(on: .main, startAfter: startAfter, period: period, action: action)
    }
}
