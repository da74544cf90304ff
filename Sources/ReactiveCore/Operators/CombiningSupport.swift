import Synchronization

// Shared machinery of the operators that subscribe to several sources
// (combineLatest, zip, merge, flatMap, concat, withLatestFrom, amb).
//
// Each subscription of such an operator is one sink object. Events from all
// its sources are serialised by the sink's `RecursiveLock` and forwarded
// downstream while it is held, as in RxSwift: an event that re-enters the sink
// on the same thread (a subscriber feeding one of the sources) is processed at
// once instead of deadlocking. Each source runs under its own `ChildLifetime`,
// which the sink disposes when that source terminates or the sink stops, so a
// synchronous producer (`Observable.from(1...)`) sees that nobody listens any
// more and ends.

/// A first-in first-out queue on a ring buffer: no allocation per element once
/// it has grown to its working size. Used for zip's pending values and for the
/// elements waiting in `concatMap`.
@usableFromInline
struct RingQueue<Element> {
    @usableFromInline var storage: ContiguousArray<Element?> = []
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { count == 0 }

    @inlinable
    mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        var index = head + count
        if index >= storage.count { index -= storage.count }
        storage[index] = element
        count += 1
    }

    @inlinable
    mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head].take()
        head += 1
        if head == storage.count { head = 0 }
        count -= 1
        return element
    }

    @usableFromInline
    mutating func grow() {
        var larger = ContiguousArray<Element?>(repeating: nil, count: Swift.max(4, storage.count * 2))
        for offset in 0..<count {
            var index = head + offset
            if index >= storage.count { index -= storage.count }
            larger[offset] = storage[index].take()
        }
        storage = larger
        head = 0
    }
}

/// One subscription of an operator with several sources: the downstream
/// observer, the lock serialising all sources, and one child lifetime per source.
///
/// The hot path (`lock`, `stopped`, `observer`) is visible to inlinable code
/// so that subclasses can be specialised in client modules; the set-up and
/// terminal paths are not.
@usableFromInline
class MultiSourceSink<Result>: Disposable, @unchecked Sendable {
    @usableFromInline let observer: AnyObserver<Result>
    @usableFromInline let lock = RecursiveLock()
    /// Set once a terminal event has been sent or the subscription disposed.
    @usableFromInline let stopped = Atomic<Bool>(false)
    let children: ContiguousArray<ChildLifetime>

    @usableFromInline
    init(sources: Int, observer: AnyObserver<Result>, lifetime: any Cancelable) {
        self.observer = observer
        var children = ContiguousArray<ChildLifetime>()
        children.reserveCapacity(sources)
        for _ in 0..<sources { children.append(ChildLifetime(parent: lifetime)) }
        self.children = children
    }

    /// Subscribes `source` as source number `index`, unless the sink has stopped
    /// (an earlier source failed or finished everything synchronously) or the
    /// subscriber has already left.
    @usableFromInline
    final func subscribe<Value>(_ source: Observable<Value>, at index: Int, _ observer: AnyObserver<Value>) {
        let child = children[index]
        if stopped.load(ordering: .acquiring) || child.isDisposed { return }
        child.attach(source.run(observer, child))
    }

    /// Subscribes each of `sources` in order, handing source number `index`'s
    /// events to `handler(event, index)`; returns the sink (the subscription).
    final func subscribeAll<Value>(_ sources: [Observable<Value>], _ handler: @escaping (Event<Value>, Int) -> Void) -> Disposable {
        for (index, source) in sources.enumerated() {
            subscribe(source, at: index, AnyObserver { event in handler(event, index) })
        }
        return self
    }

    /// Runs `body` with the lock held, unless the sink has stopped: how every
    /// source's event starts.
    @inlinable @inline(__always)
    final func ifRunning(_ body: () -> Void) {
        lock.withLock { _ in
            if stopped.load(ordering: .relaxed) { return }
            body()
        }
    }

    /// Sends the value `combine` computes, or fails with the error it throws
    /// (a throwing result selector). Call with `lock` held.
    @inlinable @inline(__always)
    final func send(_ combine: () throws -> Result) {
        let combined: Result
        do { combined = try combine() } catch {
            stop(.error(error))
            return
        }
        observer.on(.next(combined))
    }

    /// Releases the subscription to source `index` (it has completed).
    @usableFromInline
    final func release(_ index: Int) {
        children[index].dispose()
    }

    /// Sends the terminal `event` and releases every source. Call with `lock` held.
    @usableFromInline
    final func stop(_ event: Event<Result>) {
        if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        observer.on(event)
        disposeSources()
    }

    /// Ends the subscription: no more events are forwarded.
    @usableFromInline
    func dispose() {
        stopped.store(true, ordering: .releasing)
        disposeSources()
    }

    private func disposeSources() {
        for child in children { child.dispose() }
    }
}

/// A multi-source sink of fixed arity (2 to 8): which sources have completed,
/// as a bit set.
@usableFromInline
class FixedAritySink<Result>: MultiSourceSink<Result>, @unchecked Sendable {
    /// A bit per source; all set.
    @usableFromInline let all: UInt8
    /// A bit per source that has completed (guarded by `lock`, so exempt from
    /// dynamic exclusivity checks, like all state the sinks keep under their lock).
    @usableFromInline @exclusivity(unchecked) var done: UInt8 = 0

    @usableFromInline
    init(arity: Int, observer: AnyObserver<Result>, lifetime: any Cancelable) {
        precondition(arity > 0 && arity <= 8)
        all = UInt8(truncatingIfNeeded: (1 << arity) - 1)
        super.init(sources: arity, observer: observer, lifetime: lifetime)
    }

    /// Records that source `index` completed and releases its subscription;
    /// returns `true` when every source has completed. Call with `lock` held.
    @usableFromInline
    final func markDone(_ index: Int) -> Bool {
        release(index)
        done |= UInt8(truncatingIfNeeded: 1 << index)
        return done == all
    }
}
