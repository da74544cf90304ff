/// One evaluation of a computed body in progress: records what the body reads.
///
/// Frames form a stack per thread (a computed reading another computed
/// evaluates it in a nested frame). A *blind* frame (from
/// `DependencyTracker.untracked`) records nothing but keeps the stack intact
/// for cycle detection.
final class TrackingFrame {
    /// The computed being evaluated; `nil` for a blind frame.
    let node: ComputedNode?
    /// The enclosing frame on this thread.
    let parent: TrackingFrame?
    /// Whether reads are recorded here.
    let recordsReads: Bool
    /// Set when the evaluation turned out to be part of a dependency cycle.
    var poison: DependencyCycleError?

    private let previous: [Dependency]
    private var cursor = 0
    private(set) var recorded: [Dependency] = []
    private var recordedIDs: Set<ObjectIdentifier>?

    /// A frame evaluating `node`, whose last dependencies were `previous`.
    init(node: ComputedNode, previous: [Dependency], parent: TrackingFrame?) {
        self.node = node
        self.previous = previous
        self.parent = parent
        recordsReads = true
        recorded.reserveCapacity(previous.count)
    }

    /// A blind frame above `parent`.
    init(blindAbove parent: TrackingFrame) {
        node = nil
        previous = []
        self.parent = parent
        recordsReads = false
    }

    /// Records a read of a trackable source.
    func recordSource<Source: TrackableSource>(_ source: Source) {
        let sourceID = ObjectIdentifier(source)
        // Fast path: the body reads what it read last time, in the same order.
        if cursor < previous.count, previous[cursor].sourceID == sourceID,
           let node = previous[cursor].node as? SourceNode, node.source === source {
            cursor += 1
            append(Dependency(node: node, sourceID: sourceID))
            return
        }
        let node = SourceNode.node(for: source)
        append(Dependency(node: node, sourceID: sourceID))
    }

    /// Records a read of another computed (already brought up to date).
    func recordComputed(_ node: ComputedNode) {
        if cursor < previous.count, previous[cursor].id == ObjectIdentifier(node) { cursor += 1 }
        append(Dependency(node: node, sourceID: nil))
    }

    /// Records the read that closed a cycle, weakly.
    func recordCycleEdge(_ node: ComputedNode) {
        append(Dependency(weakNode: node))
    }

    private func append(_ dependency: Dependency) {
        if recorded.count < 12 {
            if recorded.contains(where: { $0.id == dependency.id }) { return }
        } else {
            if recordedIDs == nil { recordedIDs = Set(recorded.map(\.id)) }
            if !recordedIDs!.insert(dependency.id).inserted { return }
        }
        recorded.append(dependency)
        recordedIDs?.insert(dependency.id)
    }
}
