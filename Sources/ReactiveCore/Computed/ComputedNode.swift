import CBindingThreadLocal
import Synchronization

/// The values of `ComputedNode.flushRole`.
@usableFromInline
enum FlushRole {
    @inlinable static var idle: Int { 0 }
    @inlinable static var flushing: Int { 1 }
    @inlinable static var flushingWithMore: Int { 2 }
}

/// The type-independent part of a computed value: its place in the graph,
/// its evaluation state and dependency bookkeeping.
///
/// All state is guarded by `DependencyGraph.lock`, so Swift's dynamic
/// exclusivity checks are switched off for it.
@usableFromInline
class ComputedNode: GraphNode, @unchecked Sendable {
    /// Evaluation state.
    @usableFromInline enum State {
        /// Never evaluated.
        case uninitialized
        /// Up to date with the dependency versions it saw.
        case clean
        /// A dependency may have changed; validate before use.
        case check
        /// The body is running (on the thread holding the lock).
        case computing
    }

    /// Name used in cycle errors.
    let label: String
    @exclusivity(unchecked) @usableFromInline final var state: State = .uninitialized
    /// What the last evaluation read, in reading order. The node owns this
    /// storage: an evaluation keeps a pointer into it (see
    /// `TrackingFrame.expectedBase`), and only `commit` and `deinit` move or
    /// free it, never while that pointer is kept.
    @exclusivity(unchecked) @usableFromInline final var dependencies = DependencyList()
    /// Number of live subscriptions; only observed computeds are flushed.
    ///
    /// Every subscription holds the node strongly until it has decremented
    /// this count (see `ComputedSubscription`), so a node seen with a positive
    /// count under the lock is not being deinitialised; and one whose flush a
    /// thread claimed then stays alive until that flush ends.
    @exclusivity(unchecked) @usableFromInline final var observerCount = 0
    /// Set after a cycle: re-evaluate on every read until the cycle is gone.
    @exclusivity(unchecked) @usableFromInline final var alwaysRecheck = false
    /// Who delivers to subscribers: `idle`, `flushing` (a thread holds the
    /// role and delivers without the lock) or `flushingWithMore` (another
    /// flush was requested meanwhile; the deliverer goes round again). Taken
    /// under the lock; given up without it, which saves a locked section per
    /// update.
    @usableFromInline final let flushRole = Atomic<Int>(FlushRole.idle)
    #if DEBUG
    /// Debug builds: the token of the thread holding the flusher role, 0
    /// while nobody does (written by the role's holder only: recorded when
    /// it takes the role, cleared just before it gives it up), so that
    /// assertions can tell whether the calling thread is the flusher.
    @usableFromInline final let flusherThread = Atomic<UInt>(0)
    #endif
    /// The frame of this node's evaluations, made on the first and reused
    /// (a node never evaluates inside its own evaluation: that is a cycle).
    @exclusivity(unchecked) private final var ownFrame: TrackingFrame?
    /// `ownFrame` as used on the update path, without reference counting.
    @exclusivity(unchecked) @usableFromInline final var ownFrameReference: Unmanaged<TrackingFrame>?

    @usableFromInline
    init(label: String, actions: ComputedActions) {
        self.label = label
        self.actions = actions
    }

    deinit {
        // Entries in the dependents of what this node read point to it
        // unretained: remove them before the memory goes (see `dependents`).
        // The dependencies are released under the lock too, as source nodes
        // must be (see `SourceNode`).
        let id = ObjectIdentifier(self)
        // Invariant: a node is freed only once no thread delivers for it (a
        // flusher does not retain it; see `ComputedSubscription`).
        assert(flushRole.load(ordering: .relaxed) == FlushRole.idle, "a computed was freed during its own flush")
        DependencyGraph.lock.withLock { _ in
            for index in 0..<dependencies.count { dependencies[index].node?.dependents.remove(id) }
            // Invariant: no dependents set lists this node once its memory goes
            // (they hold it unretained; see `GraphNode.dependents`).
            assert((0..<dependencies.count).allSatisfy { dependencies[$0].node?.dependents.contains(id) != true },
                   "a computed being freed is still listed as a dependent")
            dependencies.removeAll()
            ownFrameReference = nil
            ownFrame = nil
        }
    }

