/// Something that receives the events of an observable sequence.
public protocol ObserverType {
    /// The type of values received.
    associatedtype Element
    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }
    /// Sends `.completed`.
    @inlinable public func onCompleted() { on(.completed) }
    /// Sends `.error(error)`.
    @inlinable public func onError(_ error: any Error) { on(.error(error)) }

    /// This observer, type-erased.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(eventHandler: self.on)
    }

    /// An observer that transforms values with `transform` before passing them here.
    public func mapObserver<Source>(_ transform: @escaping (Source) throws -> Element) -> AnyObserver<Source> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}

/// A type-erased observer: a closure that receives events.
///
/// Events to one observer never overlap (the observable contract), so an
/// observer may be handed across threads; it is `@unchecked Sendable` on that basis.
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {
    @usableFromInline let handler: (Event<Element>) -> Void

    /// An observer that calls `eventHandler` for each event.
    @inlinable
    public init(eventHandler: @escaping (Event<Element>) -> Void) {
        handler = eventHandler
    }

    /// Wraps `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            handler = observer.on
        }
    }

    @inlinable
    public func on(_ event: Event<Element>) { handler(event) }

    public func asObserver() -> AnyObserver<Element> { self }
}
