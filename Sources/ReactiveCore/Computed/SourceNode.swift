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
@usableFromInline
class SourceNode: GraphNode, @unchecked Sendable {
    /// Keeps the source's memory from being reused while this node exists:
    /// an unowned reference lets the source deinit but not be deallocated, so
    /// no other object can have its address and comparing identities is
    /// enough to recognise it. Never read; unowned rather than weak, so that
    /// the source gets no side table and is not retained on every read.
    private unowned let addressPin: AnyObject
    private let sourceID: ObjectIdentifier
    /// For a `RelaySourceNode`, its element type: the node caches the relay's
    /// value and evaluations read the cache. `nil` for other sources.
    @usableFromInline final let cachedType: ObjectIdentifier?
    private var subscription: Disposable?
    /// What the source's change notifications reach this node through.
    @usableFromInline final let link: SourceLink

    /// A node for `source`, reached from its notifications through `link`.
    @usableFromInline
    init(source: AnyObject, cachedType: ObjectIdentifier?, link: SourceLink = SourceLink()) {
        addressPin = source
        sourceID = ObjectIdentifier(source)
        self.cachedType = cachedType
        self.link = link
        super.init()
        link.node = Unmanaged.passUnretained(self)
    }

    /// Whether this node stands for `source` (no other object can have the
    /// address of this node's source, see `addressPin`).
    final func isSource(_ source: AnyObject) -> Bool { sourceID == ObjectIdentifier(source) }

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

    /// The live node for `source`, if there is one. Graph lock held.
    @usableFromInline
    static func registered(for source: AnyObject) -> SourceNode? {
        // Entries are removed by the nodes' deinits, which run under the
        // graph lock, so an entry found here is a live node.
        let candidate = registry.withLock { nodes[ObjectIdentifier(source)]?.node }
        guard let candidate, candidate.isSource(source) else { return nil }
        return candidate
    }

    /// Makes this the node of its source, listening through `subscription`
    /// from now on. Graph lock held.
    @usableFromInline
    final func register(listeningThrough subscription: Disposable) {
        self.subscription = subscription
        let entry = Entry(id: ObjectIdentifier(self), node: self)
        SourceNode.registry.withLock { SourceNode.nodes[sourceID] = entry }
    }

    /// The node for `source`, created and subscribed on first use.
    ///
    /// Called with the graph lock held, from inside an evaluation.
    static func node<Source: TrackableSource>(for source: Source) -> SourceNode {
        if let existing = registered(for: source) { return existing }
        let node = SourceNode(source: source, cachedType: nil)
        // Subscribing may deliver other observers' queued events on this
        // thread; their reads must not become dependencies of the evaluation.
        let link = node.link
        let subscription = DependencyTracker.untracked {
            source.observeChanges { DependencyGraph.sourceChanged(link) }
        }
        node.register(listeningThrough: subscription)
        return node
    }
}

/// The node of a `BehaviorRelay`: keeps the relay's value as the graph last
/// saw it, so that evaluations (which hold the graph lock) read it without
/// taking the relay's lock, and always consistently with the node's version.
///
/// The cache starts as the relay's value at the moment the node subscribed
/// and follows every value delivered after that (see
/// `SubjectCore.subscribeSkippingReplay`).
@usableFromInline
final class RelaySourceNode<Element>: SourceNode, @unchecked Sendable {
    /// The relay's value as of the node's version (graph lock held).
    @exclusivity(unchecked) @usableFromInline var cached: Element

    @usableFromInline
    init(relay: BehaviorRelay<Element>, current: Element, link: SourceLink) {
        cached = current
        super.init(source: relay, cachedType: ObjectIdentifier(Element.self), link: link)
    }

    /// The node for `relay`, created and subscribed. Graph lock held.
    ///
    /// Inlinable so that the change handler is compiled where `Element` is
    /// known: it runs on every change of the relay.
    @inlinable
    static func make(for relay: BehaviorRelay<Element>) -> RelaySourceNode<Element> {
        // A value delivered on another thread before the node is linked
        // waits for the graph lock, which the caller holds.
        let link = SourceLink()
        let (current, subscription) = relay.core.subscribeSkippingReplay(AnyObserver { event in
            guard case .next(let value) = event else { return }
            DependencyGraph.sourceChanged(link) { node in
                unsafeDowncast(node, to: RelaySourceNode<Element>.self).cached = value
            }
        })
        let node = RelaySourceNode(relay: relay, current: current!, link: link)
        node.register(listeningThrough: subscription)
        return node
    }
}

/// The unretained way from a source's change notifications to its node,
/// cleared by the node's deinit. Read and written with the graph lock held.
@usableFromInline
final class SourceLink: @unchecked Sendable {
    @exclusivity(unchecked) var node: Unmanaged<SourceNode>?
    /// `DependencyGraph.lock`, at hand without the lazy-global check.
    let graphLock = DependencyGraph.lock

    @usableFromInline init() {}
}
