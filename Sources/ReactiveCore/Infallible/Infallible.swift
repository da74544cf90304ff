/// A sequence that cannot fail (RxSwift's `Infallible`): values and maybe a
/// completion, never an error. Unlike `Driver` and `Signal` it has no thread
/// or sharing rules; it is an `Observable` whose type says it cannot fail.
///
/// <!-- snippet: doc-Infallible -->
/// ```swift
/// let names: Infallible<String> = api.names().asInfallible(onErrorJustReturn: "")
/// names.subscribe(onNext: { print($0) }).disposed(by: bag)
/// ```
public struct Infallible<Element>: InfallibleType, @unchecked Sendable {
    @usableFromInline let source: Observable<Element>

    /// Wraps an observable that never fails.
    @inlinable
    package init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> { source }

    /// Itself.
    public func asInfallible() -> Infallible<Element> { self }
}

/// A type that is, or can present itself as, an `Infallible`.
public protocol InfallibleType: ObservableConvertibleType {
    /// This sequence as an `Infallible`.
    func asInfallible() -> Infallible<Element>
}

/// What an `Infallible.create` body sends.
public enum InfallibleEvent<Element> {
    /// A new value.
    case next(Element)
    /// The sequence finished.
    case completed
}

extension InfallibleType {
    /// An `Infallible` whose subscription runs `subscribe`, which sends events
    /// to the given closure and returns what to dispose when the subscription
    /// ends (disposed at once after `.completed`, as with `Observable.create`).
    public static func create(
        subscribe: @escaping (@escaping (InfallibleEvent<Element>) -> Void) -> Disposable
    ) -> Infallible<Element> {
        Infallible(Observable.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.on(.next(element))
                case .completed: observer.on(.completed)
                }
            }
        })
    }

    /// Subscribes with closures for values and completion.
    ///
    /// - Parameters:
    ///   - onNext: called for each value.
    ///   - onCompleted: called once if the sequence completes.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it (or add it to a bag) to end it.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes one closure receiving every event (never `.error`).
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(on)
    }

    /// One value, then completion.
    public static func just(_ element: Element) -> Infallible<Element> { Infallible(.just(element)) }

    /// The given values in order, then completion.
    public static func of(_ elements: Element...) -> Infallible<Element> { Infallible(.from(elements)) }

    /// The elements of `sequence` in order, then completion.
    public static func from<S: Sequence>(_ sequence: S) -> Infallible<Element> where S.Element == Element {
        Infallible(.from(sequence))
    }

    /// Completes at once.
    public static func empty() -> Infallible<Element> { Infallible(.empty()) }

    /// Never sends anything.
    public static func never() -> Infallible<Element> { Infallible(.never()) }

    /// Calls `factory` for each subscription and subscribes to what it returns.
    public static func deferred(_ factory: @escaping () -> Infallible<Element>) -> Infallible<Element> {
        Infallible(Observable.deferred { factory().source })
    }
}

extension ObservableConvertibleType {
    /// An `Infallible` of this sequence; on failure it sends `element` and completes.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// An `Infallible` of this sequence; on failure it continues with `fallback`.
    public func asInfallible(onErrorFallbackTo fallback: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in fallback.source })
    }

    /// An `Infallible` of this sequence; on failure it continues with the
    /// `Infallible` that `recover` returns for the error.
    public func asInfallible(onErrorRecover recover: @escaping (any Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { recover($0).source })
    }
}

extension BehaviorRelay {
    /// This relay as an `Infallible`: its current value, then each accepted value.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension PublishRelay {
    /// This relay as an `Infallible` of the values accepted from now on.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ReplayRelay {
    /// This relay as an `Infallible`: its replay, then each accepted value.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension InfallibleType where Element: Sendable {
    /// The values as an `AsyncStream` (it cannot fail): one subscription per
    /// `values` call; see `ObservableType.values`.
    public var values: AsyncStream<Element> {
        asObservable().infallibleValues()
    }
}
