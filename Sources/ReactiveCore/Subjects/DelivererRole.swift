import CBindingThreadLocal
import Dispatch

/// The queue of a core whose deliveries are serialised by a deliverer role
/// (`SubjectCore`, `ChangeEventCore`): what is waiting to be delivered, in
/// order, with who queued it. Guarded by its core's lock.
@usableFromInline
package struct DeliveryQueue<Work> {
    /// One queued delivery.
    @usableFromInline package struct Entry {
        /// Where it stands among the core's subscriptions (its core says how
        /// it uses it). Grows along the queue, which `markOwed` relies on.
        @usableFromInline package var sequence: UInt64
        @usableFromInline package var work: Work
        /// The thread that queued it (`binding_thread_token`), which tells a
        /// deliverer its own re-entrant emissions from other threads'.
        @usableFromInline var emitter: UInt
        /// Queued by the deliverer's own thread while it delivered something
        /// it owes: it owes this too (see `DelivererRole`).
        @usableFromInline package var isOwed: Bool

        @inlinable init(sequence: UInt64, work: Work, emitter: UInt) {
            self.sequence = sequence
            self.work = work
            self.emitter = emitter
            self.isOwed = false
        }
    }

    @usableFromInline package var entries: ContiguousArray<Entry> = []

    @inlinable package init() {}

    @inlinable package var isEmpty: Bool { entries.isEmpty }

    /// Queues `work` with `sequence`, as queued by the calling thread.
    @inlinable
    package mutating func append(sequence: UInt64, work: Work) {
        entries.append(Entry(sequence: sequence, work: work,
                             emitter: UInt(bitPattern: binding_thread_token())))
    }

    /// Marks as owed the entries with a sequence number from `start` on that
    /// `owner`'s thread queued, and returns how many.
    ///
    /// Sequence numbers grow along the queue, so only its tail is looked at:
    /// the entries queued during one delivery are visited once.
    @inlinable @inline(never)
    mutating func markOwed(queuedSince start: UInt64, by owner: UInt) -> Int {
        var count = 0
        var index = entries.endIndex
        while index > entries.startIndex {
            index -= 1
            if entries[index].sequence < start { break }
            if entries[index].emitter == owner {
                entries[index].isOwed = true
                count += 1
            }
        }
        return count
    }
}

/// A core whose deliveries are serialised by a *deliverer role* rather than
/// by its lock, and the rule for how long a thread holds that role. Written
/// once here for `SubjectCore` and `ChangeEventCore`; each core keeps its own
/// one-thread path (taking the role, delivering its own event, `drain()`).
///
/// A thread that took the role to deliver its own event (or a subscriber's
/// replay) *owes* the delivery of that and of every emission its own thread
/// makes while delivering something it owes — the re-entrant emissions its
/// event causes, transitively — together with whatever other threads queued
/// ahead of them (order is kept). Once nothing it owes is left, it delivers
/// at most `courtesyBudget` more entries queued by other threads; if the
/// queue is still not empty then, it hands the role, with the queue, to a
/// worker (`DispatchQueue.global()`) that delivers until the queue is empty.
/// The role passes without ever being free, so deliveries stay one at a time
/// and in order, and a queued entry always has someone to deliver it (the
/// worker retains the core meanwhile). It is given up only under the lock,
/// with the queue empty.
///
/// The loop is `@inlinable @inline(never)`: specialised for each core and
/// element type, but kept out of the cores' one-thread paths.
@usableFromInline
package protocol DelivererRole: AnyObject, Sendable {
    associatedtype Work
    /// Guards the fields below and all of the core's state.
    var lock: Lock { get }
    /// Some thread (or worker) holds the deliverer role. While it is false,
    /// `queue` is empty. Lock held.
    var delivering: Bool { get set }
    /// What waits to be delivered. Lock held.
    var queue: DeliveryQueue<Work> { get set }
    /// The sequence number the next entry queued will get, or a lower one.
    /// Lock held.
    var upcomingSequence: UInt64 { get }
    /// Delivers one entry taken from the queue: called with the lock held,
    /// returns with it released (observers are never called with it held).
    func deliverQueued(_ work: Work, sequence: UInt64)
}

extension DelivererRole {
    /// How many entries queued by other threads a thread delivers, once it
    /// has delivered what it owes, before it hands the rest to a worker.
    /// Large enough that a short burst from a few threads does not cost a
    /// worker, small enough to return promptly.
    @inlinable static var courtesyBudget: Int { 64 }

    /// Called by the thread that took the role for its own event (or
    /// replay) once that is delivered: gives the role up if nothing was
    /// queued meanwhile, else delivers the queue as far as the protocol's
    /// documentation says. Lock not held.
    @inlinable
    package func drain() {
        lock.lock()
        if queue.isEmpty {
            delivering = false
            lock.unlock()
            return
        }
        deliverQueue(owner: UInt(bitPattern: binding_thread_token()))
    }

    /// Delivers queued entries in order, holding the deliverer role; called
    /// with the lock held, returns with it released.
    ///
    /// `owner` is the token of the thread that took the role for its own
    /// event or replay and has delivered it, or 0 for a worker. An owner
    /// delivers what it owes, then up to `courtesyBudget` other entries, then
    /// hands the rest to a worker; a worker delivers until the queue is empty.
    ///
    /// Takes the whole queue at once and delivers it in order, so a backlog
    /// costs O(1) per entry instead of an O(n) `removeFirst` each. A batch is
    /// dropped as soon as its last entry is taken, so the queue keeps no
    /// delivered entry (nor the values it holds) alive.
    @inlinable @inline(never)
    func deliverQueue(owner: UInt) {
        // Everything queued by now was queued since this thread took the
        // role, so what its own thread queued came from its own delivery.
        var owed = owner == 0 ? 0 : queue.markOwed(queuedSince: 0, by: owner)
        var courtesy = Self.courtesyBudget
        var batch = ContiguousArray<DeliveryQueue<Work>.Entry>()
        var index = 0
        // The sequence number at which the owed delivery just made began.
        var owedDeliveryStart: UInt64?
        while true {
            if let start = owedDeliveryStart {
                owed += queue.markOwed(queuedSince: start, by: owner)
                owedDeliveryStart = nil
            }
            if index == batch.count {
                if queue.isEmpty {
                    delivering = false
                    lock.unlock()
                    return
                }
                batch.removeAll(keepingCapacity: true)
                index = 0
                swap(&batch, &queue.entries)
            }
            if owner != 0 && owed == 0 {
                if courtesy == 0 {
                    // Put what is left back in front of the queue, in order,
                    // and pass the role on without giving it up.
                    batch.removeSubrange(0..<index)
                    batch.append(contentsOf: queue.entries)
                    swap(&batch, &queue.entries)
                    lock.unlock()
                    handOffToWorker()
                    return
                }
                courtesy -= 1
            }
            let next = batch[index]
            index += 1
            if index == batch.count {
                batch.removeAll(keepingCapacity: true)
                index = 0
            }
            if next.isOwed {
                owed -= 1
                owedDeliveryStart = upcomingSequence
            }
            deliverQueued(next.work, sequence: next.sequence)
            lock.lock()
        }
    }

    /// Passes the deliverer role, held by the caller, to a worker that
    /// delivers the queue until it is empty. The worker keeps the core alive
    /// until then. Lock not held.
    @inlinable @inline(never)
    func handOffToWorker() {
        DispatchQueue.global().async { [self] in
            lock.lock()
            deliverQueue(owner: 0)
        }
    }
}
