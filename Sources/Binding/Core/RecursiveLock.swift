#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A recursive mutex: the owning thread may lock it again.
///
/// Two-way bindings use it so that a propagation which re-enters the same
/// binding on the same thread is recognised instead of deadlocking.
final class RecursiveLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var depth = 0

    init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock; `reentered` is `true` when this thread already held it.
    func withLock<R>(_ body: (_ reentered: Bool) throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        depth += 1
        defer {
            depth -= 1
            pthread_mutex_unlock(mutex)
        }
        return try body(depth > 1)
    }
}
