extension ObservableType {
    /// Runs side effects for the events of each subscription and passes every
    /// event on unchanged.
    ///
    /// - Parameters:
    ///   - onNext: called with each value before it is passed on.
    ///   - afterNext: called with each value after it has been passed on.
    ///   - onError: called with the error before it is passed on.
    ///   - afterError: called with the error after it has been passed on.
    ///   - onCompleted: called before completion is passed on.
    ///   - afterCompleted: called after completion has been passed on.
    ///   - onSubscribe: called before each subscription to this sequence.
    ///   - onSubscribed: called after each subscription to this sequence.
    ///   - onDispose: called once per subscription after it has been disposed,
    ///     whatever the reason (the subscriber left, or the sequence ended).
    /// - Returns: the same sequence. An error thrown by a handler fails it.
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            onSubscribe?()
            let upstream = source.run(AnyObserver { event in
                if lifetime.isDisposed { return }
                do {
                    switch event {
                    case .next(let value):
                        try onNext?(value)
                        observer.on(event)
                        try afterNext?(value)
                    case .error(let error):
                        try onError?(error)
                        observer.on(event)
                        try afterError?(error)
                    case .completed:
                        try onCompleted?()
                        observer.on(event)
                        try afterCompleted?()
                    }
                } catch {
                    observer.on(.error(error))
                }
            }, lifetime)
            onSubscribed?()
            guard let onDispose else { return upstream }
            return Disposables.create {
                upstream.dispose()
                onDispose()
            }
        }
    }
}