    override final var isComputing: Bool { state == .computing }

    /// The typed work of `recompute`, `claimFlush` and `deliverStaged`, given
    /// by the generic subclass as closures built where `Value` is known (the
    /// client's `Computed.init` is inlined), so that it runs specialised
    /// rather than as generic code looking up type metadata on every update.
    /// A constant, so calling them touches no reference count.
    @usableFromInline final let actions: ComputedActions

    /// Runs the body and stores the outcome. Lock held.
    @usableFromInline final func recompute() { actions.recompute(self) }

    /// Lock held. Makes the calling thread this node's flusher and stages
    /// what to send subscribers, returning `true` — then the caller must call
    /// `deliverStaged()` once it has released the lock. Returns `false` if
    /// another thread is flushing; that one goes round again for this request.
    final func claimFlush() -> Bool { actions.claim(self) }

    /// Lock not held; after `claimFlush()` returned `true`. Sends what was
    /// staged, then whatever was requested meanwhile, and gives up the role.
    final func deliverStaged() { actions.deliver(self) }

    /// Brings the value up to date and emits it to subscribers if it changed.
    /// Called without the lock.
    final func requestFlush() {
        var claimed = false
        graphLock.withLock { _ in claimed = actions.claim(self) }
        if claimed { actions.deliver(self) }
    }

    /// Runs `body` holding the graph lock (for the subclass's inlinable code).
    @usableFromInline final func withGraphLock(_ body: () -> Void) {
        graphLock.withLock { _ in body() }
    }

    /// `DependencyGraph.lock`, without the lazy-global check on every use.
    let graphLock = DependencyGraph.lock

    /// Flushes what was deferred on the calling thread, if anything.
    @inlinable static func flushDeferredOnThisThread() {
        guard DependencyGraph.threadsWithDeferredFlushes.load(ordering: .relaxed) > 0 else { return }
        flushDeferredOnThisThreadIfAny()
    }

    /// The rest of `flushDeferredOnThisThread`, once some thread has deferred flushes.
    @usableFromInline static func flushDeferredOnThisThreadIfAny() {
        let anyDeferred = ThreadContext.withExisting { !$0.deferredFlushes.isEmpty } ?? false
        if anyDeferred { DependencyGraph.flushDeferred(ThreadContext.current) }
    }

    /// Lock held. Takes the flusher role and returns `true`, or, if another
    /// thread has it, asks that one to go round again and returns `false`.
    ///
    /// An idle role is taken with a plain store: every taker holds the lock,
    /// and the deliverer changes the role only while it holds it, so nobody
    /// else writes it meanwhile. (The acquiring load pairs with the releasing
    /// exchange that gave it up.)
    @inlinable final func takeFlushRole() -> Bool {
        // Invariant: the role is taken only under the graph lock (which is
        // what makes the plain store below safe).
        assert(graphLockIsHeldHere(), "the flusher role was taken without the graph lock")
        while true {
            if flushRole.load(ordering: .acquiring) == FlushRole.idle {
                flushRole.store(FlushRole.flushing, ordering: .relaxed)
                recordFlusher(true)
                return true
            }
            let (exchanged, found) = flushRole.compareExchange(
                expected: FlushRole.flushing, desired: FlushRole.flushingWithMore, ordering: .relaxed)
            if exchanged || found == FlushRole.flushingWithMore { return false }
            // The deliverer gave the role up in between: take it.
        }
    }

