/// A node of the dependency graph: a trackable source or a computed value.
///
/// All mutable state of every node is guarded by `DependencyGraph.lock`.
@usableFromInline
class GraphNode: @unchecked Sendable {
    /// Changes whenever the node's value changes (sources: every change;
    /// computeds: every recomputation whose result differs).
    @exclusivity(unchecked) @usableFromInline final var version: UInt64 = 0

    /// The computeds that read this node in their last evaluation, held
    /// unretained so that the graph never keeps a computed alive.
    ///
    /// A computed registers here exactly for the nodes in its `dependencies`
    /// and removes itself in its deinit, all under the graph lock, so every
    /// entry points to allocated memory while the lock is held (a computed in
    /// its deinit waits for the lock before it is freed). Such a computed may
    /// be read and transiently retained under the lock, never kept past it;
    /// only computeds with observers (see `ComputedNode.observerCount`, which
    /// proves them alive) are handed out of the lock. Unowned-unsafe rather
    /// than weak, so that computeds get no side table and their retains and
    /// releases stay on the fast path.
    @exclusivity(unchecked) final var dependents = DependentSet()

    /// Brings the node up to date before its version is compared (computeds
    /// recompute here if needed; sources are always current).
    @usableFromInline func refreshIfNeeded() {}

    /// `true` while the node's body is running on the stack (computeds only).
    @usableFromInline var isComputing: Bool { false }
}

/// A weak reference to any node, boxed so that copying a `Dependency` copies a
/// strong reference to the box rather than forming a new weak reference.
final class WeakGraphNode {
    weak var node: GraphNode?

    init(node: GraphNode) {
        self.node = node
    }
}

/// One dependency of a computed: the node read and the version seen.
///
/// Normally the node is held strongly (a computed keeps what it reads alive).
/// The edge that closes a dependency cycle is held weakly, so that a cycle
/// left in place does not leak.
@usableFromInline
struct Dependency {
    /// The node's identity.
    @usableFromInline let id: ObjectIdentifier
    /// What a read is matched against: for a source, the identity of the
    /// source object; for a computed, `id`. (A source object and a node are
    /// distinct live objects, so the two kinds never collide.)
    @usableFromInline let key: ObjectIdentifier
    /// The node without a reference count: valid while `strong` holds it (for
    /// the weak edge, only after `node` found it alive).
    @usableFromInline let unretained: Unmanaged<GraphNode>
    private let strong: GraphNode?
    private let weak: WeakGraphNode?
    /// The node's version when it was read.
    @usableFromInline var seen: UInt64

    /// A strong edge to `node`.
    init(node: GraphNode, sourceID: ObjectIdentifier?) {
        id = ObjectIdentifier(node)
        key = sourceID ?? id
        unretained = Unmanaged.passUnretained(node)
        strong = node
        weak = nil
        seen = node.version
    }

    /// A weak edge to `node` (closes a cycle).
    init(weakNode node: GraphNode) {
        id = ObjectIdentifier(node)
        key = id
        unretained = Unmanaged.passUnretained(node)
        strong = nil
        weak = WeakGraphNode(node: node)
        seen = node.version
    }

    /// Whether the node stands for a source (it is then held strongly).
    @inlinable var isSource: Bool { key != id }

    /// For a source dependency: whether the source changed since the read
    /// (a source is always current, so its version is compared as it is).
    @inlinable var sourceChangedSinceRead: Bool {
        unretained._withUnsafeGuaranteedRef { $0.version != seen }
    }

    /// For a source: the identity of the source object; `nil` for a computed.
    var sourceID: ObjectIdentifier? { isSource ? key : nil }

    /// The node, unless a weak edge's node is gone.
    var node: GraphNode? { strong ?? weak?.node }

    /// Whether the node is held strongly (not the edge closing a cycle).
    var isStrong: Bool { strong != nil }

    /// The node of a source dependency (`sourceID` set), `nil` for a computed.
    var sourceNode: SourceNode? {
        guard isSource, let strong else { return nil }
        return unsafeDowncast(strong, to: SourceNode.self)
    }
}
