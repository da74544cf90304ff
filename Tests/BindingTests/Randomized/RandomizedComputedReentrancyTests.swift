import Binding
import BindingTesting
import Foundation
@testable import ReactiveCore
import XCTest

/// Random computed graphs whose subscribers act from inside their deliveries
/// (on one thread): they write inputs (alone or in a transaction), dispose
/// subscribers (themselves too), subscribe new ones and read computeds — the
/// paths where a flush must go round again for a request made during it,
/// where the subscriber list is lent to the flusher while it changes, and
/// where a disposed subscription leaves its release to the flusher.
///
/// Exact sequences depend on where a reaction happens, so the model is the
/// contract rather than a replay. A write from inside a delivery of the same
/// relay is queued by the relay and reaches the graph after that delivery
/// (the graph reads relays as it has seen them), so the *states* of the
/// inputs are recorded as the relays deliver them, by an observer subscribed
/// to each relay before the graph (the uncached cells, whose reads do not
/// follow deliveries, are left out). Then
/// - every value a subscriber receives is its computed's value in one of the
///   states since the one its previous value came from (consistent — never a
///   mix of inputs — and in order: a subscriber never goes back to an older state);
/// - an equatable computed never sends a subscriber the same value twice in a row;
/// - a disposed subscriber receives nothing more, and once the step is over its
///   closure is freed (also when it was disposed while its list was lent to
///   the flusher);
/// - a computed read from inside a delivery is up to date with every value delivered so far;
/// - after each step every computed equals the naive recompute, every live
///   subscriber's last value is its computed's value, and a node is alive
///   exactly while reachable (held, subscribed, or captured by a live body).
final class RandomizedComputedReentrancyTests: XCTestCase {
    func testSubscribersActingInsideDeliveriesSeeConsistentOrderedValues() {
        for seed in RandomizedSeeds.all {
            let trace = RandomizedTrace(
                seed: seed, test: "RandomizedComputedReentrancyTests/testSubscribersActingInsideDeliveriesSeeConsistentOrderedValues")
            ReentrantGraphScenario(trace: trace).run(steps: 200 * RandomizedSeeds.scale)
        }
    }
}

/// One subscriber of the scenario.
private final class ReentrantSubscriber {
    let id: Int
    let computed: Int
    var values: [Int] = []
    /// The state its last value was the computed's value in.
    var stateIndex: Int
    var subscription: Disposable?
    /// How many values it had when disposed.
    var countAtDisposal: Int?
    /// Held by its closure only.
    weak var token: ClosureToken?

    init(id: Int, computed: Int, stateIndex: Int) {
        self.id = id
        self.computed = computed
        self.stateIndex = stateIndex
    }
}

/// Something a subscriber's closure holds, to see when the closure is freed.
private final class ClosureToken {}

private final class ReentrantGraphScenario {
    private var random: SplitMix64
    private let trace: RandomizedTrace
    private let sources: [GraphSource]
    private var formulas: [GraphFormula] = []
    private var compares: [Bool] = []
    private var canFail: [Bool] = []
    private var computeds: [GraphComputed?] = []
    private var weakNodes: [WeakGraphNodeReference] = []
    private var subscribers: [ReentrantSubscriber] = []
    /// The inputs' values after every delivery of a written value, in order.
    private var states: [[Int]]
    private var recorders: [Disposable] = []
    /// Reads every input once and is never read again, so that every input
    /// keeps its graph node. A node made while a value written from inside
    /// a delivery of its relay is still queued starts from that newer value
    /// (the relay's latest), ahead of the relay's deliveries — and so of the
    /// states recorded here.
    private var keeper: Computed<[Int]>?
    private var evaluators: [Int: NaiveGraphEvaluator] = [:]
    /// Reactions left in this step, and how deep inside deliveries we are.
    private var budget = 0
    private var depth = 0
    private let maxComputeds = 18

