import Binding
/// A model of the documented update algorithm, to predict how often each
/// body runs and what each subscriber receives (single thread).
///
/// Each input has a version, bumped by every write (an equal value too:
/// relays do not compare). A computed remembers what its last evaluation read,
/// in order, with the versions seen. Reading it validates those in order —
/// bringing computed ones up to date first — up to the first that changed,
/// and only then runs the body (lazy, each at most once per change). Its own
/// version changes when an evaluation fails or gives a new value (equatable:
/// a different one; plain: any). After each step every observed computed is
/// brought up to date and sends its value to its subscribers if its version
/// moved since it last sent — unless, equatable, the value equals the last
/// one sent. A new subscriber first gets the last value sent (`ComputedCore`'s
/// `emittedValue`) — which, while the computed fails, may be older than the
/// last value it computed, from before its subscribers last left.
final class ComputedGraphModel {
    enum Input: Equatable {
        case source(Int)
        case computed(Int)
    }

    struct Node {
        let formula: GraphFormula
        let compares: Bool
        var evaluated = false
        var dependencies: [(input: Input, seen: UInt64)] = []
        var version: UInt64 = 0
        var lastValue: Int?
        var failed = false
        var evaluations = 0
        var observerCount = 0
        /// Subscriber ids that have had their first value, in order.
        var observers: [Int] = []
        var emittedVersion: UInt64 = 0
        var emittedValue: Int?
    }

    private(set) var sourceValues: [Int]
    private var sourceVersions: [UInt64]
    private(set) var nodes: [Node] = []
    /// What each subscriber (by id) is expected to have received.
    private(set) var expected: [Int: [Int]] = [:]

    init(sourceValues: [Int]) {
        self.sourceValues = sourceValues
        sourceVersions = Array(repeating: 0, count: sourceValues.count)
    }

    var formulas: [GraphFormula] { nodes.map(\.formula) }

    func addNode(_ formula: GraphFormula, compares: Bool) {
        nodes.append(Node(formula: formula, compares: compares))
    }

    func write(_ source: Int, _ value: Int) {
        sourceValues[source] = value
        sourceVersions[source] &+= 1
    }

    /// Reads computed `index` as `get()` does: brought up to date first.
    func read(_ index: Int) -> Int? {
        refresh(index)
        return nodes[index].failed ? nil : nodes[index].lastValue
    }

    /// The last value successfully computed (what `value` returns on failure).
    func lastValue(_ index: Int) -> Int? { nodes[index].lastValue }

    private func refresh(_ index: Int) {
        if needsEvaluation(index) { evaluate(index) }
    }

    private func needsEvaluation(_ index: Int) -> Bool {
        guard nodes[index].evaluated else { return true }
        for dependency in nodes[index].dependencies {
            switch dependency.input {
            case .source(let source):
                if sourceVersions[source] != dependency.seen { return true }
            case .computed(let computed):
                refresh(computed)
                if nodes[computed].version != dependency.seen { return true }
            }
        }
        return false
    }

    private func evaluate(_ index: Int) {
        nodes[index].evaluations += 1
        var recorded: [(input: Input, seen: UInt64)] = []
        func record(_ input: Input, _ version: UInt64) {
            if !recorded.contains(where: { $0.input == input }) { recorded.append((input, version)) }
        }
        let formula = nodes[index].formula
        let outcome: Int?
        do {
            outcome = try formula.evaluate(source: { source in
                record(.source(source), self.sourceVersions[source])
                return self.sourceValues[source]
            }, computed: { computed in
                self.refresh(computed)
                record(.computed(computed), self.nodes[computed].version)
                guard !self.nodes[computed].failed, let value = self.nodes[computed].lastValue else {
                    throw GraphFailure()
                }
                return value
            })
        } catch {
            outcome = nil
        }
        nodes[index].dependencies = recorded
        nodes[index].evaluated = true
        guard let value = outcome else {
            nodes[index].failed = true
            nodes[index].version &+= 1
            return
        }
        let node = nodes[index]
        let unchanged = node.compares && !node.failed && node.lastValue == value
        if !unchanged {
            nodes[index].lastValue = value
            nodes[index].failed = false
            nodes[index].version &+= 1
        }
    }

    /// What an update of computed `index` sends its subscribers now, if anything.
    private func nextEmission(_ index: Int) -> Int? {
        guard nodes[index].observerCount > 0 else { return nil }
        refresh(index)
        let node = nodes[index]
        guard node.version != node.emittedVersion else { return nil }
        nodes[index].emittedVersion = node.version
        guard !node.failed, let value = node.lastValue else { return nil }
        if node.compares, node.emittedValue == value { return nil }
        nodes[index].emittedValue = value
        return value
    }

    /// Updates every observed computed, as the end of a step does.
    func flushObserved() {
        for index in nodes.indices where nodes[index].observerCount > 0 {
            guard let value = nextEmission(index) else { continue }
            for subscriber in nodes[index].observers { expected[subscriber, default: []].append(value) }
        }
    }

    func subscribe(_ subscriber: Int, to index: Int) {
        expected[subscriber] = []
        nodes[index].observerCount += 1
        if let value = nextEmission(index) {
            for other in nodes[index].observers { expected[other, default: []].append(value) }
        }
        if let first = nodes[index].emittedValue { expected[subscriber]!.append(first) }
        nodes[index].observers.append(subscriber)
    }

    func unsubscribe(_ subscriber: Int, from index: Int) {
        nodes[index].observerCount -= 1
        nodes[index].observers.removeAll { $0 == subscriber }
    }
}
