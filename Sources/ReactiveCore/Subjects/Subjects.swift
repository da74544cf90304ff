/// Both an observable and an observer: what is sent to it is multicast to its subscribers.
public protocol SubjectType: ObservableType {
    /// The observer side's value type.
    associatedtype Observer: ObserverType
    /// The observer side.
    func asObserver() -> Observer
}

/// Multicasts each event to the observers subscribed at that moment; no replay.
public final class PublishSubject<Element>: SubjectType, ObserverType, @unchecked Sendable {
    let core = SubjectCore<Element>(replayCount: 0)

    /// A new subject.
    public init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    public func on(_ event: Event<Element>) { core.emit(event) }
    public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: core.emit) }
    public func asObservable() -> Observable<Element> {
        Observable { [core] observer, _ in core.subscribe(observer) }
    }
}

/// Holds a current value, replays it to each new subscriber, then multicasts.
/// Once stopped, a new subscriber receives only the terminal event (as in RxSwift).
public final class BehaviorSubject<Element>: SubjectType, ObserverType, @unchecked Sendable {
    let core: SubjectCore<Element>

    /// A subject starting with `value`.
    public init(value: Element) {
        core = SubjectCore(replayCount: 1, initial: value, replaysAfterTerminal: false)
    }

    /// The current value; throws the subject's error if it failed.
    public func value() throws -> Element {
        if let terminal = core.terminalEvent, case .error(let error) = terminal { throw error }
        return core.value!
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    public func on(_ event: Event<Element>) { core.emit(event) }
    public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: core.emit) }
    public func asObservable() -> Observable<Element> {
        Observable { [core] observer, _ in core.subscribe(observer) }
    }
}

/// Replays up to `bufferSize` recent values to each new subscriber, then multicasts.
public final class ReplaySubject<Element>: SubjectType, ObserverType, @unchecked Sendable {
    let core: SubjectCore<Element>

    private init(bufferSize: Int) {
        core = SubjectCore(replayCount: bufferSize)
    }

    /// A subject replaying the last `bufferSize` values (at least 1).
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(bufferSize > 0, "ReplaySubject buffer size must be positive")
        return ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject replaying every value it ever received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    public func on(_ event: Event<Element>) { core.emit(event) }
    public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: core.emit) }
    public func asObservable() -> Observable<Element> {
        Observable { [core] observer, _ in core.subscribe(observer) }
    }
}
