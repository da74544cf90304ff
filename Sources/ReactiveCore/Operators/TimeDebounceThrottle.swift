extension ObservableType {
    /// Sends a value only once `dueTime` has passed without a newer one: a
    /// burst of values becomes its last value, sent `dueTime` after the burst.
    ///
    /// On completion a value still waiting is sent at once, then the
    /// completion; an error is sent at once and drops the waiting value.
    /// Typical use: run one search per pause in typing.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType = MainScheduler.instance) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let state = DebounceState(observer: observer, dueTime: dueTime, scheduler: scheduler, lifetime: lifetime)
            let upstream = source.run(AnyObserver(eventHandler: state.on), lifetime)
            return Disposables.create(upstream, state.timer)
        }
    }

    /// Sends at most one value per `dueTime`: the first value at once, then
    /// nothing for `dueTime`. With `latest` (the default), the last value
    /// received during that period is sent when it ends (and starts a new
    /// period); without it, values during the period are dropped.
    ///
    /// Completion waits for a value still to be sent at the end of the period;
    /// an error is sent at once and drops it.
    public func throttle(
        _ dueTime: RxTimeInterval,
        latest: Bool = true,
        scheduler: SchedulerType = MainScheduler.instance
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let state = ThrottleState(
                observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler, lifetime: lifetime
            )
            let upstream = source.run(AnyObserver(eventHandler: state.on), lifetime)
            return Disposables.create(upstream, state.timer)
        }
    }
}

/// One `debounce` subscription. Source events and timer firings may come from
/// different threads; everything happens under one recursive lock.
private final class DebounceState<Element>: TimedSink<Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    // Guarded by `lock`.
    private var pending: Element?
    private var generation: UInt64 = 0

    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType, lifetime: any Cancelable) {
        self.dueTime = dueTime
        super.init(observer: observer, scheduler: scheduler, lifetime: lifetime)
    }

    func on(_ event: Event<Element>) {
        ifRunning {
            switch event {
            case .next(let value):
                generation &+= 1
                let current = generation
                pending = value
                timer.disposable = scheduler.scheduleRelative(dueTime) { self.fire(current) }
            case .error:
                stop()
                observer.on(event)
            case .completed:
                let last = pending
                stop()
                if let last { observer.on(.next(last)) }
                observer.on(.completed)
            }
        }
    }

    private func fire(_ expected: UInt64) {
        lock.withLock { _ in
            guard !stopped, !lifetime.isDisposed, generation == expected, let value = pending else { return }
            pending = nil
            observer.on(.next(value))
        }
    }

    private func stop() {
        stopped = true
        pending = nil
        timer.dispose()
    }
}

/// One `throttle` subscription, under one recursive lock like `DebounceState`.
private final class ThrottleState<Element>: TimedSink<Element>, @unchecked Sendable {
    private let dueTime: Duration
    private let latest: Bool
    // Guarded by `lock`.
    private var lastSentTime: Duration?
    private var unsent: Element?
    private var completionWaiting = false

    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, lifetime: any Cancelable) {
        self.dueTime = dueTime.duration
        self.latest = latest
        super.init(observer: observer, scheduler: scheduler, lifetime: lifetime)
    }

    func on(_ event: Event<Element>) {
        ifRunning {
            switch event {
            case .next(let value):
                let remaining = lastSentTime.map { dueTime - (scheduler.now - $0) } ?? .zero
                if remaining <= .zero {
                    send(value)
                    return
                }
                guard latest else { return }
                let alreadyWaiting = unsent != nil
                unsent = value
                if alreadyWaiting { return }
                timer.disposable = scheduler.scheduleRelative(remaining.timeInterval) { self.endOfPeriod() }
            case .error:
                stop()
                observer.on(event)
            case .completed:
                if unsent != nil {
                    completionWaiting = true
                } else {
                    stop()
                    observer.on(.completed)
                }
            }
        }
    }

    private func send(_ value: Element) {
        unsent = nil
        observer.on(.next(value))
        lastSentTime = scheduler.now
    }

    private func endOfPeriod() {
        lock.withLock { _ in
            guard !stopped, !lifetime.isDisposed else { return }
            if let value = unsent { send(value) }
            if completionWaiting {
                stop()
                observer.on(.completed)
            }
        }
    }

    private func stop() {
        stopped = true
        unsent = nil
        timer.dispose()
    }
}
