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
/// Two-way bindings use it so that a propagation which re-enters the same
/// binding on the same thread is recognised instead of deadlocking; the
/// dependency graph of computed values takes it on every update.
///
/// A plain (non-recursive, so cheapest) pthread mutex plus the owner's thread
/// token: a thread that finds its own token in `owner` holds the mutex
/// already. Only the owner writes its token there, and a thread sees its own
/// writes in order, so a relaxed load is enough.
final class RecursiveLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let owner = Atomic<UInt>(0)
    /// How deep the owner is; only touched by the thread holding the mutex.
    private var depth = 0

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock; `reentered` is `true` when this thread already held it.
    func withLock<R>(_ body: (_ reentered: Bool) throws -> R) rethrows -> R {
        let me = UInt(bitPattern: binding_thread_token())
        if owner.load(ordering: .relaxed) == me {
            depth += 1
            defer { depth -= 1 }
            return try body(true)
        }
        pthread_mutex_lock(mutex)
        owner.store(me, ordering: .relaxed)
        depth = 1
        defer {
            depth = 0
            owner.store(0, ordering: .relaxed)
            pthread_mutex_unlock(mutex)
        }
        return try body(false)
    }
}
