/// The trait of `Completable`: completion or an error, no value.
public enum CompletableTrait {}

/// A sequence that only completes or fails (RxSwift's `Completable`): work
/// whose result is that it is done.
///
/// <!-- snippet: doc-Completable -->
/// ```swift
/// settings.save()                      // Completable
///     .andThen(api.upload(settings))   // Single<Receipt>
///     .subscribe(onSuccess: { self.receipt = $0 }, onFailure: { self.show($0) })
///     .disposed(by: bag)
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a `Completable` delivers.
public enum CompletableEvent {
    /// The work failed.
    case error(any Error)
    /// The work is done.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// The closure a `Completable.create` body reports its end to.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A `Completable` whose subscription runs `subscribe`, which reports the
    /// end to the given closure (later reports are ignored) and returns what to
    /// dispose when the subscription ends. That is disposed as soon as the end
    /// is delivered.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        })
    }

    /// Subscribes one closure receiving the end.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        subscribe(onCompleted: { observer(.completed) }, onError: { observer(.error($0)) })
    }

    /// Subscribes with closures for completion and failure.
    ///
    /// - Parameters:
    ///   - onCompleted: called once when the work is done.
    ///   - onError: called once if it fails.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it to cancel the work.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let sink = SubscriptionSink<Never>()
        sink.startFirstEvent(primitiveSequence.source, onDisposed: onDisposed) { event in
            switch event {
            case .error(let error): onError?(error)
            case .completed: onCompleted?()
            }
        }
        return sink
    }

    /// A `Completable` failing with `error`.
    public static func error(_ error: any Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A `Completable` that never ends.
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A `Completable` that completes at once.
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs side effects for the end and the subscription; passes it on
    /// unchanged. An error thrown by a handler fails the `Completable`.
    public func `do`(
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: primitiveSequence.source.do(
            onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// This work, then `second`.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat([primitiveSequence, second])
    }

    /// Each of `sources` in turn, the next when the previous has completed;
    /// fails with the first failure.
    public static func concat<Sources: Swift.Sequence>(_ sources: Sources) -> Completable
        where Sources.Element == Completable {
        Completable(raw: Observable.concat(sources.map(\.source)))
    }

    /// Each of `sources` in turn.
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// All of `sources` at once; completes when all have completed, fails with
    /// the first failure.
    public static func zip<Sources: Swift.Collection>(_ sources: Sources) -> Completable
        where Sources.Element == Completable {
        Completable(raw: Observable.merge(sources.map(\.source)))
    }

    /// All of `sources` at once.
    public static func zip(_ sources: Completable...) -> Completable {
        zip(sources)
    }

    /// Once this completes, the result of `second`.
    public func andThen<Result>(_ second: Single<Result>) -> Single<Result> {
        Single(raw: andThenObservable(second.source))
    }

    /// Once this completes, the result of `second`.
    public func andThen<Result>(_ second: Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: andThenObservable(second.source))
    }

    /// Once this completes, the end of `second`.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: andThenObservable(second.source))
    }

    /// Once this completes, the events of `second`.
    public func andThen<Result>(_ second: Observable<Result>) -> Observable<Result> {
        andThenObservable(second)
    }

    /// `second`, subscribed when this completes (not before).
    private func andThenObservable<Result>(_ second: Observable<Result>) -> Observable<Result> {
        primitiveSequence.source.terminalEvent(as: Result.self).concat(second)
    }
}

extension ObservableType where Element == Never {
    /// This sequence as a `Completable` (`ignoreElements()` makes one of any sequence).
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
