/// Replays up to `bufferSize` recent values to each new subscriber, then
/// multicasts each accepted value; never fails or completes (RxSwift's
/// `ReplayRelay`, a `ReplaySubject` without terminal events).
///
/// `accept` is thread-safe and keeps the order of values, like the other relays
/// (see `SubjectCore`).
///
/// <!-- snippet: doc-ReplayRelay -->
/// ```swift
/// let recent = ReplayRelay<String>.create(bufferSize: 2)
/// recent.accept("a"); recent.accept("b"); recent.accept("c")
/// recent.subscribe(onNext: { print($0) }).disposed(by: bag)   // b, c
/// ```
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    let core: SubjectCore<Element>

    private init(bufferSize: Int) {
        core = SubjectCore(replayCount: bufferSize)
    }

    /// A relay replaying the last `bufferSize` values (at least 1).
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        precondition(bufferSize > 0, "ReplayRelay buffer size must be positive")
        return ReplayRelay(bufferSize: bufferSize)
    }

    /// A relay replaying every value it ever accepted.
    public static func createUnbounded() -> ReplayRelay<Element> {
        ReplayRelay(bufferSize: Int.max)
    }

    /// Sends `value` to every subscriber and keeps it for replay.
    public func accept(_ value: Element) { core.emit(.next(value)) }

    public func asObservable() -> Observable<Element> {
        Observable { [core] observer, _ in core.subscribe(observer) }
    }
}
