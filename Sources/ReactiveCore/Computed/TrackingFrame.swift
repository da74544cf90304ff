import CBindingThreadLocal

/// One evaluation of a computed body in progress: records what the body reads.
///
/// Frames form a stack per thread (a computed reading another computed
/// evaluates it in a nested frame). A *blind* frame (from
/// `DependencyTracker.untracked`) records nothing but keeps the stack intact
/// for cycle detection.
///
/// A computed keeps its frame between evaluations (`ComputedNode.ownFrame`)
/// so that neither the frame nor its list's storage is allocated again. All
/// state is used by the evaluating thread with the graph lock held.
@usableFromInline
final class TrackingFrame {
    /// The computed being evaluated; `nil` for a blind frame. Unretained: the
    /// node owns its frame, and is alive while it evaluates.
    var node: ComputedNode? { nodeReference?.takeUnretainedValue() }
    /// `node` as stored, for the read path, which must not touch its reference count.
    @exclusivity(unchecked) private let nodeReference: Unmanaged<ComputedNode>?
    /// The enclosing frame on this thread (unretained, like `ThreadContext.frame`).
    var parent: TrackingFrame? { parentReference?.takeUnretainedValue() }
    /// `parent` as stored, so that pushing and popping touch no reference count.
    @exclusivity(unchecked) @usableFromInline var parentReference: Unmanaged<TrackingFrame>?
    /// Whether reads are recorded here.
    @usableFromInline let recordsReads: Bool
    /// Set when the evaluation turned out to be part of a dependency cycle.
    @exclusivity(unchecked) var poison: DependencyCycleError? {
        didSet { isPoisoned = poison != nil }
    }
    /// `poison != nil`, for the inlined end of an evaluation.
    @exclusivity(unchecked) @usableFromInline private(set) var isPoisoned = false

    /// How far the reads so far match the node's previous dependencies.
    @exclusivity(unchecked) @usableFromInline var cursor = 0
    /// Whether every read so far was the node's next previous dependency.
    /// While it is, reads only update the versions seen in the node's own
    /// list (nothing is retained, released or appended) and `recorded` stays
    /// empty; the first other read copies the matched prefix into it.
    @exclusivity(unchecked) @usableFromInline var matching = true
    /// What this evaluation read, in order, once it stopped matching; empty
    /// (with its storage kept) between evaluations. Owned by the frame; a
    /// commit exchanges its storage with the node's (see `ComputedNode.commit`).
    @exclusivity(unchecked) var recorded = DependencyList()
    @exclusivity(unchecked) private var recordedIDs: Set<ObjectIdentifier>?

    /// The frame of `node`'s evaluations.
    init(node: ComputedNode) {
        nodeReference = Unmanaged.passUnretained(node)
        recordsReads = true
    }

    /// A blind frame above `parent`.
    init(blindAbove parent: TrackingFrame) {
        nodeReference = nil
        parentReference = Unmanaged.passUnretained(parent)
        recordsReads = false
    }

    /// Makes this the innermost frame of the calling thread.
    @inlinable @inline(__always)
    func push() {
        parentReference = DependencyTracker.currentFrame
        binding_set_current_frame(Unmanaged.passUnretained(self).toOpaque())
    }

    /// Makes the enclosing frame the innermost again.
    @inlinable @inline(__always)
    func pop() {
        binding_set_current_frame(parentReference?.toOpaque())
    }

    /// Clears what the evaluation left, keeping the list's storage.
    func finish() {
        finishMatched()
        // Written only when set: the common evaluation leaves all three empty.
        if poison != nil { poison = nil }
        if recordedIDs != nil { recordedIDs = nil }
        if !recorded.isEmpty { recorded.removeAll() }
        matching = true
    }

    /// Whether the evaluation read exactly the node's `count` previous
    /// dependencies, in order, and met no cycle.
    @inlinable @inline(__always)
    func matchedAll(_ count: Int) -> Bool {
        matching && cursor == count && !isPoisoned
    }

    /// `finish()` after an evaluation that read exactly what it read last
    /// time and met no cycle: only the position and the stack link changed.
    /// (The expectation is over already: see `stopExpecting(_:)`.)
    @inlinable @inline(__always)
    func finishMatched() {
        parentReference = nil
        cursor = 0
    }

