import ReactiveCore

/// The state and delivery engine behind the observable arrays.
///
/// Holds a value (the array) under a lock. A mutation changes the value and
/// queues the event describing it while holding the lock, so events are queued
/// in exactly the order of the mutations. Delivery is serialised without
/// holding the lock, by the deliverer role that `SubjectCore` also uses (see
/// `DelivererRole`, which holds the shared queue logic): the first emitting
/// thread delivers its event; events emitted meanwhile, from other threads or
/// re-entrantly from an observer, are queued and delivered after it, in order.
///
/// **Who delivers, and for how long.** A thread that took the role by mutating
/// (or by subscribing while nobody delivered, for its replay) delivers what it
/// owes — its own event or replay, and the mutations its own thread makes
/// while delivering those (re-entrantly, transitively), with what other
/// threads queued ahead of them — before the mutation (or `subscribe`)
/// returns; then at most `courtesyBudget` events queued by other threads;
/// then, if the queue is still not empty, it hands the role with the queue to
/// a worker (`DispatchQueue.global()`) that delivers until it is empty. So a
/// thread mutating without pause cannot keep another thread's mutation or
/// `subscribe` from returning, and no mutating thread ever waits for another
/// thread's delivery. With a single thread, everything is delivered before
/// the outermost call returns; with several mutating at once, the last may
/// return before every event is delivered (the rest follows on the worker).
/// A subscriber arriving while another thread delivers has its replay queued
/// (it is delivered in order, by the deliverer), as before.
///
/// A new subscriber first receives a replay of the value at the moment it
/// subscribed (a reset event), then exactly the events of later mutations, so
/// applying each change to the previous array always reproduces the next one.
///
/// The mutation and delivery path is inlinable so that it is specialised for
/// the element type where an array is edited: unspecialised, every queue
/// operation would look up generic type metadata at run time.
@usableFromInline
final class ChangeEventCore<Value, ChangeEvent>: DelivererRole, @unchecked Sendable {
    @usableFromInline struct Subscriber {
        @usableFromInline var id: UInt64
        /// The sequence number of its replay: it gets the events queued
        /// after it (with a higher number), not those queued before.
        @usableFromInline var start: UInt64
        @usableFromInline var observer: AnyObserver<ChangeEvent>

        @inlinable init(id: UInt64, start: UInt64, observer: AnyObserver<ChangeEvent>) {
            self.id = id
            self.start = start
            self.observer = observer
        }
    }

    /// What a queue entry delivers.
    @usableFromInline struct Work {
        /// `nil`: to every subscriber subscribed before it was queued; else
        /// the replay for this subscriber only.
        @usableFromInline var target: UInt64?
        @usableFromInline var event: ChangeEvent

        @inlinable init(target: UInt64?, event: ChangeEvent) {
            self.target = target
            self.event = event
        }
    }

    @usableFromInline let lock = Lock()
    private let replay: (Value) -> ChangeEvent
    /// Merges the events of mutations made in a transaction (`nil`: sent
    /// at once). Guarded by `lock`.
    @usableFromInline let merger: TransactionChangeMerger<Value, ChangeEvent>?

    // Guarded by `lock` (so the runtime's exclusivity checks are off for
    // them). While `delivering` is false, `queue` is empty.
    @exclusivity(unchecked) @usableFromInline var storage: Value
    @exclusivity(unchecked) @usableFromInline var subscribers: [Subscriber] = []
    @exclusivity(unchecked) private var nextID: UInt64 = 0
    /// The sequence number of the last event or replay queued (or delivered
    /// directly); each takes the next one.
    @exclusivity(unchecked) @usableFromInline var sequence: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var queue = DeliveryQueue<Work>()
    @exclusivity(unchecked) @usableFromInline var delivering = false

    /// A core holding `initial`, whose subscribers first receive
    /// `replay(value)`; with a `merger`, the mutations made in a transaction
    /// are sent as one event when it ends.
    init(_ initial: Value, merger: TransactionChangeMerger<Value, ChangeEvent>? = nil,
         replay: @escaping (Value) -> ChangeEvent) {
        storage = initial
        self.merger = merger
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
        if merger != nil && holdsEventsBack() { return try mutateHeldBack(body) }
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
        emit(event)
        return outcome.1
    }

