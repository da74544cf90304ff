extension ObservableType {
    /// Delivers events on `scheduler`, in order.
    ///
    /// With `MainScheduler.instance`, events produced on the main thread are
    /// delivered inline (no allocation, no hop) unless earlier events are still
    /// queued; events from other threads wait in one main-thread delivery queue, in
    /// order. None is skipped; array change events are merged when the main
    /// thread is overloaded (the receiver still ends with the exact array).
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

    /// The main-thread path of `observe(on:)`, for event streams: every value
    /// is delivered (change events that can be merged are merged under
    /// overload, see ``MainDeliveryPolicy``).
    ///
    /// Each call gets its own ordering (as each RxSwift Driver gets its own
    /// `MainScheduler`): a value is delivered inline on the main thread unless
    /// earlier values of *this* sequence are still queued, so a Driver written
    /// from inside another Driver's delivery still delivers at once.
    @usableFromInline
    package func observeOnMain() -> Observable<Element> {
        observeOnMain(policy: .forEvents)
    }

    /// The main-thread path for sequences standing for state (Drivers): under
    /// overload only the latest waiting value is delivered.
    @usableFromInline
    package func observeStateOnMain() -> Observable<Element> {
        observeOnMain(policy: .forState)
    }

    /// Delivers on the main thread through one ``MainDelivery`` per subscription.
    package func observeOnMain(policy: @escaping @autoclosure () -> MainDeliveryPolicy<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let delivery = MainDelivery<Event<Element>>(policy: policy().lifted) { event in
                if !lifetime.isDisposed { observer.on(event) }
            }
            let subscription = source.run(AnyObserver(eventHandler: delivery.send), lifetime)
            return Disposables.create(subscription, Disposables.create(with: delivery.cancel))
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
