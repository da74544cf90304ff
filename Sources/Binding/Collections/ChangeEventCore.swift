/// The state and delivery engine behind the observable arrays.
///
/// Holds a value (the array) under a lock. A mutation changes the value and
/// queues the event describing it while holding the lock, so events are queued
/// in exactly the order of the mutations. Delivery is serialised without
/// holding the lock (like `SubjectCore`): the first emitting thread drains the
/// queue; events emitted meanwhile, from other threads or re-entrantly from an
/// observer, are delivered after it, in order.
///
/// A new subscriber first receives a replay of the value at the moment it
/// subscribed (a reset event), then exactly the events of later mutations, so
/// applying each change to the previous array always reproduces the next one.
///
/// The mutation and delivery path is inlinable so that it is specialised for
/// the element type where an array is edited: unspecialised, every queue
/// operation would look up generic type metadata at run time.
@usableFromInline
final class ChangeEventCore<Value, ChangeEvent>: @unchecked Sendable {
    @usableFromInline struct Subscriber {
        @usableFromInline var id: UInt64
        /// Sequence number of the last event queued before it subscribed.
        @usableFromInline var start: UInt64
        @usableFromInline var observer: AnyObserver<ChangeEvent>

        @inlinable init(id: UInt64, start: UInt64, observer: AnyObserver<ChangeEvent>) {
            self.id = id
            self.start = start
            self.observer = observer
        }
    }

    @usableFromInline struct Pending {
        /// `nil`: broadcast; else the replay for this subscriber only.
        @usableFromInline var target: UInt64?
        @usableFromInline var sequence: UInt64
        @usableFromInline var event: ChangeEvent

        @inlinable init(target: UInt64?, sequence: UInt64, event: ChangeEvent) {
            self.target = target
            self.sequence = sequence
            self.event = event
        }
    }

    @usableFromInline let lock = Lock()
    private let replay: (Value) -> ChangeEvent

    // Guarded by `lock` (so the runtime's exclusivity checks are off for
    // them). While `delivering` is false, `pending` is empty.
    @exclusivity(unchecked) @usableFromInline var storage: Value
    @exclusivity(unchecked) @usableFromInline var subscribers: [Subscriber] = []
    @exclusivity(unchecked) private var nextID: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var sequence: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var pending: [Pending] = []
    @exclusivity(unchecked) @usableFromInline var pendingHead = 0
    @exclusivity(unchecked) @usableFromInline var delivering = false

    /// A core holding `initial`, whose subscribers first receive `replay(value)`.
    init(_ initial: Value, replay: @escaping (Value) -> ChangeEvent) {
        storage = initial
        self.replay = replay
    }

    /// The current value.
    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// Reads the current value under the lock.
    @inlinable
    func read<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(storage)
    }

    /// Mutates the value under the lock and sends the event `body` returns
    /// (`nil`: nothing to send). `body`'s second argument tells whether anyone
    /// is subscribed; when not, the event is dropped, so `body` may skip
    /// computing it. `body` must not touch this core.
    @inlinable
    func mutate<Result>(_ body: (inout Value, _ observed: Bool) throws -> (ChangeEvent?, Result)) rethrows -> Result {
        lock.lock()
        let outcome: (ChangeEvent?, Result)
        do {
            outcome = try body(&storage, !subscribers.isEmpty)
        } catch {
            lock.unlock()
            throw error
        }
        guard let event = outcome.0, !subscribers.isEmpty else {
            lock.unlock()
            return outcome.1
        }
        sequence &+= 1
        if delivering {
            pending.append(Pending(target: nil, sequence: sequence, event: event))
            lock.unlock()
            return outcome.1
        }
        // Nothing is queued (the queue is empty whenever nobody delivers): this
        // event goes straight to everyone subscribed now, all of whom
        // subscribed before it; what arrives meanwhile is queued and drained after.
        delivering = true
        let targets = subscribers
        lock.unlock()
        for subscriber in targets { subscriber.observer.on(.next(event)) }
        drain()
        return outcome.1
    }

    /// Adds `observer`: it receives the replay of the current value, then the
    /// events of later mutations. Returns the disposable that removes it.
    func subscribe(_ observer: AnyObserver<ChangeEvent>) -> Disposable {
        lock.lock()
        let id = nextID
        nextID &+= 1
        subscribers.append(Subscriber(id: id, start: sequence, observer: observer))
        pending.append(Pending(target: id, sequence: sequence, event: replay(storage)))
        if delivering {
            lock.unlock()
        } else {
            delivering = true
            lock.unlock()
            drain()
        }
        return ChangeObserverRemoval(core: self, id: id)
    }

    /// Whether anyone is subscribed.
    var hasObservers: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !subscribers.isEmpty
    }

    fileprivate func remove(_ id: UInt64) {
        lock.lock()
        if let index = subscribers.firstIndex(where: { $0.id == id }) {
            subscribers.remove(at: index)
        }
        lock.unlock()
    }

    /// Delivers queued events until none is left, then gives up the deliverer role.
    @inlinable
    func drain() {
        var targets: [AnyObserver<ChangeEvent>] = []
        while true {
            lock.lock()
            if pendingHead == pending.count {
                if !pending.isEmpty { pending.removeAll(keepingCapacity: pending.count <= 64) }
                pendingHead = 0
                delivering = false
                lock.unlock()
                return
            }
            let next = pending[pendingHead]
            pendingHead += 1
            if pendingHead == pending.count {
                // Drop the queue's references at once so delivered arrays are not kept alive.
                pending.removeAll(keepingCapacity: pending.count <= 64)
                pendingHead = 0
            }
            targets.removeAll(keepingCapacity: true)
            if let target = next.target {
                if let subscriber = subscribers.first(where: { $0.id == target }) {
                    targets.append(subscriber.observer)
                }
            } else {
                for subscriber in subscribers where subscriber.start < next.sequence {
                    targets.append(subscriber.observer)
                }
            }
            lock.unlock()
            for observer in targets { observer.on(.next(next.event)) }
        }
    }
}

/// Removes one subscriber from a `ChangeEventCore` when disposed.
private final class ChangeObserverRemoval<Value, ChangeEvent>: Disposable, @unchecked Sendable {
    private weak var core: ChangeEventCore<Value, ChangeEvent>?
    private let id: UInt64

    init(core: ChangeEventCore<Value, ChangeEvent>, id: UInt64) {
        self.core = core
        self.id = id
    }

    func dispose() { core?.remove(id) }
}
