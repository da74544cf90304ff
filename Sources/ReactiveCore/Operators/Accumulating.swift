// Operators that accumulate: scan (every intermediate result), reduce and
// toArray (the final result on completion), ignoreElements (only the end).

extension ObservableType {
    /// The running result of `accumulator`, starting from `seed`, sent after
    /// each value; the accumulator mutates the result in place.
    ///
    /// A thrown error fails the sequence.
    @inlinable
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        let source = asObservable()
        return Observable { observer, lifetime in
            // Events to one observer never overlap, so the running result needs no lock.
            let state = AccumulatorState(seed)
            return source.run(AnyObserver { event in
                switch event {
                case .next(let value):
                    if lifetime.isDisposed { return }
                    do { try accumulator(&state.value, value) } catch {
                        observer.on(.error(error))
                        return
                    }
                    observer.on(.next(state.value))
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }, lifetime)
        }
    }

    /// The running result of `accumulator`, starting from `seed`, sent after each value.
    ///
    /// A thrown error fails the sequence.
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { result, value in result = try accumulator(result, value) }
    }

    /// The final result of `accumulator`, starting from `seed`, transformed by
    /// `mapResult` and sent when this sequence completes.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        reduce(into: seed, accumulator: { result, value in result = try accumulator(result, value) }, mapResult: mapResult)
    }

    /// The final result of `accumulator`, starting from `seed`, sent when this
    /// sequence completes.
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// All values in one array, sent when this sequence completes.
    public func toArray() -> Observable<[Element]> {
        reduce(into: [], accumulator: { $0.append($1) }, mapResult: { $0 })
    }

    /// Only the terminal event: completion or failure.
    public func ignoreElements() -> Observable<Never> {
        terminalEvent(as: Never.self)
    }

    /// Only the terminal event, typed as a sequence of `Result` (which sends
    /// none): what `ignoreElements()` and `Completable.andThen` need.
    func terminalEvent<Result>(as _: Result.Type) -> Observable<Result> {
        let source = asObservable()
        return Observable { observer, lifetime in
            source.run(AnyObserver { event in
                switch event {
                case .next: break
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }, lifetime)
        }
    }

    private func reduce<Accumulate, Result>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let state = AccumulatorState(seed)
            return source.run(AnyObserver { event in
                switch event {
                case .next(let value):
                    if lifetime.isDisposed { return }
                    do { try accumulator(&state.value, value) } catch {
                        observer.on(.error(error))
                    }
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    if lifetime.isDisposed { return }
                    let result: Result
                    do { result = try mapResult(state.value) } catch {
                        observer.on(.error(error))
                        return
                    }
                    observer.on(.next(result))
                    observer.on(.completed)
                }
            }, lifetime)
        }
    }
}

/// The running result of one `scan` or `reduce` subscription.
@usableFromInline
final class AccumulatorState<Value> {
    @usableFromInline var value: Value
    @inlinable init(_ value: Value) { self.value = value }
}
