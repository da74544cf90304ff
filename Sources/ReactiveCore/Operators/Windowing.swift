// window(timeSpan:count:scheduler:): the values cut into consecutive inner
// sequences by time or by count, whichever comes first.

extension ObservableType {
    /// The values split into consecutive windows, each an inner sequence: a
    /// window opens at the subscription and closes (completes) when it has
    /// `count` values or `timeSpan` after it opened, whichever comes first;
    /// the next one opens at once (so a window may be empty).
    ///
    /// An error or completion reaches the open window, then the result. The
    /// source stays subscribed while the result or any window is subscribed.
    /// A window is hot: subscribe to it when it arrives.
    ///
    /// <!-- snippet: doc-Windowing -->
    /// ```swift
    /// events.window(timeSpan: .seconds(1), count: 100, scheduler: scheduler)
    ///     .flatMap { $0.toArray() }   // batches of at most 100, at least every second
    /// ```
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType = MainScheduler.instance) -> Observable<Observable<Element>> {
        guard count >= 1 else { return .error(RxError.argumentOutOfRange) }
        let source = asObservable()
        return Observable { observer, _ in
            let sink = WindowSink<Element>(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            sink.start(source)
            return Disposables.create { sink.sourceLifetime.releaseOuter() }
        }
    }
}

/// One `window` subscription: the source's events and the timer under one lock.
private final class WindowSink<Element>: @unchecked Sendable {
    let sourceLifetime = RefCountLifetime()
    private let observer: AnyObserver<Observable<Element>>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let timer = SerialDisposable()
    private let lock = RecursiveLock()
    // Guarded by `lock`.
    private var window = PublishSubject<Element>()
    private var windowID: UInt64 = 0
    private var valuesInWindow = 0
    private var stopped = false

    init(observer: AnyObserver<Observable<Element>>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.observer = observer
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    func start(_ source: Observable<Element>) {
        lock.withLock { _ in
            startTimer(for: windowID)
            observer.on(.next(published(window)))
        }
        sourceLifetime.attach(Disposables.create(timer, source.run(AnyObserver(eventHandler: on), sourceLifetime)))
    }

    private func on(_ event: Event<Element>) {
        lock.withLock { _ in
            if stopped { return }
            switch event {
            case .next:
                window.on(event)
                valuesInWindow += 1
                if valuesInWindow == count { openNextWindow() }
            case .error(let error):
                stopped = true
                window.on(event)
                observer.on(.error(error))
                timer.dispose()
            case .completed:
                stopped = true
                window.on(event)
                observer.on(.completed)
                timer.dispose()
            }
        }
        if event.isStopEvent { sourceLifetime.dispose() }
    }

    private func timeSpanEnded(_ expected: UInt64) {
        lock.withLock { _ in
            if stopped || expected != windowID { return }
            openNextWindow()
        }
    }

    /// Completes the open window and opens the next one. Call with `lock` held.
    private func openNextWindow() {
        valuesInWindow = 0
        windowID &+= 1
        window.on(.completed)
        window = PublishSubject()
        observer.on(.next(published(window)))
        startTimer(for: windowID)
    }

    /// Starts the timer that closes window `id`. Call with `lock` held.
    private func startTimer(for id: UInt64) {
        timer.disposable = scheduler.scheduleRelative(timeSpan) { [weak self] in self?.timeSpanEnded(id) }
    }

    /// The window `subject` as handed out: each subscription keeps the source alive.
    private func published(_ subject: PublishSubject<Element>) -> Observable<Element> {
        let lifetime = sourceLifetime
        return Observable { windowObserver, windowLifetime in
            guard let retained = lifetime.retainInner() else { return Disposables.create() }
            return Disposables.create(subject.asObservable().run(windowObserver, windowLifetime), retained)
        }
    }
}
