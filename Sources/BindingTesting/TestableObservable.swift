import ReactiveCore

/// An observable that plays a recorded timeline on a `TestScheduler` and
/// records when it was subscribed to and disposed.
///
/// - A **hot** observable (`TestScheduler.createHotObservable`) sends each
///   event at its absolute time to whoever is subscribed then; events before
///   a subscription are missed, like a subject or a UI event source.
/// - A **cold** observable (`TestScheduler.createColdObservable`) plays the
///   whole timeline for each subscriber, its times counted from that
///   subscription, like a network request.
///
/// Disposing a subscription cancels the events still pending for it.
public final class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    /// Whether the timeline is shared by all subscribers or played for each.
    enum Temperature {
        case hot
        case cold
    }

    /// The scheduler that plays the timeline.
    public let scheduler: TestScheduler
    /// The timeline this observable plays.
    public let recordedEvents: [Recorded<Event<Element>>]

    private let temperature: Temperature
    private let lock = TestLock()
    // Guarded by `lock`.
    private var recordedSubscriptions: [Subscription] = []
    private var observers: [Int: AnyObserver<Element>] = [:]

    init(scheduler: TestScheduler, events: [Recorded<Event<Element>>], temperature: Temperature) {
        self.scheduler = scheduler
        self.recordedEvents = events
        self.temperature = temperature
        if temperature == .hot {
            for recorded in events {
                scheduler.scheduleAt(recorded.time) { [weak self] in self?.broadcast(recorded.value) }
            }
        }
    }

    /// Every subscription so far, in subscription order, with its disposal time
    /// (`Subscription.infinity` while still subscribed).
    public var subscriptions: [Subscription] {
        lock.withLock { recordedSubscriptions }
    }

    /// This test observable as an `Observable`.
    public func asObservable() -> Observable<Element> {
        Observable.create { [self] observer in subscribe(observer: observer) }
    }

    private func subscribe(observer: AnyObserver<Element>) -> Disposable {
        let index = lock.withLock {
            recordedSubscriptions.append(Subscription(scheduler.clock))
            return recordedSubscriptions.count - 1
        }
        let pending: Disposable
        switch temperature {
        case .hot:
            lock.withLock { observers[index] = observer }
            pending = Disposables.create()
        case .cold:
            pending = Disposables.create(recordedEvents.map { recorded in
                scheduler.scheduleAfter(ticks: recorded.time) { observer.on(recorded.value) }
            })
        }
        return Disposables.create { [self] in
            pending.dispose()
            lock.withLock {
                observers[index] = nil
                let subscribed = recordedSubscriptions[index].subscribe
                recordedSubscriptions[index] = Subscription(subscribed, scheduler.clock)
            }
        }
    }

    private func broadcast(_ event: Event<Element>) {
        let current = lock.withLock { observers.sorted { $0.key < $1.key }.map(\.value) }
        for observer in current { observer.on(event) }
    }
}
