/// When a test observable was subscribed to and when that subscription ended.
///
/// `Subscription(200, 1000)`: subscribed at 200, disposed at 1000.
/// `Subscription(200)`: subscribed at 200 and still subscribed.
public struct Subscription: Hashable, Sendable {
    /// The virtual time of the subscription.
    public let subscribe: TestTime
    /// The virtual time of the disposal; `Subscription.infinity` while still subscribed.
    public let unsubscribe: TestTime

    /// The `unsubscribe` time of a subscription that has not ended.
    public static let infinity: TestTime = .max

    /// A subscription made at `subscribe` and ended at `unsubscribe` (by default, never).
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime = Subscription.infinity) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `true` while the subscription has not been disposed.
    public var isActive: Bool { unsubscribe == Self.infinity }
}

extension Subscription: CustomDebugStringConvertible {
    /// `(200 - 1000)`, or `(200 - ∞)` while still subscribed.
    public var debugDescription: String {
        "(\(subscribe) - \(isActive ? "∞" : String(unsubscribe)))"
    }
}
