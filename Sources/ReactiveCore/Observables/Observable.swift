/// A type that can present itself as an `Observable`.
public protocol ObservableConvertibleType {
    /// The type of values produced.
    associatedtype Element
    /// This sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence of values that observers subscribe to.
///
/// Operators (`map`, `filter`, `combineLatest`, …) are defined once, as
/// extensions of this protocol, and are available on every conforming type.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer`; the returned disposable ends the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element
}

extension ObservableType {
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        asObservable().subscribe(observer)
    }
}

/// An observable sequence.
///
/// Internally an observable is a function that starts one subscription: it is
/// handed the downstream observer and the subscription's *lifetime*, a
/// cancelable that turns disposed as soon as the subscriber is no longer
/// interested (disposed, or terminated further down the chain). Synchronous
/// producers poll the lifetime so that `Observable.from(1...).take(3)` ends.
///
/// Observables are immutable descriptions and may be shared across threads.
public final class Observable<Element>: ObservableType, @unchecked Sendable {
    /// Starts a subscription: `(observer, lifetime) -> disposable`.
    @usableFromInline
    package typealias Run = (AnyObserver<Element>, any Cancelable) -> Disposable

    @usableFromInline package let run: Run

    @usableFromInline
    package init(run: @escaping Run) {
        self.run = run
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        let sink = SubscriptionSink<Element>()
        sink.start(self, AnyObserver(observer))
        return sink
    }

    public func asObservable() -> Observable<Element> { self }
}

extension ObservableType {
    /// Starts a subscription without the public sink: for operators, which
    /// forward the lifetime of the subscription they belong to.
    @inlinable
    package func run(_ observer: AnyObserver<Element>, _ lifetime: any Cancelable) -> Disposable {
        asObservable().run(observer, lifetime)
    }
}