    /// Lock not held, flusher role held. Gives the role up and returns `true`,
    /// unless more was requested meanwhile: then keeps it and returns `false`,
    /// and the caller stages and delivers again.
    @inlinable final func giveUpFlushRole() -> Bool {
        // Invariant: only the thread holding the role gives it up.
        assert(holdsFlushRole(), "the flusher role was given up by a thread that does not hold it")
        // Cleared before the role is: once it is idle, another thread may
        // take it and record itself.
        recordFlusher(false)
        if flushRole.compareExchange(expected: FlushRole.flushing, desired: FlushRole.idle,
                                     ordering: .releasing).exchanged { return true }
        flushRole.store(FlushRole.flushing, ordering: .relaxed)
        recordFlusher(true)
        return false
    }

    /// Validates dependencies in reading order and recomputes if one of them
    /// really changed. Lock held.
    @usableFromInline override final func refreshIfNeeded() {
        if needsRecomputation() { recompute() }
    }

    /// Whether the body must run again: never ran, follows a cycle, or a
    /// dependency's version differs from the one seen — dependencies are
    /// validated in reading order (computeds among them brought up to date
    /// first) up to the first that changed. Marks the node clean otherwise.
    /// Lock held.
    ///
    /// The update path calls this and then its own specialised evaluation,
    /// rather than `refreshIfNeeded()`, which goes through `actions`. The
    /// leading sources, the whole list of a computed that reads only relays,
    /// are compared inline; the rest is `validate(from:)`.
    @inlinable @inline(__always)
    final func needsRecomputation() -> Bool {
        guard state == .check, !alwaysRecheck else { return needsRecomputationOtherwise() }
        let count = dependencies.count
        var index = 0
        while index < count {
            guard dependencies[index].isSource else { return validate(from: index) }
            if dependencies[index].sourceChangedSinceRead { return true }
            index += 1
        }
        state = .clean
        return false
    }

    /// `needsRecomputation()` in every state but `check` without a cycle.
    @usableFromInline final func needsRecomputationOtherwise() -> Bool {
        switch state {
        case .computing:
            return false
        case .uninitialized:
            return true
        case .clean:
            return alwaysRecheck
        case .check:
            return alwaysRecheck || validate(from: 0)
        }
    }

    /// Validates the dependencies from `start` on (see `needsRecomputation`).
    @usableFromInline final func validate(from start: Int) -> Bool {
        // By index, reading the list again after each refresh (nothing of it
        // is borrowed across one): a refresh that closes a new cycle through
        // this node recomputes it, which replaces the list.
        var index = start
        while index < dependencies.count {
            let seen = dependencies[index].seen
            let changed: Bool
            if dependencies[index].isSource {
                changed = dependencies[index].sourceChangedSinceRead
            } else if dependencies[index].isStrong {
                // Held by this list, which nothing changes during the loop.
                changed = dependencies[index].unretained._withUnsafeGuaranteedRef { node in
                    if node.isComputing { return true }
                    node.refreshIfNeeded()
                    return node.version != seen
                }
            } else if let node = dependencies[index].node, !node.isComputing {
                node.refreshIfNeeded()
                changed = node.version != seen
            } else {
                changed = true
            }
            if changed { return true }
            index += 1
        }
        state = .clean
        return false
    }

    /// Starts an evaluation on this thread: pushes this node's frame and
    /// returns it, unretained (this node keeps it). Lock held.
    ///
    /// Inlinable, like `endEvaluation`, so that both are compiled into the
    /// specialised update path.
    @inlinable @inline(__always)
    final func beginEvaluation() -> Unmanaged<TrackingFrame> {
        let frame = ownFrameReference ?? makeOwnFrame()
        frame._withUnsafeGuaranteedRef { frame in
            frame.push()
            frame.expect(&dependencies)
        }
        state = .computing
        return frame
    }

    /// Makes the frame this node evaluates in from now on. Lock held.
    @usableFromInline final func makeOwnFrame() -> Unmanaged<TrackingFrame> {
        let made = TrackingFrame(node: self)
        ownFrame = made
        let frame = Unmanaged.passUnretained(made)
        ownFrameReference = frame
        return frame
    }