    /// Stops matching: `recorded` starts as the matched prefix.
    func diverge() {
        guard matching else { return }
        matching = false
        matchLimit = 0
        if let owner = node { recorded.append(firstOf: owner.dependencies, count: cursor) }
    }

    /// Records a read of a trackable source.
    @inline(__always)
    func recordSource<Source: TrackableSource>(_ source: Source) {
        if recordKnown(source) == nil { recordNewSource(source) }
    }

    /// The node's previous dependencies, for the reads' fast path: the
    /// `base` of the node's `dependencies`, set by `expect(_:)` when the
    /// evaluation begins and cleared by `stopExpecting(_:)` when it ends.
    ///
    /// Valid in between because the node owns that storage and nothing moves
    /// or frees it meanwhile: the list is only grown, emptied or swapped by
    /// `ComputedNode.commit` and the node's deinit, and the commit comes
    /// after `stopExpecting(_:)`; a node never evaluates inside its own
    /// evaluation (that is a cycle, reported before any evaluation); and the
    /// node is alive while it evaluates. `expect(_:)` pins the list, so debug
    /// builds trap if that ever stops being true. The slow paths write the
    /// same elements through `node.dependencies`. Only trivial fields are
    /// accessed through the pointer (`key`, `unretained`, `seen`): no
    /// reference count is touched.
    @exclusivity(unchecked) @usableFromInline var expectedBase: UnsafeMutablePointer<Dependency>?
    /// How many of those the fast path may still match: their count while
    /// the reads match, 0 once they stopped matching and in blind frames. So
    /// `cursor < matchLimit` is the fast path's only test of the frame's state.
    @exclusivity(unchecked) @usableFromInline var matchLimit = 0

    /// Makes `dependencies` (the node's) what the reads of this evaluation
    /// are matched against, and pins it until `stopExpecting(_:)`.
    @inlinable @inline(__always)
    func expect(_ dependencies: inout DependencyList) {
        dependencies.pin()
        expectedBase = dependencies.base
        matchLimit = dependencies.count
    }

    /// Ends what `expect(_:)` began, before anything may move the node's
    /// `dependencies` (the same list) again.
    @inlinable @inline(__always)
    func stopExpecting(_ dependencies: inout DependencyList) {
        assert(expectedBase == dependencies.base, "the evaluation expected another list than its node's")
        expectedBase = nil
        matchLimit = 0
        dependencies.unpin()
    }

    /// Records a read of `relay` and returns its value as the graph sees it
    /// (the node's cached value, read under the graph lock without the
    /// relay's), or the relay's own value if the innermost frame is blind.
    ///
    /// The fast path, inlined into the relay's getter: the body reads the
    /// relay it read next last time, whose node caches `Element`. The
    /// version seen is written in place and no reference count is touched.
    /// (Static, taking the frame unmanaged, and made of small pieces, so
    /// that the compiler inlines all of it.)
    @inlinable @inline(__always)
    static func read<Element>(_ relay: BehaviorRelay<Element>, in frame: Unmanaged<TrackingFrame>) -> Element {
        let expected = frame._withUnsafeGuaranteedRef { $0.takeExpected(ObjectIdentifier(relay)) }
        if let node = expected {
            return node._withUnsafeGuaranteedRef { unsafeDowncast($0, to: RelaySourceNode<Element>.self).cached }
        }
        return frame._withUnsafeGuaranteedRef { $0.readRecording(relay) }
    }

    /// The fast path's match: if the next of the node's previous
    /// dependencies is the source `sourceID` and its node caches the
    /// source's values, records the version seen, moves on and returns the
    /// node. (A node caching values of a relay caches that relay's `Element`.)
    @inlinable @inline(__always)
    func takeExpected(_ sourceID: ObjectIdentifier) -> Unmanaged<GraphNode>? {
        let index = cursor
        guard index < matchLimit else { return nil }
        assert(expectsOwnersDependencies, "the read's fast path has no valid pointer to the node's dependencies")
        let expected = expectedBase.unsafelyUnwrapped + index
        guard expected.pointee.key == sourceID else { return nil }
        let node = expected.pointee.unretained
        let version: UInt64? = node._withUnsafeGuaranteedRef { node in
            unsafeDowncast(node, to: SourceNode.self).cachedType != nil ? node.version : nil
        }
        guard let version else { return nil }
        expected.pointee.seen = version
        cursor = index + 1
        return node
    }

