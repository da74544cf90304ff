import ReactiveCore

/// How a `SharedSequence` trait shares its source and where it delivers.
public protocol SharingStrategy {
    /// Makes `source` shared the way the trait requires.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// `Driver`'s strategy: one shared upstream replaying the latest value.
public enum DriverSharingStrategy: SharingStrategy {
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// `Signal`'s strategy: one shared upstream, no replay.
public enum SignalSharingStrategy: SharingStrategy {
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 0, scope: .whileConnected)
    }
}

/// A sequence for UI code that cannot fail, delivers on the main thread and
/// shares one upstream subscription among its subscribers. `Driver` and
/// `Signal` are its two flavours.
public struct SharedSequence<Strategy: SharingStrategy, Element>: ObservableConvertibleType, @unchecked Sendable {
    @usableFromInline package let source: Observable<Element>

    /// Wraps a source that already fulfils the trait (shared, main thread, no errors).
    @inlinable
    package init(unchecked source: Observable<Element>) {
        self.source = source
    }

    /// Wraps a main-thread, non-failing source, sharing it per the strategy.
    @inlinable
    init(sharing source: Observable<Element>) {
        self.source = Strategy.share(source)
    }

    public func asObservable() -> Observable<Element> { source }

    /// Itself.
    public func asSharedSequence() -> SharedSequence<Strategy, Element> { self }
}

/// A sequence for UI state: replays its current value to each new subscriber,
/// delivers on the main thread, never fails, shares its upstream.
///
/// Values sent from other threads reach the main thread in order; while the
/// main thread is overloaded (a producer faster than it), a value still
/// waiting when a newer one arrives is replaced by it, so a label shows the
/// latest value without a backlog (array change events are merged instead).
///
/// The projected value of `@Bindable`.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// A sequence for UI events: like `Driver` without replay (values sent before
/// a subscription are not seen by it).
///
/// The projected value of `@ViewAction`.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension SharedSequence {
    /// A sequence of one value.
    public static func just(_ element: Element) -> SharedSequence {
        SharedSequence(unchecked: Observable.just(element).observeOnMain())
    }

    /// A sequence that completes at once.
    public static func empty() -> SharedSequence {
        SharedSequence(unchecked: Observable.empty().observeOnMain())
    }

    /// A sequence that never sends anything.
    public static func never() -> SharedSequence {
        SharedSequence(unchecked: Observable.never())
    }

    /// The given values in order.
    public static func of(_ elements: Element...) -> SharedSequence {
        SharedSequence(unchecked: Observable.from(elements).observeOnMain())
    }

    /// The elements of `sequence` in order.
    public static func from<S: Sequence>(_ sequence: S) -> SharedSequence where S.Element == Element {
        SharedSequence(unchecked: Observable.from(sequence).observeOnMain())
    }

    /// Creates a fresh sequence per subscription.
    public static func deferred(_ factory: @escaping () -> SharedSequence) -> SharedSequence {
        SharedSequence(unchecked: Observable.deferred { factory().source })
    }
}

extension ObservableConvertibleType {
    /// A `Driver` of this sequence; on failure it sends `onErrorJustReturn` and completes.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(sharing: asObservable().observeStateOnMain().catchAndReturn(onErrorJustReturn))
    }

    /// A `Driver` of this sequence; on failure it continues with `onErrorDriveWith`.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(sharing: asObservable().observeStateOnMain().catch { _ in onErrorDriveWith.source })
    }

    /// A `Driver` of this sequence; on failure it continues with the Driver `onErrorRecover` returns.
    public func asDriver(onErrorRecover: @escaping (any Error) -> Driver<Element>) -> Driver<Element> {
        Driver(sharing: asObservable().observeStateOnMain().catch { onErrorRecover($0).source })
    }

    /// A `Signal` of this sequence; on failure it sends `onErrorJustReturn` and completes.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(sharing: asObservable().observeOnMain().catchAndReturn(onErrorJustReturn))
    }

    /// A `Signal` of this sequence; on failure it continues with `onErrorSignalWith`.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(sharing: asObservable().observeOnMain().catch { _ in onErrorSignalWith.source })
    }

    /// A `Signal` of this sequence; on failure it continues with the Signal `onErrorRecover` returns.
    public func asSignal(onErrorRecover: @escaping (any Error) -> Signal<Element>) -> Signal<Element> {
        Signal(sharing: asObservable().observeOnMain().catch { onErrorRecover($0).source })
    }
}

extension BehaviorRelay {
    /// A `Driver` of this relay: its current value, then every accepted value,
    /// on the main thread. The relay itself multicasts and replays, so no extra
    /// sharing layer is added.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(unchecked: asObservable().observeStateOnMain())
    }

    /// A `Signal` of the values accepted from now on.
    public func asSignal() -> Signal<Element> {
        Signal(unchecked: asObservable().skip(1).observeOnMain())
    }
}

extension PublishRelay {
    /// A `Signal` of this relay's values, on the main thread.
    public func asSignal() -> Signal<Element> {
        Signal(unchecked: asObservable().observeOnMain())
    }

    /// A `Driver`-typed view of this relay (no value until one is accepted).
    public func asDriver() -> Driver<Element> {
        Driver(unchecked: asObservable().observeStateOnMain())
    }
}

extension ControlProperty {
    /// A `Driver` of this property (it is already main-thread and cannot fail).
    public func asDriver() -> Driver<Element> {
        Driver(sharing: asObservable().observeStateOnMain())
    }
}

extension ControlEvent {
    /// A `Signal` of this event.
    public func asSignal() -> Signal<Element> {
        Signal(sharing: asObservable().observeOnMain())
    }

    /// A `Driver` of this event.
    public func asDriver() -> Driver<Element> {
        Driver(sharing: asObservable().observeStateOnMain())
    }
}
