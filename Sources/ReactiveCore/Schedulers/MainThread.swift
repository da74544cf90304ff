#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells cheaply whether the calling thread is the process's main thread.
///
/// On Linux the main thread is the one whose thread id equals the process id.
/// The answer is cached per thread in a pthread key, so the check costs one
/// `pthread_getspecific` after the first call on a thread.
public enum MainThread {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// `true` on the process's main thread.
    public static var isCurrent: Bool {
        let key = Self.key
        if let cached = pthread_getspecific(key) {
            return Int(bitPattern: cached) == 1
        }
        let isMain = computeIsMain()
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
    }

    private static func computeIsMain() -> Bool {
        #if canImport(Darwin)
        return pthread_main_np() != 0
        #else
        return currentThreadID() == getpid()
        #endif
    }

    #if !canImport(Darwin)
    /// glibc exports `gettid` but its header hides it behind `_GNU_SOURCE`, so
    /// it is looked up by name once.
    private static let gettidFunction: (@convention(c) () -> pid_t)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gettid") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) () -> pid_t).self)
    }()

    private static func currentThreadID() -> pid_t {
        guard let gettid = gettidFunction else {
            fatalError("Binding needs glibc 2.30 or later (gettid)")
        }
        return gettid()
    }
    #endif
}
