#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain (non-recursive) mutex guarding state that lives beside it.
///
/// When to use it: only where the lock must be taken and released by hand
/// (`lock()` / `unlock()`) on different paths, which the subjects' and change
/// streams' delivery does (they release it on several paths before calling
/// observers), in long-lived objects (subjects, commands, shared connections).
/// State that one closure can update goes in a ``SanitizedMutex`` instead;
/// code that may re-enter on the same thread uses ``RecursiveLock``.
///
/// Why it exists (a functional reason, not speed): ``SanitizedMutex`` owns its
/// value and its `sending` rules reject generic, non-`Sendable` payloads such
/// as observer lists, and ``RecursiveLock`` has only the scoped `withLock`.
/// It is not the fastest: its critical section costs a little more than the
/// other two's, and an object holding one makes two allocations (the
/// `locks` section of the benchmarks: `cd Benchmarks && swift run -c release
/// Benchmarks locks`; see the Performance article). Moving its users to
/// scoped locking would let it merge into ``RecursiveLock``.
@usableFromInline
package final class Lock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline package init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock; pair with `unlock()` on every path.
    @inlinable package func lock() { pthread_mutex_lock(mutex) }
    /// Releases the lock taken by `lock()` on this thread.
    @inlinable package func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` while holding the lock.
    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
