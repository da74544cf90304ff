import CBindingThreadLocal
import Synchronization

// The flusher bookkeeping's debug checks (compiled out of release builds, where
// `recordFlusher` does nothing and `holdsFlushRole` says `true`); the rules they
// check are in the article Sources/ReactiveCore/ReactiveCore.docc/ComputedDesign.md.

extension ComputedNode {
    /// Debug builds: records that the calling thread now holds the flusher
    /// role (`holding`) or is about to give it up. Release builds: nothing.
    @inlinable @inline(__always)
    final func recordFlusher(_ holding: Bool) {
        #if DEBUG
        let me = UInt(bitPattern: binding_thread_token())
        let previous = flusherThread.exchange(holding ? me : 0, ordering: .relaxed)
        // Invariant: one flusher at a time. The role is taken only when
        // nobody holds it, and given up only by the thread that holds it.
        assert(previous == (holding ? 0 : me), "two threads held a computed's flusher role")
        #endif
    }

    /// Whether the calling thread holds the flusher role. For assertions
    /// only: debug builds check it; release builds keep no record and say `true`.
    @usableFromInline final func holdsFlushRole() -> Bool {
        #if DEBUG
        return flushRole.load(ordering: .relaxed) != FlushRole.idle
            && flusherThread.load(ordering: .relaxed) == UInt(bitPattern: binding_thread_token())
        #else
        return true
        #endif
    }

    /// Whether nobody holds the flusher role (for assertions).
    @usableFromInline final var flushRoleIsIdle: Bool {
        flushRole.load(ordering: .relaxed) == FlushRole.idle
    }

    /// Whether the calling thread holds the graph lock (for assertions).
    @usableFromInline final func graphLockIsHeldHere() -> Bool {
        graphLock.isHeldByCurrentThread
    }
}
