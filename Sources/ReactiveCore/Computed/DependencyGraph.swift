import Synchronization

/// The shared machinery of all computeds: one lock and change propagation.
///
/// Propagation is two-phase, which is what makes computeds glitch-free:
/// 1. *Mark* (under the lock): a changed source bumps its version and marks
///    every computed downstream as possibly stale; nothing is recomputed.
/// 2. *Flush* (after the lock is released): each marked computed that has
///    subscribers is brought up to date — pulling its dependencies first, so
///    each recomputes at most once and only when a dependency's version
///    really changed — and emits if its own value changed.
///
/// So in a diamond `a → (b, c) → d`, `d` recomputes once per change of `a`
/// and never sees a new `b` with an old `c`.
@usableFromInline
enum DependencyGraph {
    /// Guards every node's state. Recursive: a computed body reads other computeds.
    static let lock = RecursiveLock()

    /// How many threads have deferred flushes waiting (see
    /// `ThreadContext.deferFlushes`): while none has, the update path skips
    /// looking up its thread's context. A thread sees its own changes of the
    /// count in order, which is all it needs (it only ever looks for its own
    /// deferred flushes).
    @usableFromInline static let threadsWithDeferredFlushes = Atomic<Int>(0)

    /// Called when the source of `link`'s node changed (on the thread that
    /// delivered the change). `update` runs first, under the lock, with the
    /// node (a relay's node stores the new value there).
    ///
    /// The common case — one observed computed downstream, no transaction or
    /// evaluation open on this thread, nobody flushing it — is finished in
    /// the same locked section: the computed is brought up to date and its
    /// new value staged, then delivered once the lock is released.
    @usableFromInline
    static func sourceChanged(_ link: SourceLink, update: (SourceNode) -> Void = { _ in }) {
        // Unretained: a node marked with observers is alive under the lock,
        // and once this thread has claimed its flush, subscriptions disposed
        // meanwhile leave their releases to it (see `ComputedSubscription`).
        var single: Unmanaged<ComputedNode>?
        var more: [ComputedNode]?
        var claimed = false
        link.graphLock.withLock { reentered in
            guard let node = link.node else { return }
            node._withUnsafeGuaranteedRef { node in
                update(node)
                node.version &+= 1
                markDependents(of: node, single: &single, more: &more)
            }
            guard let first = single else { return }
            if reentered {
                // The lock is held further out on this thread only by a
                // transaction or an evaluation: flush when it ends.
                ThreadContext.current.deferFlushes([first.takeUnretainedValue()] + (more ?? []))
                more = nil
                return
            }
            claimed = first._withUnsafeGuaranteedRef { $0.claimFlush() }
        }
        if claimed, let first = single {
            first._withUnsafeGuaranteedRef { $0.deliverStaged() }
        }
        if let more {
            for computed in more { computed.requestFlush() }
        }
    }

    /// Marks everything downstream of `root` as possibly stale and collects
    /// the marked computeds that have subscribers, the first in `single`
    /// (unretained), the others in `more`. Lock held.
    ///
    /// Dependents are reached unretained (see `GraphNode.dependents`); only
    /// observed ones, which are alive, are handed out.
    @inline(__always)
    private static func markDependents(
        of root: GraphNode, single: inout Unmanaged<ComputedNode>?, more: inout [ComputedNode]?
    ) {
        root.dependents.withMembers { members in
            for entry in members {
                entry._withUnsafeGuaranteedRef { dependent in
                    guard mark(dependent, as: entry, single: &single, more: &more) else { return }
                    markDeeper(from: dependent, single: &single, more: &more)
                }
            }
        }
    }

    /// Marks `dependent` (reached as `entry`) unless it is marked already,
    /// and collects it if it has subscribers. Returns whether it has
    /// dependents of its own to mark. Lock held.
    @inline(__always)
    private static func mark(
        _ dependent: ComputedNode, as entry: Unmanaged<ComputedNode>,
        single: inout Unmanaged<ComputedNode>?, more: inout [ComputedNode]?
    ) -> Bool {
        guard dependent.state == .clean else { return false }
        dependent.state = .check
        if dependent.observerCount > 0 {
            if single == nil {
                single = entry
            } else if more == nil {
                more = [dependent]
            } else {
                more!.append(dependent)
            }
        }
        return dependent.dependents.hasMembers
    }

    /// Marks everything downstream of `node`, a computed just marked (out of
    /// line: the common graph, computeds that only relays read, never gets
    /// here). Lock held.
    @inline(never)
    private static func markDeeper(
        from node: ComputedNode, single: inout Unmanaged<ComputedNode>?, more: inout [ComputedNode]?
    ) {
        var pending = [Unmanaged.passUnretained(node)]
        while let next = pending.popLast() {
            next._withUnsafeGuaranteedRef { node in
                node.dependents.withMembers { members in
                    for entry in members {
                        entry._withUnsafeGuaranteedRef { dependent in
                            if mark(dependent, as: entry, single: &single, more: &more) {
                                pending.append(entry)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Flushes what was deferred on this thread, once no transaction or
    /// evaluation is open on it any more.
    static func flushDeferred(_ context: ThreadContext) {
        while context.transactionDepth == 0, context.frame == nil, !context.deferredFlushes.isEmpty {
            let pending = context.takeDeferredFlushes()
            var seen = Set<ObjectIdentifier>()
            for computed in pending where seen.insert(ObjectIdentifier(computed)).inserted {
                computed.requestFlush()
            }
        }
    }
}
