import ReactiveCore

extension Recorded {
    /// The given recorded events as an array, as RxTest spells a timeline:
    /// `Recorded.events(.next(210, "a"), .completed(300))`.
    public static func events<Element>(_ recordedEvents: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>]
        where Value == Event<Element> {
        recordedEvents
    }
}
