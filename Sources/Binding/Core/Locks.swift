#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

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
/// Used to hand non-`Sendable` closures to dispatch queues and timers, and by
/// the adapter (`package`) for values its binders only use on the main thread.
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline package var value: Value
    @usableFromInline package init(_ value: Value) { self.value = value }
}

/// The standard library's `Mutex`, made visible to ThreadSanitizer.
///
/// On Linux `Synchronization.Mutex` hands a contended lock over inside the
/// kernel (priority-inheritance futex), which ThreadSanitizer cannot see: it
/// then reports the state the mutex guards as racing (a false positive that
/// comes and goes with contention). When the process runs under
/// ThreadSanitizer, this wrapper tells it about each critical section
/// (`__tsan_acquire` / `__tsan_release` on the guarded storage); otherwise the
/// hooks are absent and the cost is one predictable branch.
@usableFromInline
struct SanitizedMutex<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    @usableFromInline let mutex: Mutex<Value>

    /// A mutex guarding `value`.
    @inlinable
    init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with exclusive access to the guarded value.
    @inlinable
    borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        guard let hooks = SanitizerHooks.threadSanitizer else { return try mutex.withLock(body) }
        // The mutex is stored in place in its owner, so its address identifies
        // it. The address is taken anew for each hook, inside the critical
        // section (a pointer from `withUnsafePointer` is used inside its
        // closure only), and from the mutex, a constant: taking the guarded
        // value's address would be an access to it before the acquire.
        return try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
            withUnsafePointer(to: mutex) { hooks.acquire(UnsafeMutableRawPointer(mutating: $0)) }
            defer { withUnsafePointer(to: mutex) { hooks.release(UnsafeMutableRawPointer(mutating: $0)) } }
            return try body(&value)
        }
    }
}

/// ThreadSanitizer's annotation entry points, when the process is built with it.
@usableFromInline
enum SanitizerHooks {
    @usableFromInline
    struct Functions: Sendable {
        @usableFromInline let acquire: @convention(c) (UnsafeMutableRawPointer?) -> Void
        @usableFromInline let release: @convention(c) (UnsafeMutableRawPointer?) -> Void
    }

    /// `nil` unless running under ThreadSanitizer.
    @usableFromInline
    static let threadSanitizer: Functions? = {
        let process = UnsafeMutableRawPointer(bitPattern: 0)
        guard let acquire = dlsym(process, "__tsan_acquire"), let release = dlsym(process, "__tsan_release") else {
            return nil
        }
        typealias Hook = @convention(c) (UnsafeMutableRawPointer?) -> Void
        return Functions(acquire: unsafeBitCast(acquire, to: Hook.self), release: unsafeBitCast(release, to: Hook.self))
    }()
}
