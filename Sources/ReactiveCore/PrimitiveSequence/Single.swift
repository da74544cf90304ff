/// The trait of `Single`: exactly one value, or an error.
public enum SingleTrait {}

/// A sequence that succeeds with exactly one value or fails (RxSwift's
/// `Single`): what a service call returns.
///
/// <!-- snippet: doc-Single -->
/// ```swift
/// func loadUser(id: Int) -> Single<User> {
///     Single.create { single in
///         let request = api.get(id) { result in single(result) }
///         return Disposables.create { request.cancel() }
///     }
/// }
/// loadUser(id: 7)
///     .subscribe(onSuccess: { self.user = $0 }, onFailure: { self.show($0) })
///     .disposed(by: bag)
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: `.success(value)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, any Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure a `Single.create` body reports its result to.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A `Single` whose subscription runs `subscribe`, which reports one result
    /// to the given closure (later reports are ignored) and returns what to
    /// dispose when the subscription ends. That is disposed as soon as the
    /// result is delivered.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(raw: Observable.create { observer in
            subscribe { result in
                switch result {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        })
    }

    /// Subscribes one closure receiving the result.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        subscribe(onSuccess: { observer(.success($0)) }, onFailure: { observer(.failure($0)) })
    }

    /// Subscribes with closures for the value and for a failure.
    ///
    /// - Parameters:
    ///   - onSuccess: called once with the value.
    ///   - onFailure: called once if the `Single` fails.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it to cancel the work.
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((any Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let sink = SubscriptionSink<Element>()
        sink.startFirstEvent(primitiveSequence.source, onDisposed: onDisposed) { event in
            switch event {
            case .next(let element): onSuccess?(element)
            case .error(let error): onFailure?(error)
            case .completed: break
            }
        }
        return sink
    }

    /// The RxSwift 5 spelling of `subscribe(onSuccess:onFailure:onDisposed:)`.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (any Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// A `Single` of `element`.
    @inlinable
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A `Single` of `element`, delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element).subscribe(on: scheduler))
    }

    /// A `Single` failing with `error`.
    public static func error(_ error: any Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A `Single` that never delivers a result.
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects for the result and the subscription; passes the
    /// result on unchanged. An error thrown by a handler fails the `Single`.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: primitiveSequence.source.do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The value if `predicate` holds, else nothing.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// The value transformed; a thrown error fails the `Single`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// The value transformed, or nothing when `transform` returns `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// The result of the `Single` that `selector` makes from the value.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// The result of the `Maybe` that `selector` makes from the value.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// The result of the `Completable` that `selector` makes from the value.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// On failure, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// This `Single` as a `Maybe`.
    public func asMaybe() -> Maybe<Element> { Maybe(raw: primitiveSequence.source) }

    /// This `Single` as a `Completable`: its completion or its error.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }

    /// The results of `source1` and `source2`, combined by `resultSelector`
    /// once both have succeeded; fails as soon as either fails.
    public static func zip<E1, E2>(
        _ source1: Single<E1>, _ source2: Single<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// The results of all `collection`'s `Single`s, in order, combined by
    /// `resultSelector` once all have succeeded; an empty collection succeeds
    /// with `resultSelector([])`.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Collection.Element == Single<Element> {
        if collection.isEmpty { return Single<Result>.deferred { .just(try resultSelector([])) } }
        return Single(raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
    }

    /// The results of all `collection`'s `Single`s as an array, in order.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Single<[Element]> where Collection.Element == Single<Element> {
        zip(collection) { $0 }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// The results of `source1` and `source2` as a tuple, once both have succeeded.
    public static func zip<E1, E2>(_ source1: Single<E1>, _ source2: Single<E2>) -> Single<(E1, E2)> {
        Single<(E1, E2)>.zip(source1, source2) { ($0, $1) }
    }
}
