/// The multicasting engine behind every subject and relay.
///
/// Holds the observers, the replay buffer and the terminal event. Delivery is
/// *serialised without holding the lock*: the first thread to emit becomes the
/// deliverer and drains a queue; an emission that arrives while another is being
/// delivered (from another thread, or re-entrantly from inside an observer) is
/// queued and delivered next, in order, to every observer. So all observers see
/// the same order of values, a late value never overtakes an earlier one, and no
/// lock is held while user code runs (no deadlock between bound relays).
///
/// Re-entrant emissions are therefore delivered after the current delivery
/// finishes, not nested inside it; the subject's stored value is updated at
/// once either way.
@usableFromInline
final class SubjectCore<Element>: @unchecked Sendable {
    /// An emission waiting for the deliverer.
    @usableFromInline struct Pending {
        /// Its place among subscriptions: it goes to the observers whose id is
        /// lower, who subscribed before it was emitted (ids and sequence
        /// numbers come from the same counter, `nextID`).
        @usableFromInline var sequence: UInt64
        @usableFromInline var event: Event<Element>
        @inlinable init(sequence: UInt64, event: Event<Element>) {
            self.sequence = sequence
            self.event = event
        }
    }

    /// An observer with its id, which orders it among queued emissions.
    @usableFromInline struct Entry {
        @usableFromInline let id: UInt64
        @usableFromInline let observer: AnyObserver<Element>
        /// Still receiving its replay from the thread that subscribed it:
        /// the deliverer adds events to its backlog instead (see `joining`).
        @usableFromInline let isJoining: Bool
        @inlinable init(id: UInt64, observer: AnyObserver<Element>, isJoining: Bool) {
            self.id = id
            self.observer = observer
            self.isJoining = isJoining
        }
    }

    /// Values replayed to a new subscriber: 0 publish, 1 behavior, n replay.
    @usableFromInline let replayCount: Int
    /// Whether a subscriber arriving after the terminal event still gets the
    /// replayed values before it (ReplaySubject, share) or only the terminal
    /// event (BehaviorSubject, as in RxSwift).
    @usableFromInline let replaysAfterTerminal: Bool
    @usableFromInline let lock = Lock()

    // Guarded by `lock`, so Swift's dynamic exclusivity checks (nearly half
    // the instructions of an emission) are switched off for them.
    @exclusivity(unchecked) @usableFromInline var latest: Element?
    @exclusivity(unchecked) @usableFromInline var buffer: ContiguousArray<Element> = []
    @exclusivity(unchecked) @usableFromInline var terminal: Event<Element>?
    @exclusivity(unchecked) @usableFromInline var observers: [UInt64: AnyObserver<Element>] = [:]
    /// The observers in subscription order, rebuilt after a change of `observers`.
    @exclusivity(unchecked) @usableFromInline var snapshot: ContiguousArray<Entry>? = []
    @exclusivity(unchecked) @usableFromInline var nextID: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var delivering = false
    @exclusivity(unchecked) @usableFromInline var pending: ContiguousArray<Pending> = []
    /// Observers whose replay the subscribing thread is delivering, with the
    /// events that came for them meanwhile; that thread delivers these too,
    /// in order, before the observer gets events directly.
    @exclusivity(unchecked) @usableFromInline var joining: [UInt64: ContiguousArray<Event<Element>>] = [:]

    /// A core replaying `replayCount` values, starting from `initial` if given.
    @usableFromInline
    init(replayCount: Int, initial: Element? = nil, replaysAfterTerminal: Bool = true) {
        self.replayCount = replayCount
        self.latest = initial
        self.replaysAfterTerminal = replaysAfterTerminal
    }

    /// The most recent value (behavior subjects and relays).
    @inlinable var value: Element? {
        lock.lock()
        defer { lock.unlock() }
        return latest
    }

    /// The terminal event, once there is one.
    var terminalEvent: Event<Element>? {
        lock.lock()
        defer { lock.unlock() }
        return terminal
    }

