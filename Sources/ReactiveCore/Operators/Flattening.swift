import Synchronization

// Operators that map each value to an inner sequence and flatten the inner
// sequences into one: flatMap (all at once) and merge, flatMapLatest (only the
// latest) and switchLatest, and, in Concat.swift, concatMap / concat (one after
// another). RxSwift's rules:
//
// - an error from the outer source, from any inner sequence or thrown by the
//   selector fails the result at once and releases everything;
// - the result completes when the outer source has completed and every inner
//   sequence it started has completed;
// - an inner sequence is released as soon as it ends (or, in flatMapLatest,
//   as soon as the next value replaces it, before the next one is subscribed).

extension ObservableType {
    /// Maps each value to a sequence and merges the values of all those sequences.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            MergeSink({ try selector($0).asObservable() }, observer, lifetime).run(source)
        }
    }

    /// Maps each value to a sequence and sends the values of the latest one only:
    /// a new value disposes the previous inner subscription.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            SwitchSink({ try selector($0).asObservable() }, observer, lifetime).run(source)
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// The values of the latest inner sequence only.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}

/// One subscription of a flattening operator: the outer subscription, the
/// lock serialising outer and inner events, and the stop logic.
///
/// The event paths are inlinable (specialised in client modules); starting an
/// inner subscription and the terminal paths are not.
@usableFromInline
class FlatteningSink<SourceElement, Element>: Disposable, @unchecked Sendable {
    @usableFromInline let selector: (SourceElement) throws -> Observable<Element>
    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let lock = RecursiveLock()
    @usableFromInline let stopped = Atomic<Bool>(false)
    let lifetime: any Cancelable
    let outer: ChildLifetime
    /// The outer source has completed (guarded by `lock`).
    var outerDone = false

    @usableFromInline
    init(_ selector: @escaping (SourceElement) throws -> Observable<Element>, _ observer: AnyObserver<Element>, _ lifetime: any Cancelable) {
        self.selector = selector
        self.observer = observer
        self.lifetime = lifetime
        outer = ChildLifetime(parent: lifetime)
    }

    /// Subscribes `observer` to the outer source.
    @usableFromInline
    final func subscribeOuter(_ source: Observable<SourceElement>, _ observer: AnyObserver<SourceElement>) {
        outer.attach(source.run(observer, outer))
    }

    @inlinable
    final var isStopped: Bool { stopped.load(ordering: .acquiring) }

    /// A lifetime for a new inner subscription.
    final func innerLifetime() -> ChildLifetime { ChildLifetime(parent: lifetime) }

    /// Releases the inner subscriptions. Overridden.
    func disposeInners() {}

    /// Sends the terminal `event` and releases everything. Call with `lock` held.
    @usableFromInline
    final func stop(_ event: Event<Element>) {
        if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        observer.on(event)
        outer.dispose()
        disposeInners()
    }

    /// Handles an event of the outer source as flatMap, flatMapLatest,
    /// concatMap and merge(maxConcurrent:) do: a value becomes its inner
    /// sequence through the selector (whose error fails the result) and goes
    /// to `start`; an error fails the result; completion runs `completed`.
    @inlinable @inline(__always)
    final func onOuterEvent(_ event: Event<SourceElement>, start: (Observable<Element>) -> Void, completed: () -> Void) {
        switch event {
        case .next(let element):
            if isStopped { return }
            let inner: Observable<Element>
            do { inner = try selector(element) } catch {
                fail(error)
                return
            }
            start(inner)
        case .error(let error):
            fail(error)
        case .completed:
            completed()
        }
    }

    /// Handles an event of an inner sequence with the lock held: a value goes
    /// downstream, an error fails the result, completion runs `completed`
    /// (still under the lock). Ignored once stopped or when `isCurrent()`
    /// says the inner sequence was replaced or released.
    @inlinable @inline(__always)
    final func onInnerEvent(_ event: Event<Element>, isCurrent: () -> Bool, completed: () -> Void) {
        lock.withLock { _ in
            if isStopped || !isCurrent() { return }
            switch event {
            case .next: observer.on(event)
            case .error(let error): stop(.error(error))
            case .completed: completed()
            }
        }
    }