    /// Debug builds: whether `expectedBase` is the `base` of the node's
    /// dependencies (checked by the fast path before it uses it).
    @usableFromInline
    var expectsOwnersDependencies: Bool {
        guard let owner = node, expectedBase != nil else { return false }
        return owner.dependencies.base == expectedBase && matchLimit <= owner.dependencies.count
    }

    /// Every read of `relay` the fast path of `read(_:in:)` does not take
    /// (kept out of line, so that the fast path is small enough to inline).
    @inlinable @inline(never)
    func readRecording<Element>(_ relay: BehaviorRelay<Element>) -> Element {
        guard recordsReads else { return relay.core.value! }
        let node = recordKnown(relay) ?? Unmanaged.passUnretained(recordFirstRead(of: relay))
        return node._withUnsafeGuaranteedRef { node in
            guard node.cachedType == ObjectIdentifier(Element.self) else { return relay.core.value! }
            return unsafeDowncast(node, to: RelaySourceNode<Element>.self).cached
        }
    }

    /// Records the first read of `relay` in this evaluation that is not the
    /// next of the node's previous dependencies; returns the relay's node.
    @inlinable
    func recordFirstRead<Element>(of relay: BehaviorRelay<Element>) -> SourceNode {
        if let existing = recordRegistered(relay) { return existing }
        let node = RelaySourceNode.make(for: relay)
        recordNew(node, source: relay)
        return node
    }

    /// The common case, not generic: the body reads what it read last time,
    /// in the same order, or reads again what it read already. Returns the
    /// source's node (held by the computed's dependencies or by `recorded`),
    /// or `nil` if `source` is not known here.
    @usableFromInline
    func recordKnown(_ source: AnyObject) -> Unmanaged<SourceNode>? {
        guard let owner = node else { return nil }
        let sourceID = ObjectIdentifier(source)
        if cursor < owner.dependencies.count, owner.dependencies[cursor].key == sourceID,
           let node = owner.dependencies[cursor].sourceNode, node.isSource(source) {
            if matching {
                owner.dependencies[cursor].seen = node.version
            } else {
                append(Dependency(node: node, sourceID: sourceID))
            }
            cursor += 1
            return Unmanaged.passUnretained(node)
        }
        if matching {
            // A second read of something already read is no change.
            for index in 0..<cursor where owner.dependencies[index].key == sourceID {
                if let node = owner.dependencies[index].sourceNode, node.isSource(source) {
                    return Unmanaged.passUnretained(node)
                }
            }
            diverge()
        }
        return nil
    }

    /// Records a read of `source` if it already has a node (read by another
    /// computed, or earlier in this evaluation); returns the node.
    @usableFromInline
    func recordRegistered(_ source: AnyObject) -> SourceNode? {
        guard let node = SourceNode.registered(for: source) else { return nil }
        recordNew(node, source: source)
        return node
    }

    /// Records a read of `source`, whose node is `node`.
    @usableFromInline
    func recordNew(_ node: SourceNode, source: AnyObject) {
        append(Dependency(node: node, sourceID: ObjectIdentifier(source)))
    }

    private func recordNewSource<Source: TrackableSource>(_ source: Source) {
        recordNew(SourceNode.node(for: source), source: source)
    }

    /// Records a read of another computed (already brought up to date).
    func recordComputed(_ node: ComputedNode) {
        let id = ObjectIdentifier(node)
        if let owner = self.node, cursor < owner.dependencies.count, owner.dependencies[cursor].id == id,
           !matching || owner.dependencies[cursor].isStrong {
            if matching {
                owner.dependencies[cursor].seen = node.version
                cursor += 1
                return
            }
            cursor += 1
        } else if matching, let owner = self.node {
            for index in 0..<cursor where owner.dependencies[index].id == id { return }
            diverge()
        }
        append(Dependency(node: node, sourceID: nil))
    }

    /// Records the read that closed a cycle, weakly.
    func recordCycleEdge(_ node: ComputedNode) {
        diverge()
        append(Dependency(weakNode: node))
    }

    private func append(_ dependency: Dependency) {
        if recorded.count < 12 {
            if recorded.contains(id: dependency.id) { return }
        } else {
            if recordedIDs == nil { recordedIDs = recorded.ids }
            if !recordedIDs!.insert(dependency.id).inserted { return }
        }
        recorded.append(dependency)
        recordedIDs?.insert(dependency.id)
    }
}
