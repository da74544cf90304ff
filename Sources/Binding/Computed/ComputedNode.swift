/// The type-independent part of a computed value: its place in the graph,
/// its evaluation state and dependency bookkeeping.
///
/// All state is guarded by `DependencyGraph.lock`.
class ComputedNode: GraphNode, @unchecked Sendable {
    /// Evaluation state.
    enum State {
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
    final var state: State = .uninitialized
    /// What the last evaluation read, in reading order.
    final var dependencies: [Dependency] = []
    /// Number of live subscriptions; only observed computeds are flushed.
    final var observerCount = 0
    /// Set after a cycle: re-evaluate on every read until the cycle is gone.
    final var alwaysRecheck = false

    init(label: String) {
        self.label = label
    }

    deinit {
        let id = ObjectIdentifier(self)
        let dependencies = self.dependencies
        DependencyGraph.lock.withLock { _ in
            for dependency in dependencies { dependency.node?.dependents[id] = nil }
        }
    }

    override final var isComputing: Bool { state == .computing }

    /// Runs the body and stores the outcome. Lock held; overridden by the generic subclass.
    func recompute() {
        fatalError("ComputedNode.recompute must be overridden")
    }

    /// Brings the value up to date and emits it to subscribers if it changed.
    /// Called without the lock; overridden by the generic subclass.
    func requestFlush() {
        fatalError("ComputedNode.requestFlush must be overridden")
    }

    /// Validates dependencies in reading order and recomputes if one of them
    /// really changed. Lock held.
    override final func refreshIfNeeded() {
        switch state {
        case .computing:
            return
        case .uninitialized:
            recompute()
        case .clean:
            if alwaysRecheck { recompute() }
        case .check:
            if alwaysRecheck { recompute(); return }
            for dependency in dependencies {
                guard let node = dependency.node, !node.isComputing else { recompute(); return }
                node.refreshIfNeeded()
                if node.version != dependency.seen { recompute(); return }
            }
            state = .clean
        }
    }

    /// Replaces the dependency list after an evaluation, moving this node's
    /// registration from dropped dependencies to new ones. Lock held.
    final func commit(_ newDependencies: [Dependency]) {
        let old = dependencies
        dependencies = newDependencies
        if old.count == newDependencies.count,
           zip(old, newDependencies).allSatisfy({ $0.id == $1.id }) {
            return
        }
        let id = ObjectIdentifier(self)
        let newIDs = Set(newDependencies.map(\.id))
        for dependency in old where !newIDs.contains(dependency.id) {
            dependency.node?.dependents[id] = nil
        }
        let oldIDs = Set(old.map(\.id))
        for dependency in newDependencies where !oldIDs.contains(dependency.id) {
            dependency.node?.dependents[id] = WeakComputedNode(node: self)
        }
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
