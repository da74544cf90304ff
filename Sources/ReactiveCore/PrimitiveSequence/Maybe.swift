/// The trait of `Maybe`: one value, nothing, or an error.
public enum MaybeTrait {}

/// A sequence that succeeds with one value, completes without one, or fails
/// (RxSwift's `Maybe`): a lookup that may find nothing.
///
/// <!-- snippet: doc-Maybe -->
/// ```swift
/// cache.cachedUser(id: 7)            // Maybe<User>
///     .ifEmpty(switchTo: api.user(id: 7))
///     .subscribe(onSuccess: { self.user = $0 })
///     .disposed(by: bag)
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers.
public enum MaybeEvent<Element> {
    /// One value; the `Maybe` ends with it.
    case success(Element)
    /// The `Maybe` failed.
    case error(any Error)
    /// The `Maybe` ended without a value.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure a `Maybe.create` body reports its result to.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A `Maybe` whose subscription runs `subscribe`, which reports one result
    /// to the given closure (later reports are ignored) and returns what to
    /// dispose when the subscription ends. That is disposed as soon as the
    /// result is delivered.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        })
    }

    /// Subscribes one closure receiving the result.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribe(
            onSuccess: { observer(.success($0)) }, onError: { observer(.error($0)) },
            onCompleted: { observer(.completed) })
    }

    /// Subscribes with closures for each kind of result.
    ///
    /// - Parameters:
    ///   - onSuccess: called once with the value, if there is one.
    ///   - onError: called once if the `Maybe` fails.
    ///   - onCompleted: called once if it ends without a value.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it to cancel the work.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let sink = SubscriptionSink<Element>()
        sink.startFirstEvent(primitiveSequence.source, onDisposed: onDisposed) { event in
            switch event {
            case .next(let element): onSuccess?(element)
            case .error(let error): onError?(error)
            case .completed: onCompleted?()
            }
        }
        return sink
    }

    /// A `Maybe` of `element`.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// A `Maybe` of `element`, delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element).subscribe(on: scheduler))
    }

    /// A `Maybe` failing with `error`.
    public static func error(_ error: any Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// A `Maybe` that never delivers a result.
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// A `Maybe` that completes at once without a value.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs side effects for the result and the subscription; passes the
    /// result on unchanged. An error thrown by a handler fails the `Maybe`.
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
    ) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The value if `predicate` holds, else nothing.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// The value transformed; a thrown error fails the `Maybe`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// The value transformed, or nothing when `transform` returns `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// The result of the `Maybe` that `selector` makes from the value.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// A `Single` of the value, or of `default` when there is none.
    public func ifEmpty(default: Element) -> Single<Element> {
        ifEmpty(switchTo: Single.just(`default`))
    }

    /// This `Maybe`, or `other` when it ends without a value.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.continuingIfEmpty(other.source))
    }

    /// A `Single` of the value, or of `other`'s result when there is none.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.continuingIfEmpty(other.source))
    }

    /// On failure, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// This `Maybe` as a `Completable`: its end or its error.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}

extension ObservableType {
    /// This sequence, or `other` when it completes without a value. (The
    /// primitive traits' `ifEmpty(switchTo:)`.)
    func continuingIfEmpty(_ other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let serial = SerialDisposable()
            let sawValue = ContinuingIfEmptyState()
            source.runChild(AnyObserver { event in
                switch event {
                case .next:
                    sawValue.value = true
                    observer.on(event)
                case .error:
                    observer.on(event)
                case .completed:
                    if sawValue.value || lifetime.isDisposed {
                        observer.on(event)
                    } else {
                        other.runChild(observer, parent: lifetime, in: serial)
                    }
                }
            }, parent: lifetime, in: serial)
            return serial
        }
    }
}

/// Whether a `continuingIfEmpty` subscription has seen a value (written and read
/// by its source's events only, which never overlap).
private final class ContinuingIfEmptyState: @unchecked Sendable {
    var value = false
}
