import ReactiveCore

// Operators on Driver and Signal keep the trait: the result is again shared,
// main-thread and non-failing. User closures must not throw (a throwing
// closure would break "cannot fail").

extension SharedSequence {
    /// Each value transformed.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<Strategy, Result> {
        SharedSequence<Strategy, Result>(sharing: source.map(transform))
    }

    /// The non-nil results of `transform`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<Strategy, Result> {
        SharedSequence<Strategy, Result>(sharing: source.compactMap(transform))
    }

    /// Only values for which `predicate` is true.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence {
        SharedSequence(sharing: source.filter(predicate))
    }

    /// Drops values that `comparer` says equal the previous one.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence {
        SharedSequence(sharing: source.distinctUntilChanged(comparer))
    }

    /// Drops values whose key equals the previous value's.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keyPath: KeyPath<Element, Key>) -> SharedSequence {
        SharedSequence(sharing: source.distinctUntilChanged(keyPath))
    }

    /// Drops the first `count` values.
    @inlinable
    public func skip(_ count: Int) -> SharedSequence {
        SharedSequence(sharing: source.skip(count))
    }

    /// Every value mapped to `Void`.
    @inlinable
    public func mapToVoid() -> SharedSequence<Strategy, Void> { map { _ in () } }

    /// Side effects for each event (see `Observable.do`).
    @inlinable
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence {
        SharedSequence(unchecked: Observable { [source] observer, lifetime in
            onSubscribe?()
            let upstream = source.run(AnyObserver { event in
                switch event {
                case .next(let value): onNext?(value)
                case .completed: onCompleted?()
                case .error: break
                }
                observer.on(event)
            }, lifetime)
            return Disposables.create {
                upstream.dispose()
                onDispose?()
            }
        })
    }
}

extension SharedSequence where Element: Equatable {
    /// Drops values equal to the previous one.
    @inlinable
    public func distinctUntilChanged() -> SharedSequence {
        SharedSequence(sharing: source.distinctUntilChanged())
    }
}

extension SharedSequence {
    /// Subscribes with closures; `onNext` runs on the main thread.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension SharedSequence where Strategy == DriverSharingStrategy {
    /// Sends every value to `observers` (binders, subjects, …).
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        Disposables.create(observers.map { observer in source.subscribe(AnyObserver { event in
            if case .next = event { observer.on(event) }
        }) })
    }

    /// Sends every value, as optional, to `observers`.
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        Disposables.create(observers.map { observer in source.subscribe(AnyObserver { event in
            if case .next(let value) = event { observer.on(.next(value)) }
        }) })
    }

    /// Makes every value current in `relays`.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        Disposables.create(relays.map { relay in source.subscribe(onNext: { relay.accept($0) }) })
    }

    /// Makes every value current in `relays`, as optional.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        Disposables.create(relays.map { relay in source.subscribe(onNext: { relay.accept($0) }) })
    }

    /// Calls `onNext` for every value on the main thread.
    @inlinable
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension SharedSequence where Strategy == SignalSharingStrategy {
    /// Sends every value to `observers`.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        Disposables.create(observers.map { observer in source.subscribe(AnyObserver { event in
            if case .next = event { observer.on(event) }
        }) })
    }

    /// Sends every value, as optional, to `observers`.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        Disposables.create(observers.map { observer in source.subscribe(AnyObserver { event in
            if case .next(let value) = event { observer.on(.next(value)) }
        }) })
    }

    /// Sends every value to `relays`.
    @inlinable
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        Disposables.create(relays.map { relay in source.subscribe(onNext: { relay.accept($0) }) })
    }

    /// Sends every value to `relays`, as optional.
    @inlinable
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        Disposables.create(relays.map { relay in source.subscribe(onNext: { relay.accept($0) }) })
    }

    /// Makes every value current in `relays`.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        Disposables.create(relays.map { relay in source.subscribe(onNext: { relay.accept($0) }) })
    }

    /// Makes every value current in `relays`, as optional.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        Disposables.create(relays.map { relay in source.subscribe(onNext: { relay.accept($0) }) })
    }

    /// Calls `onNext` for every value on the main thread.
    @inlinable
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
