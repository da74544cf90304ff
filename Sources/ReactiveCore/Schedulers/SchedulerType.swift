import Dispatch

/// A span of time for schedulers and time-based operators (`.milliseconds(300)`).
public typealias RxTimeInterval = DispatchTimeInterval

extension DispatchTimeInterval {
    /// The interval in nanoseconds (`.never` is `Int64.max`).
    public var nanoseconds: Int64 {
        switch self {
        case .seconds(let value): return Int64(value) * 1_000_000_000
        case .milliseconds(let value): return Int64(value) * 1_000_000
        case .microseconds(let value): return Int64(value) * 1_000
        case .nanoseconds(let value): return Int64(value)
        case .never: return .max
        @unknown default: return .max
        }
    }
}

/// Runs units of work now or as soon as its execution context allows.
public protocol ImmediateSchedulerType: Sendable {
    /// Schedules `action`; disposing the result before it runs cancels it.
    func schedule(_ action: @escaping () -> Void) -> Disposable
}

/// A scheduler with a clock: can also run work after a delay and periodically.
///
/// Time is measured as a `Duration` since an epoch of the scheduler's own (a
/// real monotonic clock, or virtual time in `TestScheduler`).
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: Duration { get }
    /// Schedules `action` to run after `dueTime`.
    func scheduleRelative(_ dueTime: RxTimeInterval, action: @escaping () -> Void) -> Disposable
    /// Schedules `action` every `period`, first after `startAfter`.
    func schedulePeriodic(startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping () -> Void) -> Disposable
}

extension SchedulerType {
    /// Default periodic scheduling by re-scheduling relative actions.
    public func schedulePeriodic(startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping () -> Void) -> Disposable {
        let serial = SerialDisposable()
        let tick = PeriodicTick(scheduler: self, period: period, action: action, serial: serial)
        serial.disposable = scheduleRelative(startAfter) { tick.fire() }
        return serial
    }
}

/// One repetition of a periodic action scheduled through `scheduleRelative`.
private final class PeriodicTick: @unchecked Sendable {
    let scheduler: SchedulerType
    let period: RxTimeInterval
    let action: () -> Void
    weak var serial: SerialDisposable?

    init(scheduler: SchedulerType, period: RxTimeInterval, action: @escaping () -> Void, serial: SerialDisposable) {
        self.scheduler = scheduler
        self.period = period
        self.action = action
        self.serial = serial
    }

    func fire() {
        guard let serial, !serial.isDisposed else { return }
        action()
        guard !serial.isDisposed else { return }
        serial.disposable = scheduler.scheduleRelative(period) { self.fire() }
    }
}

/// The monotonic clock used by the real schedulers.
enum MonotonicClock {
    static var now: Duration {
        .nanoseconds(Int64(bitPattern: DispatchTime.now().uptimeNanoseconds))
    }
}
