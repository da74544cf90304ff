// The RxSwift 6 forms of skip and take that Filtering.swift does not have:
// skip(until:), take(until: predicate, behavior:), take(while:behavior:), and
// the time-limited skip(_:scheduler:) and take(for:scheduler:).

/// Whether `take(until:behavior:)` / `take(while:behavior:)` also send the
/// value at which they stop.
public enum TakeBehavior: Sendable {
    /// The value that ends the sequence is sent before completion.
    case inclusive
    /// The value that ends the sequence is dropped.
    case exclusive
}

extension ObservableType {
    /// Drops values until `other` sends a value, then passes everything.
    ///
    /// This sequence is subscribed first, then `other`, which is disposed
    /// after its first value. An error from `other` fails the result; its
    /// completion without a value means nothing is ever passed. As in RxSwift,
    /// when this sequence completes before `other` has sent a value, the
    /// result ends silently (no event; both subscriptions are disposed).
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let source = asObservable()
        let trigger = other.asObservable()
        return Observable { observer, lifetime in
            let state = SkipUntilState(observer, lifetime)
            state.sourceSubscription.attach(source.run(AnyObserver(eventHandler: state.onSource), state.sourceSubscription))
            let triggerSubscription = state.triggerSubscription
            triggerSubscription.attach(trigger.run(AnyObserver { state.onTrigger($0) }, triggerSubscription))
            return Disposables.create(state.sourceSubscription, triggerSubscription)
        }
    }

    /// Values until `predicate` holds for one, then completion; with
    /// `.inclusive` that value is sent before completion.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let finished = Flag()
            return source.run(AnyObserver { event in
                if finished.isSet { return }
                guard case .next(let value) = event else {
                    finished.isSet = true
                    observer.on(event)
                    return
                }
                let stops: Bool
                do { stops = try predicate(value) } catch {
                    finished.isSet = true
                    observer.on(.error(error))
                    return
                }
                if !stops {
                    observer.on(event)
                    return
                }
                finished.isSet = true
                if behavior == .inclusive { observer.on(event) }
                observer.on(.completed)
            }, lifetime)
        }
    }

    /// Values while `predicate` holds, then completion; with `.inclusive` the
    /// first value for which it does not hold is sent before completion.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }

    /// Drops the values sent within `duration` of the subscription (measured
    /// on `scheduler`); errors and completion pass at any time.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType = MainScheduler.instance) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let state = TimeWindowState(observer)
            let timer = scheduler.scheduleRelative(duration) { state.open() }
            let subscription = source.run(AnyObserver(eventHandler: state.onSkipping), lifetime)
            return Disposables.create(timer, subscription)
        }
    }

    /// The values sent within `duration` of the subscription (measured on
    /// `scheduler`), then completion; the source is disposed then.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType = MainScheduler.instance) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let state = TimeWindowState(observer)
            let subscription = ChildLifetime(parent: lifetime)
            let timer = scheduler.scheduleRelative(duration) {
                if state.close() { subscription.dispose() }
            }
            subscription.attach(source.run(AnyObserver(eventHandler: state.onTaking), subscription))
            return Disposables.create(timer, subscription)
        }
    }
}

/// One `skip(until:)` subscription: both sources' events under one lock.
private final class SkipUntilState<Element>: @unchecked Sendable {
    private let observer: AnyObserver<Element>
    private let lock = RecursiveLock()
    let sourceSubscription: ChildLifetime
    let triggerSubscription: ChildLifetime
    // Guarded by `lock`.
    private var forwarding = false
    private var stopped = false

    init(_ observer: AnyObserver<Element>, _ lifetime: any Cancelable) {
        self.observer = observer
        sourceSubscription = ChildLifetime(parent: lifetime)
        triggerSubscription = ChildLifetime(parent: lifetime)
    }

    func onSource(_ event: Event<Element>) {
        let silentEnd = lock.withLock { _ -> Bool in
            if stopped { return false }
            switch event {
            case .next:
                if forwarding { observer.on(event) }
                return false
            case .error:
                stopped = true
                observer.on(event)
                return false
            case .completed:
                stopped = true
                if forwarding { observer.on(event) }
                return !forwarding
            }
        }
        if silentEnd {
            sourceSubscription.dispose()
            triggerSubscription.dispose()
        }
    }

    func onTrigger<Trigger>(_ event: Event<Trigger>) {
        let failed = lock.withLock { _ -> Bool in
            if stopped { return false }
            switch event {
            case .next:
                forwarding = true
                return false
            case .error(let error):
                stopped = true
                observer.on(.error(error))
                return true
            case .completed:
                return false
            }
        }
        triggerSubscription.dispose()
        if failed { sourceSubscription.dispose() }
    }
}

/// One `skip(_:scheduler:)` or `take(for:scheduler:)` subscription: the
/// timer's state and the source's events under one lock.
private final class TimeWindowState<Element>: @unchecked Sendable {
    private let observer: AnyObserver<Element>
    private let lock = RecursiveLock()
    // Guarded by `lock`.
    private var isOpen = false
    private var stopped = false

    init(_ observer: AnyObserver<Element>) { self.observer = observer }

    /// The skipping time is over.
    func open() { lock.withLock { _ in isOpen = true } }

    /// The taking time is over: completes; `true` if this ended the sequence.
    func close() -> Bool {
        lock.withLock { _ -> Bool in
            if stopped { return false }
            stopped = true
            observer.on(.completed)
            return true
        }
    }

    func onSkipping(_ event: Event<Element>) {
        lock.withLock { _ in
            if stopped { return }
            if case .next = event, !isOpen { return }
            if event.isStopEvent { stopped = true }
            observer.on(event)
        }
    }

    func onTaking(_ event: Event<Element>) {
        lock.withLock { _ in
            if stopped { return }
            if event.isStopEvent { stopped = true }
            observer.on(event)
        }
    }
}
