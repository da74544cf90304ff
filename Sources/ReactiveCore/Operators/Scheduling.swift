extension ObservableType {
    /// Delivers events on `scheduler`, in order.
    ///
    /// With `MainScheduler.instance`, events produced on the main thread are
    /// delivered inline (no allocation, no hop) unless earlier events are still
    /// queued; events from other threads are queued on the main queue in order.
    ///
    /// Inlinable so that the main-thread path is specialised where it is used
    /// (the per-event closure then needs no generic metadata at run time).
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let main = scheduler as? MainScheduler, main === MainScheduler.instance { return observeOnMain() }
        return observeSerially(on: scheduler)
    }

    /// `observe(on:)` for schedulers other than the main one.
    @usableFromInline
    func observeSerially(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let queue = SerialDelivery(observer: observer, scheduler: scheduler, lifetime: lifetime)
            return source.run(AnyObserver(eventHandler: queue.enqueue), lifetime)
        }
    }

    /// The main-thread fast path of `observe(on:)`: inline delivery allocates nothing.
    ///
    /// Each call gets its own ordering (as each RxSwift Driver gets its own
    /// `MainScheduler`): a value is delivered inline on the main thread unless
    /// earlier values of *this* sequence are still queued, so a Driver written
    /// from inside another Driver's delivery still delivers at once.
    @inlinable
    package func observeOnMain() -> Observable<Element> {
        let source = asObservable()
        let main = MainScheduler(alwaysAsync: false)
        return Observable { observer, lifetime in
            source.run(AnyObserver { event in
                if main.tryEnterInline() {
                    if !lifetime.isDisposed { observer.on(event) }
                    main.leaveInline()
                } else {
                    main.enqueue {
                        if !lifetime.isDisposed { observer.on(event) }
                    }
                }
            }, lifetime)
        }
    }

    /// Subscribes (and disposes) on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let serial = SerialDisposable()
            let inner = SingleAssignmentDisposable()
            serial.disposable = scheduler.schedule {
                inner.setDisposable(source.run(observer, lifetime))
            }
            return Disposables.create {
                _ = scheduler.schedule { inner.dispose() }
                serial.dispose()
            }
        }
    }
}

/// Queues events for one subscription and delivers them on a scheduler one at
/// a time, in order, even on a concurrent scheduler.
private final class SerialDelivery<Element>: @unchecked Sendable {
    private let observer: AnyObserver<Element>
    private let scheduler: ImmediateSchedulerType
    private let lifetime: any Cancelable
    private let lock = Lock()
    private var queue: [Event<Element>] = []
    private var running = false

    init(observer: AnyObserver<Element>, scheduler: ImmediateSchedulerType, lifetime: any Cancelable) {
        self.observer = observer
        self.scheduler = scheduler
        self.lifetime = lifetime
    }

    func enqueue(_ event: Event<Element>) {
        lock.lock()
        queue.append(event)
        let start = !running
        running = true
        lock.unlock()
        if start { _ = scheduler.schedule { self.drain() } }
    }

    private func drain() {
        while true {
            lock.lock()
            if queue.isEmpty || lifetime.isDisposed {
                queue.removeAll()
                running = false
                lock.unlock()
                return
            }
            let event = queue.removeFirst()
            lock.unlock()
            observer.on(event)
        }
    }
}
