import ReactiveCore

/// A UI event sequence (a click, an activation): no initial value, never
/// fails, completes when its control is destroyed.
public struct ControlEvent<Element>: ObservableType, @unchecked Sendable {
    private let events: Observable<Element>

    /// Wraps `events`, which must not fail and should complete when the control goes away.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.asObservable()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { events }

    /// Itself.
    public func asControlEvent() -> ControlEvent<Element> { self }
}
