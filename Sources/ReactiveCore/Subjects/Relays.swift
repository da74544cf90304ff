/// Multicasts values to current subscribers; never fails or completes.
///
/// `accept` may be called from any thread. While another thread delivers, a
/// value is queued and delivered after the earlier ones, without waiting for
/// it; a thread that emits without pause never keeps another thread's
/// `accept` or `subscribe` from returning (see `SubjectCore`).
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline let core = SubjectCore<Element>(replayCount: 0)

    /// A new relay.
    public init() {}

    /// Sends `value` to every subscriber.
    @inlinable public func accept(_ value: Element) { core.emit(.next(value)) }

    public func asObservable() -> Observable<Element> {
        Observable { [core] observer, _ in core.subscribe(observer) }
    }
}

/// Holds a current value, replays it to each new subscriber, and multicasts
/// each accepted value; never fails or completes.
///
/// `accept` and `value` are thread-safe. Values are delivered to all observers
/// in the order they were accepted; while another thread delivers, `accept`
/// queues its value behind the earlier ones and returns without waiting for
/// it (see `SubjectCore`).
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline let core: SubjectCore<Element>
    @usableFromInline let observable: Observable<Element>

    /// A relay starting with `value`.
    @inlinable
    public init(value: Element) {
        let core = SubjectCore(replayCount: 1, initial: value)
        self.core = core
        observable = Observable { observer, _ in core.subscribe(observer) }
    }

    /// The current value. Read inside a `Computed` body, it becomes one of
    /// the computed's dependencies, and is the value the computed's graph has
    /// seen (see `Computed`), read without taking the relay's lock.
    @inlinable public var value: Element {
        @inline(__always) get {
            if let frame = DependencyTracker.currentFrame {
                return TrackingFrame.read(self, in: frame)
            }
            return core.value!
        }
    }

    /// Makes `value` current and sends it to every subscriber.
    @inlinable public func accept(_ value: Element) { core.emit(.next(value)) }

    @inlinable public func asObservable() -> Observable<Element> { observable }
}
