#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CBindingThreadLocal
import Synchronization

/// Per-thread state of the dependency graph: the evaluation in progress (a
/// stack of frames) and the open transaction with its deferred flushes.
///
/// Evaluations and transactions are synchronous, so a value that lives on the
/// thread is exactly as long-lived as they are; Swift tasks cannot hop threads
/// inside them. The innermost frame is a C thread-local (`currentFrame`, read
/// on every tracked read); the rest lives in this object, stored in a pthread
/// key whose destructor releases it when the thread ends. Only its own thread
/// touches it, so Swift's dynamic exclusivity checks are switched off for its state.
package final class ThreadContext {
    /// The innermost evaluation on this thread, if any. Unretained: a frame
    /// is owned by its computed (or, when blind, by `untracked`), which keeps
    /// it for longer than it is on the stack.
    var frame: TrackingFrame? {
        get { ThreadContext.currentFrame?.takeUnretainedValue() }
        set { ThreadContext.currentFrame = newValue.map(Unmanaged.passUnretained) }
    }

    /// The innermost evaluation on the calling thread, as stored: a C
    /// thread-local, so that a tracked read finds it without a pthread key
    /// lookup (it needs no context object either).
    @inline(__always)
    static var currentFrame: Unmanaged<TrackingFrame>? {
        get { DependencyTracker.currentFrame }
        set { binding_set_current_frame(newValue?.toOpaque()) }
    }
    /// Nesting depth of `Transaction.run` on this thread.
    @exclusivity(unchecked) var transactionDepth = 0
    /// Computeds to flush when the outermost transaction ends.
    @exclusivity(unchecked) private(set) var deferredFlushes: [ComputedNode] = []

    /// Queues `computeds` to flush once the outermost transaction or evaluation ends.
    func deferFlushes(_ computeds: some Sequence<ComputedNode>) {
        let wasEmpty = deferredFlushes.isEmpty
        deferredFlushes.append(contentsOf: computeds)
        if wasEmpty && !deferredFlushes.isEmpty {
            DependencyGraph.threadsWithDeferredFlushes.add(1, ordering: .relaxed)
        }
    }

    /// What must finish when the outermost transaction ends on this thread
    /// (observable arrays holding their edits' merged change), each once.
    @exclusivity(unchecked) private var transactionParticipants: [any TransactionParticipant] = []

    /// Adds `participant` to what the outermost transaction ends, unless
    /// it is there already.
    package func enlist(_ participant: any TransactionParticipant) {
        if transactionParticipants.contains(where: { $0 === participant }) { return }
        transactionParticipants.append(participant)
    }

    /// Ends the participants of the transaction that just ended, and those
    /// they enlist meanwhile; call with no transaction open on this thread.
    func endTransactionParticipants() {
        while transactionDepth == 0, !transactionParticipants.isEmpty {
            let ending = transactionParticipants
            transactionParticipants = []
            for participant in ending { participant.transactionEnded() }
        }
    }

    /// Empties the deferred flushes, returning them.
    func takeDeferredFlushes() -> [ComputedNode] {
        guard !deferredFlushes.isEmpty else { return [] }
        let pending = deferredFlushes
        deferredFlushes = []
        DependencyGraph.threadsWithDeferredFlushes.subtract(1, ordering: .relaxed)
        return pending
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

    /// `body` applied to the calling thread's context, or `nil` if it has none;
    /// the context is not retained.
    @inline(__always)
    static func withExisting<Result>(_ body: (ThreadContext) -> Result?) -> Result? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<ThreadContext>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }

    /// The calling thread's context, created on first use.
    package static var current: ThreadContext {
        if let existing { return existing }
        let context = ThreadContext()
        pthread_setspecific(key, Unmanaged.passRetained(context).toOpaque())
        return context
    }
}
