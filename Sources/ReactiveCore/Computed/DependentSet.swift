/// The computeds that depend on a node, unretained (see `GraphNode.dependents`).
///
/// Marking walks it on every change, so it is a plain array, cheap to walk;
/// a node read by many computeds also gets an index from identity to
/// position, so that adding and removing stay O(1) however many there are.
/// Order is not kept. Guarded by the graph lock.
struct DependentSet {
    /// The members, in no particular order.
    private(set) var members: ContiguousArray<Unmanaged<ComputedNode>> = []
    /// Positions in `members`, kept once there are more than `indexThreshold`.
    private var positions: [ObjectIdentifier: Int]?
    private static let indexThreshold = 16

    var isEmpty: Bool { members.isEmpty }

    /// `!isEmpty`, read in place: the update path asks it of every marked
    /// node, and reading through a copy would retain the storage.
    var hasMembers: Bool {
        mutating get { !members.isEmpty }
    }

    /// Calls `body` with the members in place (without retaining their storage).
    mutating func withMembers<Result>(
        _ body: (UnsafeBufferPointer<Unmanaged<ComputedNode>>) throws -> Result
    ) rethrows -> Result {
        try members.withUnsafeBufferPointer(body)
    }

    /// Adds `node` unless it is a member already.
    mutating func insert(_ node: ComputedNode) {
        let id = ObjectIdentifier(node)
        guard position(of: id) == nil else { return }
        members.append(Unmanaged.passUnretained(node))
        if positions != nil {
            positions![id] = members.count - 1
        } else if members.count > Self.indexThreshold {
            var index: [ObjectIdentifier: Int] = [:]
            for (position, member) in members.enumerated() {
                index[ObjectIdentifier(member.takeUnretainedValue())] = position
            }
            positions = index
        }
    }

    /// Whether the member whose identity is `id` is here.
    func contains(_ id: ObjectIdentifier) -> Bool { position(of: id) != nil }

    /// Removes the member whose identity is `id`, if there is one.
    mutating func remove(_ id: ObjectIdentifier) {
        guard let position = position(of: id) else { return }
        let last = members.count - 1
        if position != last {
            members[position] = members[last]
            positions?[ObjectIdentifier(members[position].takeUnretainedValue())] = position
        }
        members.removeLast()
        positions?[id] = nil
        if members.isEmpty {
            members = []
            positions = nil
        }
    }

    private func position(of id: ObjectIdentifier) -> Int? {
        if let positions { return positions[id] }
        return members.firstIndex { ObjectIdentifier($0.takeUnretainedValue()) == id }
    }
}