    init(trace: RandomizedTrace) {
        self.trace = trace
        random = SplitMix64(seed: trace.seed ^ 0x5245_454E_5452_414E)
        var sources: [GraphSource] = []
        var values: [Int] = []
        for _ in 0..<(3 + random.below(3)) {
            let value = random.below(6)
            values.append(value)
            sources.append(GraphSource.random(&random, value: value, allowCells: false))
        }
        self.sources = sources
        states = [values]
        recorders = sources.enumerated().compactMap { index, source in
            source.observeDeliveries { [unowned self] value in
                var state = states[currentState]
                state[index] = value
                states.append(state)
            }
        }
        // Keeps a graph node for every input from the start, subscribed to
        // its relay after the recorder (see `keeper`).
        keeper = Computed("keeper") { sources.map(\.value) }
        _ = keeper?.value
        trace.note("inputs: " + sources.enumerated().map { "s\($0.offset) \($0.element.kind)" }.joined(separator: ", "))
        for _ in 0..<(4 + random.below(4)) { createComputed() }
        budget = 4
        for _ in 0..<(2 + random.below(3)) { subscribe() }
    }

    private var held: [Int] { computeds.indices.filter { computeds[$0] != nil } }
    private var currentState: Int { states.count - 1 }

    /// The naive value of computed `index` in state `state`.
    private func naive(_ index: Int, in state: Int) -> Int? {
        if let evaluator = evaluators[state] { return evaluator.value(index) }
        let evaluator = NaiveGraphEvaluator(formulas: formulas, sourceValues: states[state])
        evaluators[state] = evaluator
        return evaluator.value(index)
    }

    private func describe(_ index: Int) -> String {
        "c\(index) = \(formulas[index]) [\(compares[index] ? "equatable" : "plain")]"
    }

    func run(steps: Int) {
        for step in 1...steps where !trace.failed {
            trace.step = step
            budget = 6
            switch random.below(100) {
            case ..<40: write()
            case ..<55: writeInTransaction()
            case ..<70: subscribe()
            case ..<80: disposeSubscriber()
            case ..<90: createComputed()
            default: dropComputed()
            }
            verifyQuiet()
        }
        guard !trace.failed else { return }
        trace.step = steps + 1
        for subscriber in subscribers { subscriber.subscription?.dispose() }
        subscribers = []
        for recorder in recorders { recorder.dispose() }
        computeds = computeds.map { _ in nil }
        for (index, reference) in weakNodes.enumerated() {
            trace.check(reference.node == nil, "\(describe(index)) is still alive after everything was let go")
        }
    }

    // MARK: actions (at the top level or from inside a delivery)

    private func write() {
        let source = random.below(sources.count)
        let value = random.below(6)
        trace.note("\(depth > 0 ? "(inside) " : "")s\(source) = \(value)")
        sources[source].write(value)
    }

    private func writeInTransaction() {
        trace.note("\(depth > 0 ? "(inside) " : "")transaction")
        Transaction.run {
            for _ in 0..<(2 + random.below(2)) { write() }
        }
    }

    private func subscribe() {
        let candidates = held.filter { !canFail[$0] }
        guard !candidates.isEmpty else { return }
        let index = random.element(of: candidates)
        let subscriber = ReentrantSubscriber(id: subscribers.count, computed: index, stateIndex: currentState)
        subscribers.append(subscriber)
        trace.note("\(depth > 0 ? "(inside) " : "")subscriber \(subscriber.id) to c\(index)")
        // A Driver delivers inline only on the main thread (where XCTest runs tests).
        let kind: GraphSubscriberKind = random.percent(50) && Thread.isMainThread ? .driver : .values
        let token = ClosureToken()
        subscriber.token = token
        subscriber.subscription = computeds[index]!.subscribe(kind, onValue: {
            [unowned self, unowned subscriber] value in
            withExtendedLifetime(token) { received(value, by: subscriber) }
        }, onChange: { _, _ in })
    }

    private func disposeSubscriber() {
        let live = subscribers.filter { $0.subscription != nil }
        guard !live.isEmpty else { return }
        let subscriber = random.element(of: live)
        trace.note("\(depth > 0 ? "(inside) " : "")dispose subscriber \(subscriber.id)")
        subscriber.countAtDisposal = subscriber.values.count
        subscriber.subscription!.dispose()
        subscriber.subscription = nil
    }

