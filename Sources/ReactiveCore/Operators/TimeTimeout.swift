extension ObservableType {
    /// Fails with `RxError.timeout` when no value arrives within `dueTime` of
    /// the subscription or of the previous value. Completion and errors of
    /// this sequence within the time pass through.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType = MainScheduler.instance) -> Observable<Element> {
        timeout(dueTime, fallback: nil, scheduler: scheduler)
    }

    /// Switches to `other` when no value arrives within `dueTime` of the
    /// subscription or of the previous value; this sequence is then disposed.
    public func timeout<Other: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Other,
        scheduler: SchedulerType = MainScheduler.instance
    ) -> Observable<Element> where Other.Element == Element {
        timeout(dueTime, fallback: other.asObservable(), scheduler: scheduler)
    }

    private func timeout(_ dueTime: RxTimeInterval, fallback: Observable<Element>?, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let state = TimeoutState(
                observer: observer, dueTime: dueTime, fallback: fallback, scheduler: scheduler, lifetime: lifetime
            )
            state.startTimer()
            source.runChild(AnyObserver(eventHandler: state.on), parent: lifetime, in: state.subscription)
            return Disposables.create(state.timer, state.subscription)
        }
    }
}

/// One `timeout` subscription: a timer restarted by every value; when it
/// fires first, the source is replaced by the fallback (or an error).
private final class TimeoutState<Element>: TimedSink<Element>, @unchecked Sendable {
    /// The source's subscription, then the fallback's.
    let subscription = SerialDisposable()
    private let dueTime: RxTimeInterval
    private let fallback: Observable<Element>?
    // Guarded by `lock`.
    private var generation: UInt64 = 0
    private var timedOut = false

    init(
        observer: AnyObserver<Element>, dueTime: RxTimeInterval, fallback: Observable<Element>?,
        scheduler: SchedulerType, lifetime: any Cancelable
    ) {
        self.dueTime = dueTime
        self.fallback = fallback
        super.init(observer: observer, scheduler: scheduler, lifetime: lifetime)
    }

    /// Starts (or restarts) the timer for the current generation.
    func startTimer() {
        let current = lock.withLock { _ in generation }
        timer.disposable = scheduler.scheduleRelative(dueTime) { self.fire(current) }
    }

    func on(_ event: Event<Element>) {
        let restart = lock.withLock { _ -> Bool in
            guard !timedOut, !stopped else { return false }
            switch event {
            case .next:
                generation &+= 1
                observer.on(event)
                return true
            case .error, .completed:
                stopped = true
                timer.dispose()
                observer.on(event)
                return false
            }
        }
        if restart { startTimer() }
    }

    private func fire(_ expected: UInt64) {
        let timesOut = lock.withLock { _ -> Bool in
            guard !timedOut, !stopped, !lifetime.isDisposed, generation == expected else { return false }
            timedOut = true
            return true
        }
        guard timesOut else { return }
        if let fallback {
            fallback.runChild(observer, parent: lifetime, in: subscription)
        } else {
            subscription.dispose()
            observer.on(.error(RxError.timeout))
        }
    }
}
