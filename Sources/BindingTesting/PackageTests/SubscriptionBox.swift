import ReactiveCore

/// A subscription handed between threads (the test serialises its use).
package final class SubscriptionBox: @unchecked Sendable {
    package var subscription: Disposable?

    package init() {}
}