    private func createComputed() {
        guard computeds.count < maxComputeds else { return }
        let index = computeds.count
        let formula = GraphFormula.random(&random, depth: 1 + random.below(3), sourceCount: sources.count,
                                          available: held, allowFailures: random.percent(25))
        var inputs: [Int: GraphComputed] = [:]
        for input in formula.computedReferences { inputs[input] = computeds[input]! }
        let equatable = random.percent(70)
        let computed = GraphComputed.make(index: index, formula: formula, compares: equatable, sources: sources, inputs: inputs)
        let fails = formula.canFail { canFail[$0] }
        formulas.append(formula)
        compares.append(equatable)
        canFail.append(fails)
        computeds.append(computed)
        weakNodes.append(WeakGraphNodeReference(computed.node))
        evaluators = [:]
        trace.note("create \(describe(index))")
    }

    private func dropComputed() {
        guard held.count > 2 else { return }
        let index = random.element(of: held)
        trace.note("drop c\(index)")
        computeds[index] = nil
    }

    // MARK: deliveries

    private func received(_ value: Int, by subscriber: ReentrantSubscriber) {
        subscriber.values.append(value)
        if let count = subscriber.countAtDisposal {
            trace.fail("disposed subscriber \(subscriber.id) of \(describe(subscriber.computed)) received \(value) "
                        + "(value \(subscriber.values.count), \(count) before its disposal)")
            return
        }
        let index = subscriber.computed
        if let state = (subscriber.stateIndex...currentState).first(where: { naive(index, in: $0) == value }) {
            subscriber.stateIndex = state
        } else {
            let candidates = (subscriber.stateIndex...currentState).map { naive(index, in: $0).map(String.init) ?? "failure" }
            trace.fail("subscriber \(subscriber.id) of \(describe(index)) received \(value), not its value in any state "
                        + "since its previous value (\(candidates))")
        }
        if compares[index], subscriber.values.count >= 2, subscriber.values[subscriber.values.count - 2] == value {
            trace.fail("subscriber \(subscriber.id) of equatable \(describe(index)) received \(value) twice in a row")
        }
        react(subscriber)
    }

    /// A reaction decided by the seed, the subscriber and how many values it has.
    private func react(_ subscriber: ReentrantSubscriber) {
        guard budget > 0, depth < 3 else { return }
        let hash = SplitMix64.hash(trace.seed, UInt64(subscriber.id), UInt64(subscriber.values.count))
        let roll = hash % 100
        guard roll < 60 else { return }
        budget -= 1
        depth += 1
        defer { depth -= 1 }
        switch roll {
        case ..<20: write()
        case ..<27: writeInTransaction()
        case ..<39: disposeSubscriber()
        case ..<50: subscribe()
        default:
            guard !held.isEmpty else { return }
            let index = random.element(of: held)
            let real = try? computeds[index]!.get()
            let expected = naive(index, in: currentState)
            trace.check(real == expected, "read from inside a delivery, \(describe(index)) is "
                            + "\(real.map(String.init) ?? "failure"), the naive recompute gives \(expected.map(String.init) ?? "failure")")
        }
    }

    // MARK: after each step

    private func verifyQuiet() {
        for index in held {
            let real = try? computeds[index]!.get()
            let expected = naive(index, in: currentState)
            trace.check(real == expected, "\(describe(index)) is \(real.map(String.init) ?? "failure"), "
                            + "the naive recompute gives \(expected.map(String.init) ?? "failure")")
        }
        for subscriber in subscribers where subscriber.subscription != nil {
            let expected = naive(subscriber.computed, in: currentState)
            trace.check(subscriber.values.last == expected,
                        "subscriber \(subscriber.id) of \(describe(subscriber.computed)) last received "
                            + "\(subscriber.values.last.map(String.init) ?? "nothing"), the value is \(expected.map(String.init) ?? "failure")")
        }
        for subscriber in subscribers where subscriber.subscription == nil {
            trace.check(subscriber.token == nil, "disposed subscriber \(subscriber.id) of \(describe(subscriber.computed)): "
                            + "its closure is still kept alive")
        }
        var reachable = Set<Int>()
        var pending = held + subscribers.filter { $0.subscription != nil }.map(\.computed)
        while let next = pending.popLast() {
            if reachable.insert(next).inserted { pending += formulas[next].computedReferences }
        }
        for (index, reference) in weakNodes.enumerated() {
            let alive = reference.node != nil
            trace.check(alive == reachable.contains(index),
                        "\(describe(index)) is \(alive ? "alive" : "freed") but should be \(alive ? "freed" : "alive")")
        }
    }
}
