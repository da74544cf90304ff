#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CBindingThreadLocal
import Synchronization

/// A recursive mutex: the owning thread may lock it again.
///
/// When to use it: where code running under the lock may re-enter it on the
/// same thread (forwarding events to observers while holding it). The
/// operators with several sources (combineLatest, zip, merge, flatMap,
/// concat, withLatestFrom, amb) and the timed operators (`TimedSink`) forward
/// events while holding it, as RxSwift does, so a subscriber that feeds one
/// of the sources on the same thread is served at once instead of
/// deadlocking; two-way bindings use it so that a propagation which re-enters
/// the same binding is recognised; the dependency graph of computed values
/// takes it on every update. State updated in one closure that never calls
/// out uses ``SanitizedMutex`` instead (no allocation). It is the only
/// recursive lock of the core.
///
/// Why it is not a pthread mutex: an uncontended critical section is cheaper
/// than with a recursive pthread mutex, and so is a value through the
/// multi-source operators. The `locks` section of the benchmarks prints both
/// beside each other (`cd Benchmarks && swift run -c release Benchmarks locks`;
/// see the Performance article), and `bash Scripts/count-instructions.sh computed`
/// counts the instructions of a value through `combineLatest(a, b, c).map`.
///
/// An atomic state word taken with one compare-and-swap when free (no call
/// into the C library, which is most of what a pthread mutex costs here),
/// plus the owner's thread token: a thread that finds its own token in
/// `owner` holds the lock already. Only the owner writes its token there,
/// and a thread sees its own writes in order, so a relaxed load is enough.
/// A thread that finds the lock taken sleeps in `LockParking` until the
/// holder, seeing that someone waits, wakes it.
///
/// Acquiring and releasing are atomic operations with acquire and release
/// ordering, which ThreadSanitizer sees as the synchronisation they are.
@usableFromInline
package final class RecursiveLock: @unchecked Sendable {
    /// `unlocked`, `locked`, or `lockedWithWaiters` (see `LockState`).
    @usableFromInline let state = Atomic<Int>(LockState.unlocked)
    @usableFromInline let owner = Atomic<UInt>(0)

    @usableFromInline package init() {}

    /// Runs `body` holding the lock; `reentered` is `true` when this thread already held it.
    ///
    /// Inlinable, so that the operators specialised in client modules take
    /// the lock without a call.
    @inlinable @inline(__always)
    package func withLock<R>(_ body: (_ reentered: Bool) throws -> R) rethrows -> R {
        let me = UInt(bitPattern: binding_thread_token())
        if owner.load(ordering: .relaxed) == me { return try body(true) }
        if !state.compareExchange(expected: LockState.unlocked, desired: LockState.locked,
                                  ordering: .acquiring).exchanged {
            waitForLock()
        }
        owner.store(me, ordering: .relaxed)
        defer {
            owner.store(0, ordering: .relaxed)
            if state.exchange(LockState.unlocked, ordering: .releasing) == LockState.lockedWithWaiters {
                wakeWaiters()
            }
        }
        return try body(false)
    }

    /// Whether the calling thread holds the lock (for assertions: the owner
    /// token is only ever this thread's when this thread wrote it).
    @usableFromInline var isHeldByCurrentThread: Bool {
        owner.load(ordering: .relaxed) == UInt(bitPattern: binding_thread_token())
    }

    /// Sleeps until the lock is free, then takes it (marked as having
    /// waiters: this thread cannot know whether others still sleep, so its
    /// unlock wakes them to look again).
    @usableFromInline @inline(never)
    func waitForLock() {
        LockParking.wait(for: self) {
            state.exchange(LockState.lockedWithWaiters, ordering: .acquiring) == LockState.unlocked
        }
    }

    /// Wakes the threads sleeping until the lock is free.
    @usableFromInline @inline(never)
    func wakeWaiters() {
        LockParking.wakeWaiters(of: self)
    }
}

/// The values of `RecursiveLock.state`.
@usableFromInline
enum LockState {
    @inlinable static var unlocked: Int { 0 }
    @inlinable static var locked: Int { 1 }
    @inlinable static var lockedWithWaiters: Int { 2 }
}

/// Where threads waiting for a `RecursiveLock` sleep: a few mutex and
/// condition pairs shared by all locks (chosen by the lock's address), as
/// contention is rare and a pair per lock would cost every binding memory.
/// Waking broadcasts, since the sleepers of one pair may wait for different locks.
private enum LockParking {
    private static let slotCount = 16
    nonisolated(unsafe) private static let mutexes: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutexes = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: slotCount)
        for index in 0..<slotCount { pthread_mutex_init(mutexes + index, nil) }
        return mutexes
    }()
    nonisolated(unsafe) private static let conditions: UnsafeMutablePointer<pthread_cond_t> = {
        let conditions = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: slotCount)
        for index in 0..<slotCount { pthread_cond_init(conditions + index, nil) }
        return conditions
    }()

    private static func slot(for lock: AnyObject) -> Int {
        Int((UInt(bitPattern: ObjectIdentifier(lock)) >> 4) % UInt(slotCount))
    }

    /// Sleeps on `lock`'s slot until `tryTake` (called with the slot's mutex
    /// held, so that a wake-up cannot slip in between) returns `true`.
    static func wait(for lock: AnyObject, until tryTake: () -> Bool) {
        let slot = slot(for: lock)
        pthread_mutex_lock(mutexes + slot)
        while !tryTake() {
            pthread_cond_wait(conditions + slot, mutexes + slot)
        }
        pthread_mutex_unlock(mutexes + slot)
    }

    /// Wakes whoever sleeps on `lock`'s slot, to try again.
    static func wakeWaiters(of lock: AnyObject) {
        let slot = slot(for: lock)
        pthread_mutex_lock(mutexes + slot)
        pthread_cond_broadcast(conditions + slot)
        pthread_mutex_unlock(mutexes + slot)
    }
}
