extension ObservableType {
    /// Sends every value and the completion `dueTime` later than it arrived,
    /// in order, on `scheduler`. An error is sent at once, and the values still
    /// waiting are dropped. This sequence's subscription ends as soon as it
    /// completes, while its last values are still being delayed.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType = MainScheduler.instance) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let state = DelayState(observer: observer, dueTime: dueTime, scheduler: scheduler, lifetime: lifetime)
            state.upstream.setDisposable(source.runChild(AnyObserver(eventHandler: state.on), parent: lifetime))
            return Disposables.create(state.upstream, state.timer)
        }
    }

    /// Subscribes to this sequence `dueTime` after being subscribed to, on `scheduler`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType = MainScheduler.instance) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let subscription = SerialDisposable()
            subscription.disposable = scheduler.scheduleRelative(dueTime) {
                guard !lifetime.isDisposed else { return }
                source.runChild(observer, parent: lifetime, in: subscription)
            }
            return subscription
        }
    }
}

/// One `delay` subscription: a queue of events, each with the time it is due,
/// and one timer for the head of the queue.
private final class DelayState<Element>: TimedSink<Element>, @unchecked Sendable {
    /// The source's subscription, ended as soon as the source completes.
    let upstream = SingleAssignmentDisposable()
    private let dueTime: RxTimeInterval
    // Guarded by `lock`.
    private var queue: [(due: Duration, event: Event<Element>)] = []
    private var queueStart = 0
    private var timerRunning = false

    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType, lifetime: any Cancelable) {
        self.dueTime = dueTime
        super.init(observer: observer, scheduler: scheduler, lifetime: lifetime)
    }

    func on(_ event: Event<Element>) {
        ifRunning {
            if case .error = event {
                stopped = true
                queue.removeAll()
                timer.dispose()
                observer.on(event)
                return
            }
            queue.append((scheduler.now + dueTime.duration, event))
            if event.isCompleted { upstream.dispose() }
            if !timerRunning {
                timerRunning = true
                timer.disposable = scheduler.scheduleRelative(dueTime) { self.drain() }
            }
        }
    }

    /// Sends the events that are due, then waits for the next one.
    private func drain() {
        lock.withLock { _ in
            let now = scheduler.now
            while !stopped, !lifetime.isDisposed, queueStart < queue.count, queue[queueStart].due <= now {
                let event = queue[queueStart].event
                queueStart += 1
                if event.isStopEvent {
                    stopped = true
                    timer.dispose()
                }
                observer.on(event)
            }
            if stopped || lifetime.isDisposed || queueStart == queue.count {
                queue.removeAll(keepingCapacity: !stopped)
                queueStart = 0
                timerRunning = false
                return
            }
            if queueStart > 64 {
                queue.removeFirst(queueStart)
                queueStart = 0
            }
            let wait = queue[queueStart].due - now
            timer.disposable = scheduler.scheduleRelative(wait.timeInterval) { self.drain() }
        }
    }
}
