extension ObservableType {
    /// Collects values into arrays, sending the array every `timeSpan` (even
    /// when empty) or as soon as it holds `count` values, whichever comes
    /// first; a full array restarts the period.
    ///
    /// On completion the current array is sent (even when empty), then the
    /// completion; an error is sent at once and drops the array.
    public func buffer(
        timeSpan: RxTimeInterval,
        count: Int,
        scheduler: SchedulerType = MainScheduler.instance
    ) -> Observable<[Element]> {
        precondition(count > 0, "buffer(timeSpan:count:scheduler:) needs a positive count")
        let source = asObservable()
        return Observable { observer, lifetime in
            let state = BufferState(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler, lifetime: lifetime)
            state.startWindow()
            let upstream = source.run(AnyObserver(eventHandler: state.on), lifetime)
            return Disposables.create(upstream, state.timer)
        }
    }

    /// Each time `sampler` sends a value, sends the latest value of this
    /// sequence if a new one arrived since the previous sample (otherwise
    /// `defaultValue`, if given, else nothing).
    ///
    /// The completion of this sequence is sent at the next sample (after a last
    /// value, if one is waiting). When `sampler` completes it takes a last
    /// sample, and completes the result only if this sequence has completed
    /// too. Fails as soon as either sequence fails.
    public func sample<Sampler: ObservableConvertibleType>(
        _ sampler: Sampler,
        defaultValue: Element? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        let trigger = sampler.asObservable()
        return Observable { observer, lifetime in
            let state = SampleState(observer: observer, defaultValue: defaultValue)
            state.upstream.setDisposable(source.runChild(AnyObserver(eventHandler: state.onSource), parent: lifetime))
            let ticks = trigger.runChild(AnyObserver(eventHandler: state.onSampler), parent: lifetime)
            return Disposables.create(state.upstream, ticks)
        }
    }
}

/// One `buffer(timeSpan:count:)` subscription; each window has a number so a
/// timer of a window closed by `count` does nothing.
private final class BufferState<Element>: TimedSink<[Element]>, @unchecked Sendable {
    private let timeSpan: RxTimeInterval
    private let count: Int
    // Guarded by `lock`.
    private var buffer: [Element] = []
    private var window: UInt64 = 0

    init(observer: AnyObserver<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, lifetime: any Cancelable) {
        self.timeSpan = timeSpan
        self.count = count
        super.init(observer: observer, scheduler: scheduler, lifetime: lifetime)
    }

    /// Starts the timer of the current window.
    func startWindow() {
        lock.withLock { _ in
            let current = window
            timer.disposable = scheduler.scheduleRelative(timeSpan) { self.windowEnded(current) }
        }
    }

    func on(_ event: Event<Element>) {
        ifRunning {
            switch event {
            case .next(let value):
                buffer.append(value)
                if buffer.count == count { sendAndStartWindow() }
            case .error(let error):
                stopped = true
                buffer = []
                timer.dispose()
                observer.on(.error(error))
            case .completed:
                stopped = true
                timer.dispose()
                let last = buffer
                buffer = []
                observer.on(.next(last))
                observer.on(.completed)
            }
        }
    }

    private func windowEnded(_ expected: UInt64) {
        lock.withLock { _ in
            guard !stopped, !lifetime.isDisposed, window == expected else { return }
            sendAndStartWindow()
        }
    }

    private func sendAndStartWindow() {
        window &+= 1
        let full = buffer
        buffer = []
        observer.on(.next(full))
        if !stopped && !lifetime.isDisposed { startWindow() }
    }
}

/// One `sample` subscription: the latest unsampled value and whether the
/// source has ended, under one lock for both sequences.
private final class SampleState<Element>: @unchecked Sendable {
    /// The source's subscription, ended as soon as the source completes.
    let upstream = SingleAssignmentDisposable()
    private let observer: AnyObserver<Element>
    private let defaultValue: Element?
    private let lock = RecursiveLock()
    // Guarded by `lock`.
    private var latest: Element?
    private var sourceEnded = false
    private var stopped = false

    init(observer: AnyObserver<Element>, defaultValue: Element?) {
        self.observer = observer
        self.defaultValue = defaultValue
    }

    func onSource(_ event: Event<Element>) {
        lock.withLock { _ in
            guard !stopped else { return }
            switch event {
            case .next(let value):
                latest = value
            case .error:
                stopped = true
                observer.on(event)
            case .completed:
                sourceEnded = true
                upstream.dispose()
            }
        }
    }

    func onSampler<Tick>(_ event: Event<Tick>) {
        lock.withLock { _ in
            guard !stopped else { return }
            if case .error(let error) = event {
                stopped = true
                observer.on(.error(error))
                return
            }
            if let value = latest {
                latest = nil
                observer.on(.next(value))
            } else if let defaultValue {
                observer.on(.next(defaultValue))
            }
            if sourceEnded {
                stopped = true
                observer.on(.completed)
            }
        }
    }
}
