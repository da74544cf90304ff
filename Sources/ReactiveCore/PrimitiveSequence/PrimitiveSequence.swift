import Synchronization

// RxSwift's primitive sequences: `Single` (one value or an error), `Maybe`
// (one value, nothing, or an error) and `Completable` (completion or an error),
// as one wrapper over `Observable` with a phantom trait type. A success travels
// inside as `.next(value)` followed by `.completed`, so every `Observable`
// operator applies, and `asObservable()` costs nothing.

/// A sequence with a guaranteed shape, named by `Trait`: `Single`, `Maybe`
/// or `Completable`.
///
/// Like `Observable`, it is an immutable description: each subscription runs it
/// anew, and it may be shared across threads.
public struct PrimitiveSequence<Trait, Element>: @unchecked Sendable {
    @usableFromInline let source: Observable<Element>

    /// Wraps an observable that already has the trait's shape.
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }
}

/// A type that is, or can present itself as, a `PrimitiveSequence`.
public protocol PrimitiveSequenceType {
    /// `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The type of the value (`Never` for `Completable`).
    associatedtype Element
    /// This sequence as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as an `Observable` (a success is a value then completion).
    @inlinable
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    /// Calls `factory` for each subscription and subscribes to what it returns;
    /// an error thrown by the factory fails the subscription.
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence) -> PrimitiveSequence {
        PrimitiveSequence(raw: Observable.deferred { try factory().source })
    }

    /// The result (success, completion or error) `dueTime` later, on `scheduler`.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes `dueTime` after the subscription, on `scheduler`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the result on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes (and disposes) on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// On failure, continues with the sequence `handler` returns for the error.
    public func `catch`(_ handler: @escaping (any Error) throws -> PrimitiveSequence) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.catch { try handler($0).source })
    }

    /// Resubscribes after a failure, up to `maxAttemptCount` subscriptions in all.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Fails with `RxError.timeout` if there is no result within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` if there is no result within `dueTime`.
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence, scheduler: SchedulerType
    ) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequence where Element: FixedWidthInteger {
    /// Sends 0 after `dueTime` on `scheduler` (a `Single` or `Maybe` timer).
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence {
        PrimitiveSequence(raw: Observable.timer(dueTime, scheduler: scheduler))
    }
}

/// How a trait subscription reports: contract-enforced, one closure, and the
/// disposable of the subscription (a `SubscriptionSink`).
extension SubscriptionSink {
    /// Subscribes one closure that receives the first event only: what
    /// follows (a success's completion) just ends the subscription.
    @inlinable
    func startFirstEvent(_ source: Observable<Element>, onDisposed: (() -> Void)?, _ handler: @escaping (Event<Element>) -> Void) {
        attach(source.run(AnyObserver { [self] event in
            if stopped.exchange(true, ordering: .acquiringAndReleasing) {
                if event.isStopEvent { dispose() }
                return
            }
            handler(event)
            if event.isStopEvent { dispose() }
        }, self), onDisposed: onDisposed)
    }
}
