// Operators that turn events into values and back (materialize,
// dematerialize), and enumerated, which numbers the values.

/// A type that carries an `Event`: what `dematerialize()` accepts.
public protocol EventConvertible {
    /// The type of the event's values.
    associatedtype Element
    /// The event this value carries.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}

extension ObservableType {
    /// Every event of this sequence as a value: each value as `.next`, then its
    /// error or completion as a last value, followed by completion. The result
    /// never fails.
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let finished = Flag()
            return source.run(AnyObserver { event in
                if finished.isSet { return }
                observer.on(.next(event))
                if event.isStopEvent {
                    finished.isSet = true
                    observer.on(.completed)
                }
            }, lifetime)
        }
    }

    /// Each value paired with its position, counting from 0.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let counter = Counter(0)
            return source.run(AnyObserver { event in
                switch event {
                case .next(let value):
                    let index = counter.remaining
                    counter.remaining += 1
                    observer.on(.next((index: index, element: value)))
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }, lifetime)
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// The events carried by this sequence's values, played back: `.next`
    /// values become values, and the first carried error or completion ends
    /// the result (the source is then disposed).
    public func dematerialize() -> Observable<Element.Element> {
        endingOnTerminal { $0.event }
    }
}

extension ObservableType {
    /// Each value turned into an event by `transform` (a value, an error or
    /// completion), forwarded like the source's own; after the first terminal
    /// event nothing more goes downstream. What `dematerialize` and
    /// `withUnretained` (which completes once its object is gone) share.
    func endingOnTerminal<Out>(_ transform: @escaping (Element) -> Event<Out>) -> Observable<Out> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let finished = Flag()
            return source.run(AnyObserver { event in
                if finished.isSet { return }
                let forwarded: Event<Out>
                switch event {
                case .next(let value): forwarded = transform(value)
                case .error(let error): forwarded = .error(error)
                case .completed: forwarded = .completed
                }
                if forwarded.isStopEvent { finished.isSet = true }
                observer.on(forwarded)
            }, lifetime)
        }
    }
}
