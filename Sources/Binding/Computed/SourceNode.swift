/// The graph node standing for one trackable source (a relay).
///
/// There is at most one node per live source; it subscribes to the source's
/// changes and bumps its version on each. Computeds hold their source nodes
/// strongly; the source's subscription holds the node weakly, so the node
/// (and its subscription) goes away with the last computed that read it.
final class SourceNode: GraphNode, @unchecked Sendable {
    /// The source, to tell a reused address from the same object.
    private(set) weak var source: AnyObject?
    private let sourceID: ObjectIdentifier
    private var subscription: Disposable?

    private init(source: AnyObject) {
        self.source = source
        sourceID = ObjectIdentifier(source)
    }

    deinit {
        subscription?.dispose()
        SourceNode.registry.withLock {
            if SourceNode.nodes[sourceID]?.id == ObjectIdentifier(self) {
                SourceNode.nodes[sourceID] = nil
            }
        }
    }

    private final class Entry {
        let id: ObjectIdentifier
        weak var node: SourceNode?

        init(id: ObjectIdentifier, node: SourceNode) {
            self.id = id
            self.node = node
        }
    }

    private static let registry = Lock()
    nonisolated(unsafe) private static var nodes: [ObjectIdentifier: Entry] = [:]

    /// The node for `source`, created and subscribed on first use.
    ///
    /// Called with the graph lock held, from inside an evaluation.
    static func node<Source: TrackableSource>(for source: Source) -> SourceNode {
        let key = ObjectIdentifier(source)
        // The candidate is released outside the registry lock: if that is its
        // last reference, its deinit takes the lock.
        let candidate = registry.withLock { nodes[key]?.node }
        if let candidate, candidate.source === source { return candidate }
        let node = SourceNode(source: source)
        registry.withLock { nodes[key] = Entry(id: ObjectIdentifier(node), node: node) }
        // Subscribing may deliver other observers' queued events on this
        // thread; their reads must not become dependencies of the evaluation.
        let weakNode = WeakSourceNode(node: node)
        node.subscription = DependencyTracker.untracked {
            source.observeChanges { weakNode.node.map(DependencyGraph.sourceChanged) }
        }
        return node
    }
}

/// A weak, sendable handle on a source node, captured by its subscription.
private final class WeakSourceNode: @unchecked Sendable {
    weak var node: SourceNode?
    init(node: SourceNode) { self.node = node }
}
