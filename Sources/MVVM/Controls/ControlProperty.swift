import ReactiveCore

/// A two-way UI property: subscribing yields the current value and then every
/// change the *user* makes; sending a value sets the property (without echoing
/// it back to subscribers). Never fails; completes when its control is destroyed.
public struct ControlProperty<Element>: ObservableType, ObserverType, @unchecked Sendable {
    private let values: Observable<Element>
    private let valueSink: AnyObserver<Element>

    /// A property reading from `values` (initial value, then user changes) and
    /// writing to `valueSink`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
        where Values.Element == Element, Sink.Element == Element {
        self.values = values.asObservable()
        self.valueSink = AnyObserver(valueSink)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { values }

    /// Sets the property for `.next`; terminal events are ignored.
    public func on(_ event: Event<Element>) {
        if case .next = event { valueSink.on(event) }
    }

    /// The user's changes only, without the initial value.
    public var changed: ControlEvent<Element> {
        ControlEvent(events: values.skip(1))
    }

    /// Itself.
    public func asControlProperty() -> ControlProperty<Element> { self }

    /// The observer side, for `bind(to:)`.
    public func asObserver() -> AnyObserver<Element> { valueSink }

    /// A property of another type, converted both ways.
    public func map<Other>(
        get: @escaping (Element) -> Other,
        set: @escaping (Other) -> Element
    ) -> ControlProperty<Other> {
        ControlProperty<Other>(values: values.map(get), valueSink: valueSink.mapObserver(set))
    }
}

extension ControlProperty where Element == String? {
    /// The text as a non-optional `String` (`nil` reads as `""`).
    public var orEmpty: ControlProperty<String> {
        ControlProperty<String>(values: values.map { $0 ?? "" }, valueSink: valueSink.mapObserver { Optional($0) })
    }
}

extension ControlProperty {
    /// The property with `nil` read as `defaultValue`; written values are
    /// passed through as non-nil. Backs the `??` binding operator.
    public func withDefault<Wrapped>(_ defaultValue: @autoclosure @escaping () -> Wrapped) -> ControlProperty<Wrapped>
        where Element == Wrapped? {
        ControlProperty<Wrapped>(
            values: values.map { $0 ?? defaultValue() },
            valueSink: valueSink.mapObserver { Optional($0) }
        )
    }
}
