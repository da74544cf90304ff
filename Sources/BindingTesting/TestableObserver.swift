import ReactiveCore

/// An observer that records every event it receives with the virtual time of
/// its `TestScheduler`. Create one with `TestScheduler.createObserver(_:)`.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler

    private let lock = TestLock()
    private var recorded: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The events received so far, each with the time it arrived.
    public var events: [Recorded<Event<Element>>] {
        lock.withLock { recorded }
    }

    /// The values of the `.next` events received so far, without times.
    public var elements: [Element] {
        events.compactMap { $0.value.element }
    }

    /// Records `event` at the scheduler's current time.
    public func on(_ event: Event<Element>) {
        let entry = Recorded(time: scheduler.clock, value: event)
        lock.withLock { recorded.append(entry) }
    }
}
