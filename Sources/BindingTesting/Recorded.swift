import ReactiveCore

/// A point in virtual time, in ticks of a `TestScheduler`.
public typealias TestTime = Int

/// A value recorded at a virtual time: an event a test observer received, or
/// an event a test observable will send.
///
/// Build event timelines with the factories, as in RxTest:
/// `[.next(210, "a"), .next(240, "b"), .completed(300)]`.
public struct Recorded<Value> {
    /// When the value was (or will be) seen, in ticks.
    public let time: TestTime
    /// The recorded value, usually an `Event`.
    public let value: Value

    /// A value recorded at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded: CustomDebugStringConvertible {
    /// The value and its time, such as `next(a) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded {
    /// A `.next(element)` event at `time`.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Value>
        where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// A `.completed` event at `time`. Pass `type` when the element type cannot be inferred.
    public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self) -> Recorded<Value>
        where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// An `.error(error)` event at `time`. Pass `type` when the element type cannot be inferred.
    public static func error<Element>(_ time: TestTime, _ error: any Error, _ type: Element.Type = Element.self) -> Recorded<Value>
        where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }
}
