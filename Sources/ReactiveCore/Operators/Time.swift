// Time-based creation operators. The operators that transform a sequence in
// time live beside this file: TimeDebounceThrottle.swift, TimeDelay.swift,
// TimeTimeout.swift and TimeBufferSample.swift; their Driver and Signal forms
// are in the MVVM target (SharedSequence/SharedSequence+Time.swift).
//
// Each of those operators keeps its per-subscription state in a small class
// whose timer closures capture it strongly: a pending timer must keep the state
// alive even when nothing else refers to it any more (a source that has sent
// its last value). Disposing the subscription cancels the timer.

extension ObservableType where Element: FixedWidthInteger {
    /// Sends 0, 1, 2, … every `period` on `scheduler`, the first after one
    /// period; never completes.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType = MainScheduler.instance) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    /// Sends 0 after `dueTime` on `scheduler`; then, without a `period`,
    /// completes, and with one, sends 1, 2, … every `period` and never completes.
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: SchedulerType = MainScheduler.instance
    ) -> Observable<Element> {
        guard let period else {
            return Observable { observer, lifetime in
                scheduler.scheduleRelative(dueTime) {
                    guard !lifetime.isDisposed else { return }
                    observer.on(.next(0))
                    observer.on(.completed)
                }
            }
        }
        return Observable { observer, lifetime in
            let counter = PeriodicCounter<Element>()
            return scheduler.schedulePeriodic(startAfter: dueTime, period: period) {
                guard !lifetime.isDisposed else { return }
                observer.on(.next(counter.next()))
            }
        }
    }
}

/// The values of a periodic timer; one timer's ticks never overlap.
private final class PeriodicCounter<Value: FixedWidthInteger> {
    private var value: Value = 0

    func next() -> Value {
        defer { value &+= 1 }
        return value
    }
}

extension RxTimeInterval {
    /// This interval as a `Duration` (`.never` is about 292 years).
    var duration: Duration { .nanoseconds(nanoseconds) }
}

extension Duration {
    /// This duration as a scheduler interval, in whole nanoseconds (rounded up,
    /// so a wait never ends early).
    var timeInterval: RxTimeInterval {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow || seconds > Int64(Int.max / 1_000_000_000) { return .never }
        let fraction = attoseconds / 1_000_000_000 + (attoseconds % 1_000_000_000 > 0 ? 1 : 0)
        return .nanoseconds(Int(whole + fraction))
    }
}
