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
/// Why this lock exists beside ``SanitizedMutex``: it can be taken and
/// released by hand (`lock()` / `unlock()`), which the subjects' and change
/// streams' delivery needs (they release it on several paths before calling
/// observers), and it guards ordinary stored properties, where the standard
/// library's `Mutex` owns its value and its `sending` rules reject generic,
/// non-`Sendable` payloads such as observer lists.
///
/// Measured (`swift build -c release --product Benchmarks && .build/release/Benchmarks locks`,
/// one run): an uncontended critical section costs the same as
/// `SanitizedMutex`'s (9.5 ns against 8.7 ns; no lock: 1.4 ns), but making
/// one costs two allocations (an object holding it: 75 ns against 16 ns), so
/// it is for long-lived objects (subjects, commands, shared connections), not
/// for what every subscription creates.
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
/// Why this lock exists beside ``Lock``: it is stored inline in its owner, so
/// what every subscription creates (disposables, subscription sinks, dispose
/// bags) pays no allocation for its lock. Measured
/// (`swift build -c release --product Benchmarks && .build/release/Benchmarks locks`,
/// one run): making an object that holds one and taking it once costs
/// 16 ns, against 75 ns with a ``Lock`` and 3.6 ns with no lock; an
/// uncontended critical section costs 8.7 ns (``Lock``: 9.5 ns).
///
/// On Linux `Synchronization.Mutex` hands a contended lock over inside the
/// kernel (priority-inheritance futex), which ThreadSanitizer cannot see: it
/// then reports the state the mutex guards as racing (a false positive that
/// comes and goes with contention). When the process runs under
/// ThreadSanitizer, this wrapper tells it about each critical section
/// (`__tsan_acquire` / `__tsan_release` on the guarded storage); otherwise the
/// hooks are absent and the cost is one predictable branch.
@usableFromInline
package struct SanitizedMutex<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    @usableFromInline let mutex: Mutex<Value>

    /// A mutex guarding `value`.
    @inlinable
    package init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with exclusive access to the guarded value.
    @inlinable
    package borrowing func withLock<Result: ~Copyable, E: Error>(
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