    /// Whether any observer is subscribed.
    var hasObservers: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !observers.isEmpty
    }

    /// Emits `event` to all observers (queued behind an ongoing delivery).
    /// Events after a terminal event are ignored.
    @inlinable
    func emit(_ event: Event<Element>) {
        lock.lock()
        if terminal != nil {
            lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            if replayCount == 1 {
                latest = value
            } else if replayCount > 1 {
                latest = value
                buffer.append(value)
                if buffer.count > replayCount { buffer.removeFirst(buffer.count - replayCount) }
            }
        case .error, .completed:
            terminal = event
        }
        if delivering {
            // Delivered later to the observers subscribed by now only: one
            // subscribing meanwhile starts from its replay of a newer value.
            pending.append(Pending(sequence: nextID, event: event))
            nextID &+= 1
            lock.unlock()
            return
        }
        delivering = true
        let targets = currentSnapshot()
        lock.unlock()
        for target in targets { deliver(event, to: target) }
        drain()
    }

    /// Calls `target` with `event`, or, while its subscribing thread is still
    /// replaying to it, leaves the event in its backlog. Lock not held.
    @inlinable
    func deliver(_ event: Event<Element>, to target: Entry) {
        if target.isJoining {
            lock.lock()
            if joining[target.id] != nil {
                joining[target.id]!.append(event)
                lock.unlock()
                return
            }
            lock.unlock()
        }
        target.observer.on(event)
    }

    /// Adds `observer`, replaying the buffer (and the terminal event) to it first.
    /// Returns a disposable that removes it.
    ///
    /// The replay is delivered on the calling thread before this returns, even
    /// while another thread is delivering: events emitted meanwhile wait in
    /// the observer's backlog and follow the replay, in order; events emitted
    /// before it subscribed are older than its replay and are not sent to it.
    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        lock.lock()
        // The common cases (behavior subjects and relays, publish subjects)
        // replay at most one value and need no array.
        let single: Element? = replayCount == 1 ? latest : nil
        let many: ContiguousArray<Element> = replayCount > 1 ? buffer : []
        if let terminal {
            lock.unlock()
            if replaysAfterTerminal { Self.replay(single, many, to: observer) }
            observer.on(terminal)
            return Disposables.create()
        }
        let id = nextID
        nextID &+= 1
        observers[id] = observer
        snapshot = nil
        guard single != nil || !many.isEmpty else {
            lock.unlock()
            return ObserverRemoval(core: self, id: id)
        }
        if !delivering {
            // Nobody is delivering: this thread becomes the deliverer, so
            // nothing can reach the observer before its replay.
            delivering = true
            lock.unlock()
            Self.replay(single, many, to: observer)
            drain()
            return ObserverRemoval(core: self, id: id)
        }
        joining[id] = []
        lock.unlock()
        Self.replay(single, many, to: observer)
        while true {
            lock.lock()
            guard let backlog = joining[id], !backlog.isEmpty else {
                // Caught up (or removed meanwhile): events go to it directly from now on.
                if joining.removeValue(forKey: id) != nil { snapshot = nil }
                lock.unlock()
                break
            }
            joining[id] = []
            lock.unlock()
            for event in backlog { observer.on(event) }
        }
        return ObserverRemoval(core: self, id: id)
    }

    /// Sends a new subscriber the values it is replayed (lock not held).
    @inlinable
    static func replay(_ single: Element?, _ many: ContiguousArray<Element>, to observer: AnyObserver<Element>) {
        if let single { observer.on(.next(single)) }
        for value in many { observer.on(.next(value)) }
    }

    /// Adds `observer` without replaying anything to it and returns the most
    /// recent value as of that moment: the observer then receives exactly the
    /// values accepted after it. Delivers nothing on the calling thread, so it
    /// may be called while holding a lock that observers of other subjects take.
    @inlinable
    func subscribeSkippingReplay(_ observer: AnyObserver<Element>) -> (current: Element?, subscription: Disposable) {
        lock.lock()
        let current = latest
        guard terminal == nil else {
            lock.unlock()
            return (current, Disposables.create())
        }
        let id = nextID
        nextID &+= 1
        observers[id] = observer
        snapshot = nil
        lock.unlock()
        return (current, ObserverRemoval(core: self, id: id))
    }

    @inlinable
    func remove(_ id: UInt64) {
        lock.lock()
        if !joining.isEmpty { joining[id] = nil }
        if observers.removeValue(forKey: id) != nil {
            snapshot = nil
            // Give memory back once most observers are gone (dictionaries never shrink by themselves).
            if observers.isEmpty && observers.capacity > 64 {
                observers = [:]
            } else if observers.count >= 64 && observers.count * 8 < observers.capacity {
                observers = Dictionary(uniqueKeysWithValues: observers.map { ($0.key, $0.value) })
            }
        }
        lock.unlock()
    }

    /// Must be called with the lock held.
    @inlinable
    func currentSnapshot() -> ContiguousArray<Entry> {
        if let snapshot { return snapshot }
        let anyJoining = !joining.isEmpty
        let fresh = ContiguousArray(observers.sorted { $0.key < $1.key }.map {
            Entry(id: $0.key, observer: $0.value, isJoining: anyJoining && joining[$0.key] != nil)
        })
        snapshot = fresh
        return fresh
    }

    /// Delivers queued events until the queue is empty, then gives up the deliverer role.
    ///
    /// Takes the whole queue at once and delivers it in order (observers are
    /// still looked up per event, at delivery time), so a backlog costs O(1)
    /// per event instead of an O(n) `removeFirst` each.
    @inlinable
    func drain() {
        var batch = ContiguousArray<Pending>()
        while true {
            lock.lock()
            if pending.isEmpty {
                delivering = false
                lock.unlock()
                return
            }
            swap(&batch, &pending)
            lock.unlock()
            for next in batch {
                lock.lock()
                let targets = currentSnapshot()
                lock.unlock()
                for target in targets where target.id < next.sequence { deliver(next.event, to: target) }
            }
            batch.removeAll(keepingCapacity: true)
        }
    }
}

/// Removes one observer from a subject when disposed.
@usableFromInline
final class ObserverRemoval<Element>: Disposable, @unchecked Sendable {
    @usableFromInline weak var core: SubjectCore<Element>?
    @usableFromInline let id: UInt64

    @inlinable init(core: SubjectCore<Element>, id: UInt64) {
        self.core = core
        self.id = id
    }

    @inlinable func dispose() { core?.remove(id) }
}
