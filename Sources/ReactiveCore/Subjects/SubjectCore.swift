/// The multicasting engine behind every subject and relay.
///
/// Holds the observers, the replay buffer and the terminal event. Delivery is
/// *serialised without holding the lock*: the first thread to emit becomes the
/// deliverer and drains a queue; an emission that arrives while another is being
/// delivered (from another thread, or re-entrantly from inside an observer) is
/// queued and delivered next, in order, to every observer. So all observers see
/// the same order of values, a late value never overtakes an earlier one, and no
/// lock is held while user code runs (no deadlock between bound relays). No
/// emitter ever waits for another thread's delivery.
///
/// Re-entrant emissions are therefore delivered after the current delivery
/// finishes, not nested inside it; the subject's stored value is updated at
/// once either way.
///
/// **Who delivers, and for how long** (the rule of `DelivererRole`, whose
/// shared code runs the queue). A thread that becomes the deliverer by
/// emitting (or by subscribing while nobody delivers, for its replay) *owes*
/// the delivery of what it came to deliver: its own event (or replay) and
/// every emission its own thread makes while delivering something it owes —
/// the re-entrant emissions its event causes, transitively — together with
/// whatever other threads queued ahead of them (order is kept). Those are
/// delivered on that thread before `emit` (or `subscribe`) returns, so with a
/// single thread everything is delivered before the outermost call returns.
/// Once nothing it owes is left, it delivers at most `courtesyBudget` more
/// events queued by other threads; if the queue is still not empty then, it
/// hands the deliverer role, with the queue, to a worker
/// (`DispatchQueue.global()`) that keeps delivering until the queue is empty,
/// and returns. The role passes without ever being free, so deliveries stay
/// one at a time and in order, and a queued event always has someone to
/// deliver it (the worker keeps the core alive meanwhile). A thread emitting
/// without pause therefore cannot keep another thread's `emit` or
/// `subscribe` from returning.
///
/// Consequently, when several threads emit at once, the last of them may
/// return before every event is delivered: the rest follows on the worker.
///
/// The slow paths (a queue, a joining subscriber, the hand-over) are
/// inlinable, so that they are specialised for the element type, but never
/// inlined, so that the one-thread path stays as small as it was.
@usableFromInline
final class SubjectCore<Element>: DelivererRole, @unchecked Sendable {
    /// What a queue entry asks the deliverer to do.
    @usableFromInline enum Work {
        /// Deliver this event.
        case event(Event<Element>)
        /// Deliver the backlog the joining observer with this id handed over
        /// (see `joining`), if it is still waiting.
        case backlog(UInt64)
    }

    /// An entry of the deliverer's queue. Its sequence number is its place
    /// among subscriptions: an event goes to the observers whose id is lower,
    /// who subscribed before it was emitted (ids and sequence numbers come
    /// from the same counter, `nextID`).
    @usableFromInline typealias Pending = DeliveryQueue<Work>.Entry

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