    /// `mutate` while events are held back for a transaction: the event
    /// joins the transaction's merged one. Called with the lock held,
    /// returns with it released. Kept apart so that the usual path stays as
    /// short as it was.
    @inlinable @inline(never)
    func mutateHeldBack<Result>(_ body: (inout Value, _ observed: Bool) throws -> (ChangeEvent?, Result)) rethrows -> Result {
        defer { lock.unlock() }
        let outcome = try body(&storage, !subscribers.isEmpty)
        if let event = outcome.0, !subscribers.isEmpty { holdForTransaction(event) }
        return outcome.1
    }

    /// Sends `event` to the subscribers: at once when nobody delivers, else
    /// queued behind what is being delivered. Called with the lock held and
    /// subscribers present; returns with it released.
    @inlinable
    func emit(_ event: ChangeEvent) {
        sequence &+= 1
        if delivering {
            if !mergesIntoQueue(event) {
                queue.append(sequence: sequence, work: Work(target: nil, event: event))
            }
            lock.unlock()
            return
        }
        // Nothing is queued (the queue is empty whenever nobody delivers): this
        // event goes straight to everyone subscribed now, all of whom
        // subscribed before it; what arrives meanwhile is queued and drained after.
        delivering = true
        let targets = subscribers
        lock.unlock()
        for subscriber in targets { subscriber.observer.on(.next(event)) }
        drain()
    }

    /// Whether events are held back for a transaction's merged event: a
    /// transaction is open on this thread, or one is being collected already
    /// (an edit from another thread joins it). Lock held. Takes no event, so
    /// that the usual answer, `false`, costs no copy of one. Out of line, so
    /// that `mutate` stays small where it is inlined.
    @usableFromInline @inline(never)
    func holdsEventsBack() -> Bool {
        guard let merger else { return false }
        return merger.isCollecting || Transaction.isActive
    }

    /// Adds `event` to the transaction's merged event, enlisting this core
    /// to send it when the outermost transaction on this thread ends (if
    /// one is open here). Lock held.
    @usableFromInline @inline(never)
    func holdForTransaction(_ event: ChangeEvent) {
        merger?.absorb(event)
        if Transaction.isActive { ThreadContext.current.enlist(self) }
    }

    /// Queues the merged event collected so far, if any, to the subscribers
    /// there now. Lock held; the caller delivers the queue.
    private func queueMergedEvent() {
        guard let merger, merger.isCollecting else { return }
        guard let event = merger.take(storage), !subscribers.isEmpty else { return }
        sequence &+= 1
        queue.append(sequence: sequence, work: Work(target: nil, event: event))
    }

    /// Adds `observer`: it receives the replay of the current value, then the
    /// events of later mutations. Returns the disposable that removes it.
    ///
    /// While nobody delivers, the replay is delivered on the calling thread
    /// before this returns; while another thread delivers, it is queued and
    /// delivered in order by the deliverer.
    func subscribe(_ observer: AnyObserver<ChangeEvent>) -> Disposable {
        lock.lock()
        // What a transaction holds back goes to those subscribed before it,
        // not to this subscriber, whose replay already has it.
        queueMergedEvent()
        let id = nextID
        nextID &+= 1
        sequence &+= 1
        subscribers.append(Subscriber(id: id, start: sequence, observer: observer))
        queue.append(sequence: sequence, work: Work(target: id, event: replay(storage)))
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
            if subscribers.isEmpty { merger?.discard() }
        }
        lock.unlock()
    }

    /// The sequence number of the next event or replay queued (see `DelivererRole`).
    @inlinable var upcomingSequence: UInt64 { sequence &+ 1 }

    /// Delivers one queued entry for `DelivererRole.deliverQueue`: a replay
    /// to its subscriber, or an event to the subscribers subscribed before it
    /// was queued (looked up now). Called with the lock held, returns with it
    /// released.
    @inlinable
    func deliverQueued(_ work: Work, sequence: UInt64) {
        if let target = work.target {
            let subscriber = subscribers.first(where: { $0.id == target })
            lock.unlock()
            subscriber?.observer.on(.next(work.event))
        } else {
            // A copy of the list (no allocation): observers are called without the lock.
            let targets = subscribers
            lock.unlock()
            for subscriber in targets where subscriber.start < sequence {
                subscriber.observer.on(.next(work.event))
            }
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

extension ChangeEventCore: TransactionParticipant {
    /// Sends the event merging the mutations held back during the transaction.
    func transactionEnded() {
        lock.lock()
        guard let merger, merger.isCollecting else {
            lock.unlock()
            return
        }
        guard let event = merger.take(storage), !subscribers.isEmpty else {
            lock.unlock()
            return
        }
        emit(event)
    }
}
