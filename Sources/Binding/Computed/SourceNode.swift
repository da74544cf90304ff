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
            if let entry = SourceNode.nodes[sourceID], entry.id == ObjectIdentifier(self) {
                SourceNode.nodes[sourceID] = nil
            }
        }
    }

    private struct Entry {
        let id: ObjectIdentifier
        weak var node: SourceNode?
    }

    private static let registry = Lock()
    nonisolated(unsafe) private static var nodes: [ObjectIdentifier: Entry] = [:]

    /// The node for `source`, created and subscribed on first use.
    ///
    /// Called with the graph lock held, from inside an evaluation.
    static func node<Source: TrackableSource>(for source: Source) -> SourceNode {
        let key = ObjectIdentifier(source)
        let existing = registry.withLock { () -> SourceNode? in
            guard let node = nodes[key]?.node, node.source === source else { return nil }
            return node
        }
        if let existing { return existing }
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
