#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain (non-recursive) mutex guarding state that lives beside it.
///
/// The standard library's `Mutex` owns the value it guards and its `sending`
/// rules reject generic, non-`Sendable` payloads such as observer lists, so the
/// core's subjects and operators use this small lock and keep their state in
/// ordinary stored properties that are only touched while it is held.
@usableFromInline
final class Lock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable func lock() { pthread_mutex_lock(mutex) }
    @inlinable func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` while holding the lock.
    @inlinable
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A boxed value that may cross threads because the code using it serialises
/// access by the observable contract (events to one observer never overlap).
///
/// Used to hand non-`Sendable` closures to dispatch queues and timers.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline var value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
}
