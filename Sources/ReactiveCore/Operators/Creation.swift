import Synchronization

extension ObservableType {
    /// An observable whose subscription runs `subscribe`, which sends events to
    /// the given observer and returns what to dispose when the subscription ends.
    ///
    /// Events sent after a terminal event, or after disposal, are dropped. As
    /// in RxSwift, a terminal event disposes what `subscribe` returned right
    /// after it is delivered (releasing what it holds), whatever the
    /// subscriber does; so does disposal.
    ///
    /// <!-- snippet: doc-Creation -->
    /// ```swift
    /// let lines = Observable<String>.create { observer in
    ///     let reader = LineReader(path) { observer.onNext($0) } onEnd: { observer.onCompleted() }
    ///     return Disposables.create { reader.close() }
    /// }
    /// ```
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Observable { observer, lifetime in
            let subscription = CreatedSubscription(observer, lifetime)
            subscription.attach(subscribe(AnyObserver(eventHandler: subscription.on)))
            return subscription
        }
    }

    /// One value, then completion.
    public static func just(_ element: Element) -> Observable<Element> {
        Observable { observer, _ in
            observer.on(.next(element))
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// The given values in order, then completion.
    public static func of(_ elements: Element...) -> Observable<Element> {
        from(elements)
    }

    /// The elements of `sequence` in order, then completion. Stops early when
    /// the subscriber goes away, so infinite sequences work with `take`.
    public static func from<S: Sequence>(_ sequence: S) -> Observable<Element> where S.Element == Element {
        Observable { observer, lifetime in
            for element in sequence {
                if lifetime.isDisposed { return Disposables.create() }
                observer.on(.next(element))
            }
            if !lifetime.isDisposed { observer.on(.completed) }
            return Disposables.create()
        }
    }

    /// Completes at once.
    public static func empty() -> Observable<Element> {
        Observable { observer, _ in
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// Never sends anything.
    public static func never() -> Observable<Element> {
        Observable { _, _ in Disposables.create() }
    }

    /// Fails at once with `error`.
    public static func error(_ error: any Error) -> Observable<Element> {
        Observable { observer, _ in
            observer.on(.error(error))
            return Disposables.create()
        }
    }

    /// Calls `factory` for each subscription and subscribes to what it returns;
    /// an error thrown by the factory is sent as `.error`.
    public static func deferred<Source: ObservableConvertibleType>(
        _ factory: @escaping () throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
        Observable { observer, lifetime in
            do {
                return try factory().asObservable().run(observer, lifetime)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
        }
    }
}

/// One subscription of `Observable.create`: forwards events until the first
/// terminal one, then disposes what the subscribe closure returned.
private final class CreatedSubscription<Element>: Disposable, @unchecked Sendable {
    private let observer: AnyObserver<Element>
    private let lifetime: any Cancelable
    private let stopped = Atomic<Bool>(false)
    private let resources = SingleAssignmentDisposable()

    init(_ observer: AnyObserver<Element>, _ lifetime: any Cancelable) {
        self.observer = observer
        self.lifetime = lifetime
    }

    /// Keeps what the subscribe closure returned (disposed at once if the
    /// subscription already ended).
    func attach(_ disposable: Disposable) { resources.setDisposable(disposable) }

    func on(_ event: Event<Element>) {
        if lifetime.isDisposed { return }
        switch event {
        case .next:
            if stopped.load(ordering: .acquiring) { return }
            observer.on(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            observer.on(event)
            resources.dispose()
        }
    }

    func dispose() { resources.dispose() }
}
