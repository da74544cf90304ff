#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The standard library's `Mutex`, made visible to ThreadSanitizer.
///
/// When to use it: the default lock of the core, for state that one closure
/// reads or updates (`withLock { $0 ... }`), above all in what every
/// subscription creates (disposables, subscription sinks, dispose bags). Use
/// ``RecursiveLock`` when the code inside may re-enter on the same thread,
/// ``Lock`` only when the lock must be released by hand on several paths.
/// Never use `Synchronization.Mutex` directly (see below).
///
/// Why it exists: it is stored inline in its owner, so it costs no
/// allocation, which makes an object that holds one several times cheaper to
/// create and lock once than one holding a ``Lock``; an uncontended critical
/// section costs about what a ``Lock``'s does. The `locks` section of the
/// benchmarks measures both (`cd Benchmarks && swift run -c release Benchmarks locks`;
/// see the Performance article).
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
