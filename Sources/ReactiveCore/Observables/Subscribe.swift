extension ObservableType {
    /// Subscribes with closures for each kind of event.
    ///
    /// - Parameters:
    ///   - onNext: called for each value.
    ///   - onError: called once if the sequence fails.
    ///   - onCompleted: called once if the sequence completes.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it (or add it to a bag) to end it.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let sink = SubscriptionSink<Element>()
        if let onNext, onError == nil, onCompleted == nil {
            sink.start(asObservable(), onNext: onNext, onDisposed: onDisposed)
            return sink
        }
        let observer = AnyObserver<Element> { event in
            switch event {
            case .next(let value): onNext?(value)
            case .error(let error): onError?(error)
            case .completed: onCompleted?()
            }
        }
        sink.start(asObservable(), observer, onDisposed: onDisposed)
        return sink
    }

    /// Subscribes with one closure receiving every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: on))
    }

    /// Subscribes and ignores all events (the subscription's side effects still run).
    public func subscribe() -> Disposable {
        subscribe(AnyObserver { _ in })
    }
}
