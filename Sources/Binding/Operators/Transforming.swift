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

    /// Only the values for which `predicate` is true.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            source.run(AnyObserver { event in
                switch event {
                case .next(let value):
                    if lifetime.isDisposed { return }
                    do {
                        if try predicate(value) { observer.on(event) }
                    } catch { observer.on(.error(error)) }
                default: observer.on(event)
                }
            }, lifetime)
        }
    }

    /// Every value mapped to `Void`, for "something happened" streams.
    public func mapToVoid() -> Observable<Void> { map { _ in () } }
}

extension ObservableType where Element: Equatable {
    /// Drops values equal to the one before.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged(==)
    }
}

extension ObservableType {
    /// Drops values whose key (read through `keyPath`) equals the previous value's.
    public func distinctUntilChanged<Key: Equatable>(_ keyPath: KeyPath<Element, Key>) -> Observable<Element> {
        distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
    }

    /// Drops values whose `key` equals the previous value's.
    public func distinctUntilChanged<Key: Equatable>(_ key: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged { try key($0) == key($1) }
    }

    /// Drops values that `comparer` says equal the previous value.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            // Events to one observer never overlap, so the last value needs no lock.
            let last = DistinctState<Element>()
            return source.run(AnyObserver { event in
                switch event {
                case .next(let value):
                    if lifetime.isDisposed { return }
                    if let previous = last.value {
                        do {
                            if try comparer(previous, value) { return }
                        } catch {
                            observer.on(.error(error))
                            return
                        }
                    }
                    last.value = value
                    observer.on(event)
                default: observer.on(event)
                }
            }, lifetime)
        }
    }
}

/// The previous value seen by one `distinctUntilChanged` subscription.
@usableFromInline
final class DistinctState<Element> {
    // Touched only by the subscription's serialised events.
    @exclusivity(unchecked) @usableFromInline var value: Element?
    @inlinable init() {}
}
