extension ObservableType {
    /// Each value transformed by `transform`; a thrown error fails the sequence.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return Observable<Result> { observer, lifetime in
            source.run(AnyObserver { event in
                switch event {
                case .next(let value):
                    if lifetime.isDisposed { return }
                    do { observer.on(.next(try transform(value))) } catch { observer.on(.error(error)) }
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }, lifetime)
        }
    }

    /// The non-nil results of `transform`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        return Observable<Result> { observer, lifetime in
            source.run(AnyObserver { event in
                switch event {
                case .next(let value):
                    if lifetime.isDisposed { return }
                    do {
                        if let result = try transform(value) { observer.on(.next(result)) }
                    } catch { observer.on(.error(error)) }
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }, lifetime)
        }
    }

    /// Every value mapped to `Void`, for "something happened" streams.
    public func mapToVoid() -> Observable<Void> { map { _ in () } }
}
