#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs each action immediately, on the calling thread.
public struct ImmediateScheduler: ImmediateSchedulerType {
    /// The shared immediate scheduler.
    public static let instance = ImmediateScheduler()

    public func schedule(_ action: @escaping () -> Void) -> Disposable {
        action()
        return Disposables.create()
    }
}

/// Runs actions on the calling thread through a per-thread trampoline: the
/// outermost `schedule` runs its action at once, and actions scheduled while
/// one is running are queued and run after it, in order (no nesting).
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The shared current-thread scheduler.
    public static let instance = CurrentThreadScheduler()

    private final class Queue {
        var actions: [(BooleanDisposable, () -> Void)] = []
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private init() {}

    /// `true` when no trampoline is running on this thread (the next action runs at once).
    public static var isScheduleRequired: Bool { pthread_getspecific(key) == nil }

    public func schedule(_ action: @escaping () -> Void) -> Disposable {
        if let existing = pthread_getspecific(Self.key) {
            let queue = Unmanaged<Queue>.fromOpaque(existing).takeUnretainedValue()
            let cancel = BooleanDisposable()
            queue.actions.append((cancel, action))
            return cancel
        }
        let queue = Queue()
        let retained = Unmanaged.passRetained(queue)
        pthread_setspecific(Self.key, retained.toOpaque())
        defer {
            pthread_setspecific(Self.key, nil)
            retained.release()
        }
        action()
        while !queue.actions.isEmpty {
            let (cancel, next) = queue.actions.removeFirst()
            if !cancel.isDisposed { next() }
        }
        return Disposables.create()
    }
}
