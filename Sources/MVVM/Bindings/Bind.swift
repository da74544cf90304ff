import ReactiveCore

extension ObservableType {
    /// Sends every value to `observers`. A failure of the sequence is reported
    /// and ends the binding (bind only sequences that cannot fail).
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        Disposables.create(observers.map { observer in
            subscribe(AnyObserver { event in
                switch event {
                case .next: observer.on(event)
                case .error(let error): reportBindingError(error)
                case .completed: break
                }
            })
        })
    }

    /// Sends every value, as optional, to `observers`.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        Disposables.create(observers.map { observer in
            subscribe(AnyObserver { event in
                switch event {
                case .next(let value): observer.on(.next(value))
                case .error(let error): reportBindingError(error)
                case .completed: break
                }
            })
        })
    }

    /// Makes every value current in `relays`.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        Disposables.create(relays.map { relay in
            subscribe(onNext: { relay.accept($0) }, onError: { reportBindingError($0) })
        })
    }

    /// Makes every value current in `relays`, as optional.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        Disposables.create(relays.map { relay in
            subscribe(onNext: { relay.accept($0) }, onError: { reportBindingError($0) })
        })
    }

    /// Sends every value to `relays`.
    @inlinable
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        Disposables.create(relays.map { relay in
            subscribe(onNext: { relay.accept($0) }, onError: { reportBindingError($0) })
        })
    }

    /// Sends every value to `relays`, as optional.
    @inlinable
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        Disposables.create(relays.map { relay in
            subscribe(onNext: { relay.accept($0) }, onError: { reportBindingError($0) })
        })
    }

    /// Calls `onNext` with every value (on the producing thread).
    @inlinable
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { reportBindingError($0) })
    }

    /// Passes this sequence to `binder` and returns what it returns.
    @inlinable
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }
}