    /// An observer subscribed while another thread delivers, which receives
    /// its replay on the subscribing thread (see `joining`).
    @usableFromInline struct Join {
        /// Events the deliverer left for it, in order, to follow its replay.
        @usableFromInline var backlog: ContiguousArray<Event<Element>> = []
        /// The subscribing thread has stopped delivering the backlog (it
        /// delivered `courtesyBudget` events of it and more kept coming): the
        /// deliverer delivers the rest, before the observer's next event.
        @usableFromInline var isHandedOver = false
        @inlinable init() {}
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
    /// Some thread (or worker) holds the deliverer role. While it is false,
    /// `queue` is empty.
    @exclusivity(unchecked) @usableFromInline var delivering = false
    @exclusivity(unchecked) @usableFromInline var queue = DeliveryQueue<Work>()
    /// Observers whose replay the subscribing thread is delivering, with the
    /// events that came for them meanwhile; that thread delivers these too,
    /// in order, before the observer gets events directly (up to a budget:
    /// then the deliverer takes over the backlog, see `Join.isHandedOver`).
    @exclusivity(unchecked) @usableFromInline var joining: [UInt64: Join] = [:]

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
            if coalescesIntoQueue(event) {
                lock.unlock()
                return
            }
            // Delivered later to the observers subscribed by now only: one
            // subscribing meanwhile starts from its replay of a newer value.
            queue.append(sequence: nextID, work: .event(event))
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
            deliverToJoining(event, target)
            return
        }
        target.observer.on(event)
    }

    /// `deliver` for an observer that was joining when the snapshot was
    /// taken: into its backlog while its subscribing thread delivers that;
    /// after the backlog if it was handed over; else directly.
    @inlinable @inline(never)
    func deliverToJoining(_ event: Event<Element>, _ target: Entry) {
        lock.lock()
        // Read the flag alone: holding a copy of the backlog would make each
        // append copy it.
        switch joining[target.id]?.isHandedOver {
        case false?:
            joining[target.id]!.backlog.append(event)
            lock.unlock()
        case true?:
            let backlog = joining.removeValue(forKey: target.id)!.backlog
            snapshot = nil
            lock.unlock()
            for earlier in backlog { target.observer.on(earlier) }
            target.observer.on(event)
        case nil:
            lock.unlock()
            target.observer.on(event)
        }
    }

    /// Adds `observer`, replaying the buffer (and the terminal event) to it first.
    /// Returns a disposable that removes it.
    ///
    /// The replay is delivered on the calling thread before this returns, even
    /// while another thread is delivering: events emitted meanwhile wait in
    /// the observer's backlog and follow the replay, in order; events emitted
    /// before it subscribed are older than its replay and are not sent to it.
    /// If the backlog keeps growing, this thread delivers a bounded part of it
    /// and leaves the rest to the deliverer (see the type's documentation).
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
        joining[id] = Join()
        lock.unlock()
        Self.replay(single, many, to: observer)
        catchUp(id, observer)
        return ObserverRemoval(core: self, id: id)
    }

    /// After a joining observer's replay, delivers the events that came for
    /// it meanwhile until none are left, then lets it receive events
    /// directly. After `courtesyBudget` events, if more keep coming, hands
    /// the backlog over to the deliverer instead (queueing a `.backlog`
    /// entry, so that it is delivered even if no other event follows) and
    /// returns. Lock not held.
    @inlinable @inline(never)
    func catchUp(_ id: UInt64, _ observer: AnyObserver<Element>) {
        var delivered = 0
        lock.lock()
        while true {
            guard let join = joining[id], !join.backlog.isEmpty else {
                // Caught up (or removed meanwhile): events go to it directly from now on.
                if joining.removeValue(forKey: id) != nil { snapshot = nil }
                lock.unlock()
                return
            }
            if delivered >= Self.courtesyBudget {
                joining[id]!.isHandedOver = true
                queue.append(sequence: nextID, work: .backlog(id))
                nextID &+= 1
                if delivering {
                    lock.unlock()
                } else {
                    // The delivery that filled the backlog has ended: a worker
                    // takes the role to deliver the rest.
                    delivering = true
                    lock.unlock()
                    handOffToWorker()
                }
                return
            }
            joining[id]!.backlog = []
            lock.unlock()
            for event in join.backlog { observer.on(event) }
            delivered += join.backlog.count
            lock.lock()
        }
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

    /// The sequence number of the next emission (see `DelivererRole`).
    @inlinable var upcomingSequence: UInt64 { nextID }

    /// Delivers one queued entry for `DelivererRole.deliverQueue`: an event
    /// to the observers subscribed before it was emitted (looked up now), or
    /// a backlog a joining observer handed over. Called with the lock held,
    /// returns with it released.
    @inlinable
    func deliverQueued(_ work: Work, sequence: UInt64) {
        switch work {
        case .event(let event):
            let targets = currentSnapshot()
            lock.unlock()
            for target in targets where target.id < sequence { deliver(event, to: target) }
        case .backlog(let id):
            if let join = joining[id], join.isHandedOver, let observer = observers[id] {
                joining[id] = nil
                snapshot = nil
                lock.unlock()
                for event in join.backlog { observer.on(event) }
            } else {
                // Delivered already, before an event that followed it, or disposed.
                lock.unlock()
            }
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