    /// Ends the evaluation begun with `frame`: pops it and takes over what it
    /// recorded. Returns the cycle the evaluation was part of, if any. Lock held.
    @inlinable @inline(__always)
    final func endEvaluation(_ frame: Unmanaged<TrackingFrame>) -> DependencyCycleError? {
        frame._withUnsafeGuaranteedRef { frame in
            frame.pop()
            frame.stopExpecting(&dependencies)
            if frame.matchedAll(dependencies.count) && !alwaysRecheck {
                // The common case: the same reads as last time (versions seen
                // already updated in place), no cycle. Nothing to take over.
                frame.finishMatched()
                return nil
            }
            return endChangedEvaluation(frame)
        }
    }

    /// The rest of `endEvaluation` when the reads changed, a cycle was met
    /// or one is gone. Lock held.
    @usableFromInline final func endChangedEvaluation(_ frame: TrackingFrame) -> DependencyCycleError? {
        let poisoned = frame.poison != nil
        if alwaysRecheck != poisoned { alwaysRecheck = poisoned }
        commit(frame)
        // Copied out only when set: the common evaluation has none.
        let poison = poisoned ? frame.poison : nil
        frame.finish()
        return poison
    }

    /// Replaces the dependency list with what `frame` recorded, moving this
    /// node's registration from dropped dependencies to new ones. The old
    /// storage goes to the frame, which empties it for the next evaluation to
    /// reuse. Lock held; the evaluation's expectation is over (the list is
    /// not pinned).
    private final func commit(_ frame: TrackingFrame) {
        if frame.matching {
            // Read the same as last time, versions seen already updated.
            if frame.cursor == dependencies.count { return }
            frame.diverge()
        }
        if !dependencies.hasSameNodes(as: frame.recorded) {
            let id = ObjectIdentifier(self)
            let newIDs = frame.recorded.ids
            for index in 0..<dependencies.count where !newIDs.contains(dependencies[index].id) {
                dependencies[index].node?.dependents.remove(id)
            }
            let oldIDs = dependencies.ids
            for index in 0..<frame.recorded.count where !oldIDs.contains(frame.recorded[index].id) {
                frame.recorded[index].node?.dependents.insert(self)
            }
        }
        dependencies.swapStorage(with: &frame.recorded)
    }

    /// Reports that reading this node (which is computing) closes a cycle:
    /// poisons every evaluation on the cycle and returns the error. Lock held.
    final func cycleError(context: ThreadContext) -> DependencyCycleError {
        var labels: [String] = []
        var frames: [TrackingFrame] = []
        var frame = context.frame
        while let current = frame {
            frames.append(current)
            if let node = current.node {
                labels.append(node.label)
                if node === self { break }
            }
            frame = current.parent
        }
        let error = DependencyCycleError(path: labels.reversed() + [label])
        for frame in frames where frame.poison == nil { frame.poison = error }
        if let top = context.frame, top.recordsReads { top.recordCycleEdge(self) }
        return error
    }
}

/// What a `ComputedNode` runs of its generic subclass: each closure is given
/// the node itself (so it captures nothing that refers back to it).
@usableFromInline
struct ComputedActions {
    /// Runs the body and stores the outcome. Lock held.
    @usableFromInline let recompute: (ComputedNode) -> Void
    /// Claims the flusher role and stages a delivery (see `claimFlush`). Lock held.
    @usableFromInline let claim: (ComputedNode) -> Bool
    /// Delivers what was staged (see `deliverStaged`). Lock not held.
    @usableFromInline let deliver: (ComputedNode) -> Void

    @usableFromInline
    init(recompute: @escaping (ComputedNode) -> Void, claim: @escaping (ComputedNode) -> Bool,
         deliver: @escaping (ComputedNode) -> Void) {
        self.recompute = recompute
        self.claim = claim
        self.deliver = deliver
    }
}
