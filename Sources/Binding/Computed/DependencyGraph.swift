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
enum DependencyGraph {
    /// Guards every node's state. Recursive: a computed body reads other computeds.
    static let lock = RecursiveLock()

    /// Called when `node`'s source changed (on the thread that delivered the change).
    static func sourceChanged(_ node: SourceNode) {
        let context = ThreadContext.current
        let flushes = lock.withLock { _ -> [ComputedNode] in
            node.version &+= 1
            var flushes: [ComputedNode] = []
            markDependents(of: node, into: &flushes)
            if !flushes.isEmpty, context.transactionDepth > 0 || context.frame != nil {
                // Inside a transaction or an evaluation: flush when it ends.
                context.deferredFlushes.append(contentsOf: flushes)
                return []
            }
            return flushes
        }
        for computed in flushes { computed.requestFlush() }
    }

    /// Marks everything downstream of `root` as possibly stale and collects
    /// the marked computeds that have subscribers. Lock held.
    private static func markDependents(of root: GraphNode, into flushes: inout [ComputedNode]) {
        var stack: [GraphNode] = [root]
        while let node = stack.popLast() {
            for entry in node.dependents.values {
                guard let dependent = entry.node, dependent.state == .clean else { continue }
                dependent.state = .check
                if dependent.observerCount > 0 { flushes.append(dependent) }
                if !dependent.dependents.isEmpty { stack.append(dependent) }
            }
        }
    }

    /// Flushes what was deferred on this thread, once no transaction or
    /// evaluation is open on it any more.
    static func flushDeferred(_ context: ThreadContext) {
        while context.transactionDepth == 0, context.frame == nil, !context.deferredFlushes.isEmpty {
            let pending = context.deferredFlushes
            context.deferredFlushes = []
            var seen = Set<ObjectIdentifier>()
            for computed in pending where seen.insert(ObjectIdentifier(computed)).inserted {
                computed.requestFlush()
            }
        }
    }
}
