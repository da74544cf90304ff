import ReactiveCore

extension TestScheduler {
    /// A hot observable sending `events` at their absolute times to whoever is
    /// subscribed then.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, events: events, temperature: .hot)
    }

    /// A hot observable sending `events` at their absolute times.
    public func createHotObservable<Element>(_ events: Recorded<Event<Element>>...) -> TestableObservable<Element> {
        createHotObservable(events)
    }

    /// A cold observable playing `events` for each subscriber, their times
    /// counted from that subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, events: events, temperature: .cold)
    }

    /// A cold observable playing `events` for each subscriber.
    public func createColdObservable<Element>(_ events: Recorded<Event<Element>>...) -> TestableObservable<Element> {
        createColdObservable(events)
    }

    /// An observer recording the events it receives with this scheduler's time.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs the standard test of an observable, as RxTest does: creates it
    /// with `create` at `created`, subscribes a recording observer at
    /// `subscribed`, disposes that subscription at `disposed`, then runs the
    /// scheduler until nothing is left to do.
    ///
    /// - Returns: the observer, with every event it received and its time.
    public func start<Source: ObservableConvertibleType>(
        created: TestTime = 100,
        subscribed: TestTime = 200,
        disposed: TestTime = 1000,
        create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        let run = StandardRun<Source.Element>()
        scheduleAt(created) { run.source = create().asObservable() }
        scheduleAt(subscribed) { run.subscription = run.source?.subscribe(observer) }
        scheduleAt(disposed) { run.subscription?.dispose() }
        start()
        return observer
    }
}

/// The state of one `TestScheduler.start(created:subscribed:disposed:create:)`.
private final class StandardRun<Element> {
    var source: Observable<Element>?
    var subscription: Disposable?
}
