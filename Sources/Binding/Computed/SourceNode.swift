/// The graph node standing for one trackable source (a relay).
///
/// There is at most one node per live source; it subscribes to the source's
/// changes and bumps its version on each. Computeds hold their source nodes
/// strongly, and the node (and its subscription) goes away with the last
/// computed that read it.
///
/// Nothing holds a source node weakly (a weak reference would give it a side
/// table and slow down every retain and release of it on the update path).
/// Instead, source nodes are only ever released with the graph lock held —
/// computeds drop their dependencies under it, also in their deinit — so a
/// node's deinit runs entirely under the lock, and the unretained references
/// to it (the registry, `SourceLink`) are cleared there before anyone else
/// holding the lock can see them.
final class SourceNode: GraphNode, @unchecked Sendable {
    /// Keeps the source's memory from being reused while this node exists:
    /// an unowned reference lets the source deinit but not be deallocated, so
    /// no other object can have its address and comparing identities is
    /// enough to recognise it. Never read; unowned rather than weak, so that
    /// the source gets no side table and is not retained on every read.
    private unowned let addressPin: AnyObject
    private let sourceID: ObjectIdentifier
    private var subscription: Disposable?
    /// What the source's change notifications reach this node through.
    private let link = SourceLink()

    private init(source: AnyObject) {
        addressPin = source
        sourceID = ObjectIdentifier(source)
        super.init()
        link.node = self
    }

    /// Whether this node stands for `source` (no other object can have the
    /// address of this node's source, see `addressPin`).
    func isSource(_ source: AnyObject) -> Bool { sourceID == ObjectIdentifier(source) }

    deinit {
        // Graph lock held (see the type's documentation).
        link.node = nil
        subscription?.dispose()
        SourceNode.registry.withLock {
            if let entry = SourceNode.nodes[sourceID], entry.id == ObjectIdentifier(self) {
                SourceNode.nodes[sourceID] = nil
            }
        }
    }

    private struct Entry {
        let id: ObjectIdentifier
        unowned(unsafe) let node: SourceNode
    }

    private static let registry = Lock()
    nonisolated(unsafe) private static var nodes: [ObjectIdentifier: Entry] = [:]

    /// The node for `source`, created and subscribed on first use.
    ///
    /// Called with the graph lock held, from inside an evaluation.
    static func node<Source: TrackableSource>(for source: Source) -> SourceNode {
        let key = ObjectIdentifier(source)
        // Entries are removed by the nodes' deinits, which run under the
        // graph lock, so an entry found here is a live node.
        let candidate = registry.withLock { nodes[key]?.node }
        if let candidate, candidate.isSource(source) { return candidate }
        let node = SourceNode(source: source)
        registry.withLock { nodes[key] = Entry(id: ObjectIdentifier(node), node: node) }
        // Subscribing may deliver other observers' queued events on this
        // thread; their reads must not become dependencies of the evaluation.
        let link = node.link
        node.subscription = DependencyTracker.untracked {
            source.observeChanges { DependencyGraph.sourceChanged(link) }
        }
        return node
    }
}

/// The unretained way from a source's change notifications to its node,
/// cleared by the node's deinit. Read and written with the graph lock held.
final class SourceLink: @unchecked Sendable {
    @exclusivity(unchecked) unowned(unsafe) var node: SourceNode?
}
