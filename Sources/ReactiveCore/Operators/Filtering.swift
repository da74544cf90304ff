import Synchronization

extension ObservableType {
    /// Only the values for which `predicate` is true.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            source.run(AnyObserver { event in
                switch event {
                case .next(let value):
                    if lifetime.isDisposed { return }
                    do {
                        if try predicate(value) { observer.on(event) }
                    } catch { observer.on(.error(error)) }
                default: observer.on(event)
                }
            }, lifetime)
        }
    }

    /// Drops the first `count` values.
    public func skip(_ count: Int) -> Observable<Element> {
        if count <= 0 { return asObservable() }
        let source = asObservable()
        return Observable { observer, lifetime in
            let counter = Counter(count)
            return source.run(AnyObserver { event in
                if case .next = event, counter.remaining > 0 {
                    counter.remaining -= 1
                    return
                }
                observer.on(event)
            }, lifetime)
        }
    }

    /// The first `count` values, then completion.
    public func take(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        if count <= 0 { return .empty() }
        return Observable { observer, lifetime in
            let counter = Counter(count)
            return source.run(AnyObserver { event in
                guard counter.remaining > 0 else { return }
                switch event {
                case .next:
                    counter.remaining -= 1
                    observer.on(event)
                    if counter.remaining == 0 { observer.on(.completed) }
                default:
                    counter.remaining = 0
                    observer.on(event)
                }
            }, lifetime)
        }
    }

    /// Values until `other` emits a value (or fails), then completion.
    ///
    /// A trigger that completes without a value is released at once, and the
    /// values go on until the source ends (as in RxSwift).
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let source = asObservable()
        let trigger = other.asObservable()
        return Observable { observer, lifetime in
            let gate = Gate(observer)
            let stop = ChildLifetime(parent: lifetime)
            stop.attach(trigger.run(AnyObserver { event in
                switch event {
                case .next: gate.forward(.completed)
                case .error(let error): gate.forward(.error(error))
                case .completed: stop.dispose()
                }
            }, stop))
            let main = source.run(AnyObserver { gate.forward($0) }, lifetime)
            return Disposables.create(stop, main)
        }
    }

    /// Values while `predicate` holds; completes at the first value for which it does not.
    public func take(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let gate = Gate(observer)
            return source.run(AnyObserver { event in
                switch event {
                case .next(let value):
                    do {
                        if try predicate(value) { gate.forward(event) } else { gate.forward(.completed) }
                    } catch { gate.forward(.error(error)) }
                default: gate.forward(event)
                }
            }, lifetime)
        }
    }

    /// Drops values while `predicate` holds, then passes everything.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let skipping = Counter(1)
            return source.run(AnyObserver { event in
                if case .next(let value) = event, skipping.remaining > 0 {
                    do {
                        if try predicate(value) { return }
                        skipping.remaining = 0
                    } catch {
                        observer.on(.error(error))
                        return
                    }
                }
                observer.on(event)
            }, lifetime)
        }
    }
}

extension ObservableType where Element: Equatable {
    /// Drops values equal to the one before.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged(==)
    }
}

extension ObservableType {
    /// Drops values whose key (read through `keyPath`) equals the previous value's.
    public func distinctUntilChanged<Key: Equatable>(_ keyPath: KeyPath<Element, Key>) -> Observable<Element> {
        distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
    }

    /// Drops values whose `key` equals the previous value's.
    public func distinctUntilChanged<Key: Equatable>(_ key: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged { try key($0) == key($1) }
    }

    /// Drops values that `comparer` says equal the previous value.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            // Events to one observer never overlap, so the last value needs no lock.
            let last = DistinctState<Element>()
            return source.run(AnyObserver { event in
                switch event {
                case .next(let value):
                    if lifetime.isDisposed { return }
                    if let previous = last.value {
                        do {
                            if try comparer(previous, value) { return }
                        } catch {
                            observer.on(.error(error))
                            return
                        }
                    }
                    last.value = value
                    observer.on(event)
                default: observer.on(event)
                }
            }, lifetime)
        }
    }
}

/// The previous value seen by one `distinctUntilChanged` subscription.
@usableFromInline
final class DistinctState<Element> {
    // Touched only by the subscription's serialised events.
    @exclusivity(unchecked) @usableFromInline var value: Element?
    @inlinable init() {}
}

/// A countdown owned by one subscription (events never overlap, so no lock).
final class Counter {
    @exclusivity(unchecked) var remaining: Int
    init(_ remaining: Int) { self.remaining = remaining }
}

/// Serialises events from several sources into one observer and stops after
/// the first terminal event. Used by operators that combine sources.
final class Gate<Element>: @unchecked Sendable {
    private let observer: AnyObserver<Element>
    private let lock = RecursiveLock()
    private var stopped = false

    init(_ observer: AnyObserver<Element>) { self.observer = observer }

    var isStopped: Bool { lock.withLock { _ in stopped } }

    /// Forwards `event` unless stopped; a terminal event stops the gate.
    func forward(_ event: Event<Element>) {
        lock.withLock { _ in
            if stopped { return }
            if event.isStopEvent { stopped = true }
            observer.on(event)
        }
    }
}
