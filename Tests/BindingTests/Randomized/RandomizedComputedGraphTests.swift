import Binding
import BindingTesting
import Foundation
@testable import ReactiveCore
import XCTest

/// Random dependency graphs of computeds over relays, `@Mutable` wrappers and
/// user-defined trackable cells, driven by random single writes, transactions
/// (nested, with reads inside), subscriptions of three kinds, disposals, and
/// computeds created and dropped — on one thread, checked after every step:
///
/// - **Values**: every computed's `get()` equals the naive recompute of its
///   formula from the inputs' current values (and so does the model's);
///   `value` of a failing computed is the last value it computed.
/// - **Laziness and no redundant work**: each body ran exactly as often as the
///   model of the documented algorithm predicts (`ComputedGraphModel`): only
///   when read or observed, only when an input it read really changed, at
///   most once per change.
/// - **Subscribers** received exactly what the model predicts: the current
///   value on subscribing, then after each step at most one value — the
///   step's final, consistent one (glitch-free: never an intermediate
///   combination, nothing inside a transaction) — and for equatable values
///   nothing when it equals the last one sent. `subscribeChanges` gets the
///   consecutive pairs of that sequence; a disposed subscriber gets nothing more.
/// - **Lifetime**: a computed's node is alive exactly while the test holds it,
///   a subscription to it is live, or a live computed's body captures it.
///
/// Only some computeds are read after each step (all of them every fourth
/// step and at the end): reading brings a computed and what it reads up to
/// date, and leaving others stale across several writes is what exercises
/// validation through chains of possibly-stale computeds. A few subscribers
/// observe computeds that can fail; the library reports each failure it does
/// not send with a "Binding error: GraphFailure()" line, expected in the output.
final class RandomizedComputedGraphTests: XCTestCase {
    func testRandomGraphsAgreeWithTheNaiveRecomputeAndTheUpdateModel() {
        for seed in RandomizedSeeds.all {
            let trace = RandomizedTrace(
                seed: seed, test: "RandomizedComputedGraphTests/testRandomGraphsAgreeWithTheNaiveRecomputeAndTheUpdateModel")
            let scenario = ComputedGraphScenario(trace: trace)
            scenario.run(steps: 300 * RandomizedSeeds.scale)
        }
    }
}

/// What one subscriber received.
private final class ReceivedLog {
    var values: [Int] = []
    var pairs: [(old: Int, new: Int)] = []
}

/// A subscriber of the scenario, live or disposed.
private struct GraphSubscriber {
    let computed: Int
    let kind: GraphSubscriberKind
    let log: ReceivedLog
    var subscription: Disposable?
}

/// One seeded run of the single-thread graph test.
private final class ComputedGraphScenario {
    private var random: SplitMix64
    private let trace: RandomizedTrace
    private let sources: [GraphSource]
    private let model: ComputedGraphModel
    /// The computeds the test holds; `nil` once dropped.
    private var computeds: [GraphComputed?] = []
    private var weakNodes: [WeakGraphNodeReference] = []
    private var canFail: [Bool] = []
    private var subscribers: [GraphSubscriber] = []
    private let maxComputeds = 24

    init(trace: RandomizedTrace) {
        self.trace = trace
        random = SplitMix64(seed: trace.seed)
        var sources: [GraphSource] = []
        var values: [Int] = []
        for _ in 0..<(3 + random.below(4)) {
            let value = random.below(6)
            values.append(value)
            sources.append(GraphSource.random(&random, value: value, allowCells: true))
        }
        self.sources = sources
        model = ComputedGraphModel(sourceValues: values)
        trace.note("inputs: " + sources.enumerated().map { "s\($0.offset) \($0.element.kind)" }.joined(separator: ", "))
        for _ in 0..<(4 + random.below(5)) { createComputed() }
        for _ in 0..<random.below(4) { subscribe() }
        model.flushObserved()
    }

    private var held: [Int] { computeds.indices.filter { computeds[$0] != nil } }

    private func describe(_ index: Int) -> String {
        "c\(index) = \(model.nodes[index].formula) [\(model.nodes[index].compares ? "equatable" : "plain")]"
    }

    func run(steps: Int) {
        verify(readAll: true)
        for step in 1...steps where !trace.failed {
            trace.step = step
            let roll = random.below(100)
            switch roll {
            case ..<35: writeOnce()
            case ..<50: writeInTransaction()
            case ..<62: subscribe()
            case ..<71: unsubscribe()
            case ..<79: createComputed()
            case ..<85: dropComputed()
            default: trace.note("read only")
            }
            model.flushObserved()
            verify(readAll: step % 4 == 0 || step == steps)
        }
        guard !trace.failed else { return }
        trace.step = steps + 1
        trace.note("dispose every subscription and drop every computed")
        for index in subscribers.indices {
            subscribers[index].subscription?.dispose()
            subscribers[index].subscription = nil
        }
        computeds = computeds.map { _ in nil }
        for index in weakNodes.indices {
            trace.check(weakNodes[index].node == nil, "\(describe(index)) is still alive after everything was let go")
        }
    }

    // MARK: actions

    private func write() {
        let source = random.below(sources.count)
        let value = random.below(6)
        trace.note("s\(source) = \(value)")
        sources[source].write(value)
        model.write(source, value)
    }

    private func writeOnce() {
        write()
    }

    private func writeInTransaction() {
        let writes = 2 + random.below(3)
        trace.note("transaction of \(writes) writes")
        Transaction.run {
            for index in 0..<writes {
                if index == 1 && random.percent(30) {
                    Transaction.run { write() }
                } else {
                    write()
                }
                if random.percent(30) { readInsideTransaction() }
            }
        }
    }

