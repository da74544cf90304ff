#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Per-thread state of the dependency graph: the evaluation in progress (a
/// stack of frames) and the open transaction with its deferred flushes.
///
/// Evaluations and transactions are synchronous, so a value that lives on the
/// thread is exactly as long-lived as they are; Swift tasks cannot hop threads
/// inside them. Stored in a pthread key; the key's destructor releases it
/// when the thread ends. Only its own thread touches it, so Swift's dynamic
/// exclusivity checks are switched off for its state.
final class ThreadContext {
    /// The innermost evaluation on this thread, if any.
    @exclusivity(unchecked) var frame: TrackingFrame?
    /// Nesting depth of `Transaction.run` on this thread.
    @exclusivity(unchecked) var transactionDepth = 0
    /// Computeds to flush when the outermost transaction ends.
    @exclusivity(unchecked) var deferredFlushes: [ComputedNode] = []
    /// Storage of the marking stack, kept between changes (lock held).
    @exclusivity(unchecked) private var markStack: [Unmanaged<GraphNode>] = []

    /// The marking stack's storage, empty; give it back with `returnMarkStack`.
    /// A nested marking (none happens under the lock today) gets a new one.
    func takeMarkStack() -> [Unmanaged<GraphNode>] {
        var stack: [Unmanaged<GraphNode>] = []
        swap(&stack, &markStack)
        return stack
    }

    /// Keeps the (emptied) storage of `stack` for the next marking.
    func returnMarkStack(_ stack: [Unmanaged<GraphNode>]) {
        markStack = stack
        markStack.removeAll(keepingCapacity: true)
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<ThreadContext>.fromOpaque(raw).release()
        }
        return key
    }()

    /// The calling thread's context if one was ever created (no allocation).
    @inline(__always)
    static var existing: ThreadContext? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<ThreadContext>.fromOpaque(raw).takeUnretainedValue()
    }

    /// The calling thread's context, created on first use.
    static var current: ThreadContext {
        if let existing { return existing }
        let context = ThreadContext()
        pthread_setspecific(key, Unmanaged.passRetained(context).toOpaque())
        return context
    }
}