    /// Fails with `error` (takes the lock).
    @usableFromInline
    final func fail(_ error: any Error) {
        lock.withLock { _ in stop(.error(error)) }
    }

    @usableFromInline
    final func dispose() {
        stopped.store(true, ordering: .releasing)
        outer.dispose()
        disposeInners()
    }
}

/// `flatMap`: every inner sequence runs at once.
@usableFromInline
final class MergeSink<SourceElement, Element>: FlatteningSink<SourceElement, Element>, @unchecked Sendable {
    private let inners = CompositeDisposable()
    /// Inner sequences still running (guarded by `lock`).
    private var active = 0

    @inlinable
    func run(_ source: Observable<SourceElement>) -> Disposable {
        subscribeOuter(source, AnyObserver { event in self.onOuter(event) })
        return self
    }

    @inlinable
    func onOuter(_ event: Event<SourceElement>) {
        onOuterEvent(event, start: { inner in
            subscribeInner(inner) { key in AnyObserver { event in self.onInner(event, key) } }
        }, completed: outerCompleted)
    }

    @inlinable
    func onInner(_ event: Event<Element>, _ key: CompositeDisposable.DisposeKey) {
        onInnerEvent(event, isCurrent: { true }, completed: { innerCompleted(key) })
    }

    @usableFromInline
    func subscribeInner(_ inner: Observable<Element>, _ makeObserver: (CompositeDisposable.DisposeKey) -> AnyObserver<Element>) {
        let child = innerLifetime()
        lock.withLock { _ in active += 1 }
        guard let key = inners.insert(child) else { return }
        child.attach(inner.run(makeObserver(key), child))
    }

    @usableFromInline
    func outerCompleted() {
        lock.withLock { _ in
            outerDone = true
            if active == 0 { stop(.completed) } else { outer.dispose() }
        }
    }

    /// Call with `lock` held.
    @usableFromInline
    func innerCompleted(_ key: CompositeDisposable.DisposeKey) {
        inners.remove(for: key)
        active -= 1
        if outerDone && active == 0 { stop(.completed) }
    }

    override func disposeInners() { inners.dispose() }
}

/// `flatMapLatest`: a new inner sequence replaces the previous one.
@usableFromInline
final class SwitchSink<SourceElement, Element>: FlatteningSink<SourceElement, Element>, @unchecked Sendable {
    private let current = SerialDisposable()
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) var latest: UInt64 = 0
    private var hasLatest = false

    @inlinable
    func run(_ source: Observable<SourceElement>) -> Disposable {
        subscribeOuter(source, AnyObserver { event in self.onOuter(event) })
        return self
    }

    @inlinable
    func onOuter(_ event: Event<SourceElement>) {
        onOuterEvent(event, start: { inner in
            subscribeInner(inner) { id, child in AnyObserver { event in self.onInner(event, id, child) } }
        }, completed: outerCompleted)
    }

    @inlinable
    func onInner(_ event: Event<Element>, _ id: UInt64, _ child: any Cancelable) {
        onInnerEvent(event, isCurrent: { id == latest }, completed: { innerCompleted(child) })
    }

    @usableFromInline
    func subscribeInner(_ inner: Observable<Element>, _ makeObserver: (UInt64, any Cancelable) -> AnyObserver<Element>) {
        let id = lock.withLock { _ in
            latest &+= 1
            hasLatest = true
            return latest
        }
        let child = innerLifetime()
        current.disposable = child // disposes the previous inner subscription first
        child.attach(inner.run(makeObserver(id, child), child))
    }

    @usableFromInline
    func outerCompleted() {
        lock.withLock { _ in
            outerDone = true
            outer.dispose()
            if !hasLatest { stop(.completed) }
        }
    }

    /// Call with `lock` held.
    @usableFromInline
    func innerCompleted(_ child: any Cancelable) {
        hasLatest = false
        child.dispose()
        if outerDone { stop(.completed) }
    }

    override func disposeInners() { current.dispose() }
}
