import Dispatch

/// Runs work on a serial dispatch queue, in order.
public final class SerialDispatchQueueScheduler: SchedulerType {
    /// The queue actions run on.
    public let queue: DispatchQueue

    /// A scheduler on `queue`, which must be serial.
    public init(queue: DispatchQueue) { self.queue = queue }

    /// A scheduler on a new serial queue labelled `label`.
    public convenience init(label: String, qos: DispatchQoS = .default) {
        self.init(queue: DispatchQueue(label: label, qos: qos))
    }

    public var now: Duration { MonotonicClock.now }

    public func schedule(_ action: @escaping () -> Void) -> Disposable {
        DispatchQueueTimer.scheduleAsync(on: queue, action: action)
    }

    public func scheduleRelative(_ dueTime: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        DispatchQueueTimer.schedule(on: queue, after: dueTime, action: action)
    }

    public func schedulePeriodic(startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        DispatchQueueTimer.schedulePeriodic(on: queue, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs work on a concurrent dispatch queue (a global queue by default).
public final class ConcurrentDispatchQueueScheduler: SchedulerType {
    /// The queue actions run on.
    public let queue: DispatchQueue

    /// A scheduler on `queue`.
    public init(queue: DispatchQueue) { self.queue = queue }

    /// A scheduler on the global queue of quality of service `qos`.
    public convenience init(qos: DispatchQoS) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass))
    }

    public var now: Duration { MonotonicClock.now }

    public func schedule(_ action: @escaping () -> Void) -> Disposable {
        DispatchQueueTimer.scheduleAsync(on: queue, action: action)
    }

    public func scheduleRelative(_ dueTime: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        DispatchQueueTimer.schedule(on: queue, after: dueTime, action: action)
    }

    public func schedulePeriodic(startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        DispatchQueueTimer.schedulePeriodic(on: queue, startAfter: startAfter, period: period, action: action)
    }
}

/// Shared dispatch plumbing for the queue-backed schedulers.
enum DispatchQueueTimer {
    static func scheduleAsync(on queue: DispatchQueue, action: @escaping () -> Void) -> Disposable {
        let scheduled = ScheduledAction(action)
        queue.async { scheduled.run() }
        return scheduled
    }

    static func schedule(on queue: DispatchQueue, after dueTime: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        let nanoseconds = dueTime.nanoseconds
        if nanoseconds == .max { return Disposables.create() }
        let scheduled = ScheduledAction(action)
        queue.asyncAfter(deadline: .now() + .nanoseconds(Int(max(0, nanoseconds)))) { scheduled.run() }
        return scheduled
    }

    static func schedulePeriodic(on queue: DispatchQueue, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let work = UncheckedSendable(action)
        timer.setEventHandler { work.value() }
        timer.schedule(
            deadline: .now() + .nanoseconds(Int(max(0, startAfter.nanoseconds))),
            repeating: .nanoseconds(Int(max(1, period.nanoseconds)))
        )
        timer.resume()
        let source = UncheckedSendable(timer)
        return Disposables.create { source.value.cancel() }
    }
}