    /// A computed read inside a transaction is up to date with the writes so far.
    private func readInsideTransaction() {
        guard !held.isEmpty else { return }
        let index = random.element(of: held)
        trace.note("read c\(index) in the transaction")
        let real = try? computeds[index]!.get()
        let modelled = model.read(index)
        let naive = NaiveGraphEvaluator(formulas: model.formulas, sourceValues: model.sourceValues).value(index)
        trace.check(real == naive && modelled == naive,
                    "inside a transaction \(describe(index)): get() gave \(show(real)), naive \(show(naive)), model \(show(modelled))")
    }

    private func subscribe() {
        var candidates = held
        if random.percent(80) { candidates = candidates.filter { !canFail[$0] } }
        guard !candidates.isEmpty else { return }
        let index = random.element(of: candidates)
        var kind = random.element(of: GraphSubscriberKind.allCases)
        // A Driver delivers inline only on the main thread (where XCTest runs tests).
        if kind == .driver && !Thread.isMainThread { kind = .values }
        let id = subscribers.count
        trace.note("subscriber \(id) (\(kind)) to c\(index)")
        let log = ReceivedLog()
        let subscription = computeds[index]!.subscribe(
            kind, onValue: { log.values.append($0) }, onChange: { log.pairs.append((old: $0, new: $1)) })
        model.subscribe(id, to: index)
        subscribers.append(GraphSubscriber(computed: index, kind: kind, log: log, subscription: subscription))
    }

    private func unsubscribe() {
        let live = subscribers.indices.filter { subscribers[$0].subscription != nil }
        guard !live.isEmpty else { return }
        let id = random.element(of: live)
        trace.note("dispose subscriber \(id) of c\(subscribers[id].computed)")
        subscribers[id].subscription!.dispose()
        subscribers[id].subscription = nil
        model.unsubscribe(id, from: subscribers[id].computed)
    }

    private func createComputed() {
        guard computeds.count < maxComputeds else { return }
        let index = computeds.count
        let formula = GraphFormula.random(
            &random, depth: 1 + random.below(3), sourceCount: sources.count, available: held,
            allowFailures: random.percent(35))
        let compares = random.percent(70)
        var inputs: [Int: GraphComputed] = [:]
        for input in formula.computedReferences { inputs[input] = computeds[input]! }
        let computed = GraphComputed.make(
            index: index, formula: formula, compares: compares, sources: sources, inputs: inputs)
        computeds.append(computed)
        weakNodes.append(WeakGraphNodeReference(computed.node))
        let fails = formula.canFail { canFail[$0] }
        canFail.append(fails)
        model.addNode(formula, compares: compares)
        trace.note("create \(describe(index))")
    }

    private func dropComputed() {
        let candidates = held
        guard candidates.count > 2 else { return }
        let index = random.element(of: candidates)
        trace.note("drop c\(index)")
        computeds[index] = nil
    }

    // MARK: checks

    private func show(_ value: Int?) -> String { value.map(String.init) ?? "failure" }

    private func verify(readAll: Bool) {
        for (index, source) in sources.enumerated() {
            trace.check(source.value == model.sourceValues[index],
                        "s\(index) (\(source.kind)) reads \(source.value), was written \(model.sourceValues[index])")
        }
        verifySubscribers()
        let naive = NaiveGraphEvaluator(formulas: model.formulas, sourceValues: model.sourceValues)
        for index in random.shuffled(held) where readAll || random.percent(50) {
            let computed = computeds[index]!
            let real = try? computed.get()
            let modelled = model.read(index)
            let expected = naive.value(index)
            trace.check(real == expected && modelled == expected,
                        "\(describe(index)): get() gave \(show(real)), naive recompute \(show(expected)), model \(show(modelled))")
            if let last = expected ?? model.lastValue(index) {
                trace.check(computed.value == last,
                            "\(describe(index)): value is \(computed.value), expected \(last)\(expected == nil ? " (the last computed)" : "")")
            }
        }
        for index in held {
            let runs = computeds[index]!.evaluationCount
            let expected = model.nodes[index].evaluations
            trace.check(runs == expected, "\(describe(index)): the body ran \(runs) times, the model expects \(expected)")
        }
        verifyLifetimes()
    }

    private func verifySubscribers() {
        for (id, subscriber) in subscribers.enumerated() {
            let expected = model.expected[id] ?? []
            let state = subscriber.subscription == nil ? "disposed " : ""
            if subscriber.kind == .changes {
                let pairs = zip(expected, expected.dropFirst()).map { (old: $0, new: $1) }
                trace.check(subscriber.log.pairs.elementsEqual(pairs, by: { $0.old == $1.old && $0.new == $1.new }),
                            "\(state)subscriber \(id) (changes) of \(describe(subscriber.computed)) received "
                                + "\(subscriber.log.pairs.map { "\($0.old)→\($0.new)" }), expected \(pairs.map { "\($0.old)→\($0.new)" })")
            } else {
                trace.check(subscriber.log.values == expected,
                            "\(state)subscriber \(id) (\(subscriber.kind)) of \(describe(subscriber.computed)) received "
                                + "\(subscriber.log.values), expected \(expected)")
            }
        }
    }

    /// A node is alive exactly when reachable: held by the test, subscribed,
    /// or captured by the body of a node that is alive.
    private func verifyLifetimes() {
        var reachable = Set<Int>()
        var pending = held + model.nodes.indices.filter { model.nodes[$0].observerCount > 0 }
        while let next = pending.popLast() {
            if reachable.insert(next).inserted { pending += model.nodes[next].formula.computedReferences }
        }
        for index in weakNodes.indices {
            let alive = weakNodes[index].node != nil
            trace.check(alive == reachable.contains(index),
                        "\(describe(index)) is \(alive ? "alive" : "freed") but should be \(alive ? "freed" : "alive")")
        }
    }
}
