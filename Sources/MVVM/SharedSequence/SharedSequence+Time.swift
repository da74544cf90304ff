import ReactiveCore

// Time-based operators on Driver and Signal. They run their timers on
// `SharingScheduler.make()` (`MainScheduler.instance` unless a test mocks it),
// so values stay on the main thread, and the result is shared again per the
// trait (a debounced Driver replays its latest debounced value). The internal
// overloads taking a scheduler are what they call.

extension SharedSequence {
    /// Sends a value only once `dueTime` has passed without a newer one (see
    /// `Observable.debounce`), on the main thread (see `SharingScheduler`).
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence {
        debounce(dueTime, scheduler: SharingScheduler.make())
    }

    /// Sends at most one value per `dueTime`: the first at once, then the
    /// latest of each period if `latest` (see `Observable.throttle`), on the main thread (see `SharingScheduler`).
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence {
        throttle(dueTime, latest: latest, scheduler: SharingScheduler.make())
    }

    /// Sends every value and the completion `dueTime` later, on the main thread (see `SharingScheduler`).
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence {
        delay(dueTime, scheduler: SharingScheduler.make())
    }

    func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> SharedSequence {
        SharedSequence(sharing: source.debounce(dueTime, scheduler: scheduler))
    }

    func throttle(_ dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) -> SharedSequence {
        SharedSequence(sharing: source.throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> SharedSequence {
        SharedSequence(sharing: source.delay(dueTime, scheduler: scheduler))
    }
}

extension SharedSequence where Element: FixedWidthInteger {
    /// Sends 0, 1, 2, … every `period` on the main thread, the first after one
    /// period; shared by its subscribers while any is subscribed.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence {
        interval(period, scheduler: SharingScheduler.make())
    }

    /// Sends 0 after `dueTime` on the main thread; then completes, or with a
    /// `period` sends 1, 2, … every `period`.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil) -> SharedSequence {
        timer(dueTime, period: period, scheduler: SharingScheduler.make())
    }

    static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> SharedSequence {
        SharedSequence(sharing: Observable.interval(period, scheduler: scheduler))
    }

    static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) -> SharedSequence {
        SharedSequence(sharing: Observable.timer(dueTime, period: period, scheduler: scheduler))
    }
}
