import Binding
@testable import ReactiveCore
#if canImport(Glibc)
import BindingTesting
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization
import XCTest

/// Random graphs of computeds (as in `RandomizedComputedGraphTests`, without
/// the uncached cells, whose reads are not tied to the graph's view) updated by
/// several threads at once: random single writes and transactions, reads,
/// and subscriptions made and disposed while others deliver.
///
/// The work goes in rounds: all threads start together and the round ends
/// when every thread has returned; the graph is then quiet and checked, so a
/// lost update is caught at the end of any round, not only at the very end.
/// Persistent subscribers yield the processor in each delivery, so that other
/// threads' updates of the same computed arrive while it delivers. The seed
/// fixes the graph and each thread's operations, not their interleaving.
///
/// The model: no thread can see a half-updated graph, and once every thread
/// has returned the graph is quiet and consistent.
/// - A *twin* of a computed (same formula, built separately) and a checker
///   reading both are added; any evaluation or delivery that sees the two
///   differ saw an inconsistent graph (a glitch). Reading both inside one
///   transaction must also agree.
/// - Afterwards every computed equals the naive recompute from the inputs'
///   final values, each persistent subscriber's last value is its computed's
///   final value, and an equatable computed never sent the same value twice
///   in a row.
/// - A subscriber's log is a plain array: deliveries to one subscriber must
///   never overlap, which ThreadSanitizer checks.
/// - The closure of a subscription disposed in a round (maybe while another
///   thread delivered to it) is freed by the end of the round; when
///   everything is let go, every computed's node is freed.
/// - A deadlock fails the test after a timeout instead of hanging it.
final class RandomizedComputedConcurrencyTests: XCTestCase {
    func testConcurrentWritersLeaveEveryComputedConsistent() {
        for seed in RandomizedSeeds.all {
            let trace = RandomizedTrace(
                seed: seed, test: "RandomizedComputedConcurrencyTests/testConcurrentWritersLeaveEveryComputedConsistent")
            runConcurrentGraph(trace)
        }
    }
}

/// What one subscriber received. Unsynchronised on purpose (see the test's model).
private final class UnsynchronizedValues: @unchecked Sendable {
    var values: [Int] = []
}

/// Counts inconsistencies seen on any thread.
private final class ViolationCounter: Sendable {
    private let count = Atomic<Int>(0)
    func record() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
}

/// Something a subscriber's closure holds, to see when the closure is freed.
private final class ClosureToken: Sendable {}

/// Weak references to the tokens of the threads' temporary subscribers.
private final class WeakTokens: Sendable {
    private final class Reference: @unchecked Sendable {
        weak var token: ClosureToken?
        init(_ token: ClosureToken) { self.token = token }
    }
    // NSLock, not `Mutex`: on Linux ThreadSanitizer does not see a contended
    // `Mutex` hand over (see the library's `SanitizedMutex`).
    private let lock = NSLock()
    nonisolated(unsafe) private var references: [Reference] = []

    func add(_ token: ClosureToken) { lock.withLock { references.append(Reference(token)) } }

    /// How many are still alive.
    var aliveCount: Int { lock.withLock { references.filter { $0.token != nil }.count } }
}

/// The graph handed to the threads; emptied once they are done, so that
/// nothing the threads captured keeps a computed alive.
private final class SharedGraph: @unchecked Sendable {
    var sources: [GraphSource] = []
    var computeds: [GraphComputed] = []
    /// Pairs of (computed, its twin), indices into `computeds`.
    var twins: [(Int, Int)] = []
    /// The computeds that cannot fail, which the threads subscribe to
    /// (a failure is reported, which would only fill the log).
    var observable: [Int] = []
}

private func runConcurrentGraph(_ trace: RandomizedTrace) {
    var random = SplitMix64(seed: trace.seed)
    let graph = SharedGraph()
    var formulas: [GraphFormula] = []
    var compares: [Bool] = []
    var canFail: [Bool] = []
    var values: [Int] = []
    for _ in 0..<(3 + random.below(3)) {
        let value = random.below(6)
        values.append(value)
        graph.sources.append(GraphSource.random(&random, value: value, allowCells: false))
    }
    func add(_ formula: GraphFormula, compares equatable: Bool) {
        var inputs: [Int: GraphComputed] = [:]
        for input in formula.computedReferences { inputs[input] = graph.computeds[input] }
        graph.computeds.append(GraphComputed.make(
            index: graph.computeds.count, formula: formula, compares: equatable, sources: graph.sources, inputs: inputs))
        let fails = formula.canFail { canFail[$0] }
        formulas.append(formula)
        compares.append(equatable)
        canFail.append(fails)
    }
    for _ in 0..<(6 + random.below(5)) {
        add(GraphFormula.random(&random, depth: 1 + random.below(3), sourceCount: graph.sources.count,
                                available: Array(graph.computeds.indices), allowFailures: random.percent(30)),
            compares: random.percent(70))
    }
    // Twins of some computeds, and checkers that compare each pair.
    let violations = ViolationCounter()
    var checkers: [Computed<PlainNumber>] = []
    for original in random.shuffled(Array(graph.computeds.indices)).prefix(2) {
        add(formulas[original], compares: compares[original])
        let twin = graph.computeds.count - 1
        graph.twins.append((original, twin))
        let (a, b) = (graph.computeds[original], graph.computeds[twin])
        checkers.append(Computed("checker of c\(original)") {
            let same = (try? a.get()) == (try? b.get())
            if !same { violations.record() }
            return PlainNumber(number: same ? 0 : 1)
        })
    }
    let weakNodes = graph.computeds.map { WeakGraphNodeReference($0.node) }
        + checkers.map { WeakGraphNodeReference($0.core) }
    trace.note("graph: " + formulas.enumerated().map { "c\($0.offset) = \($0.element)" }.joined(separator: "; "))

    // Persistent subscribers, and one on each checker.
    var persistent: [(computed: Int, log: UnsynchronizedValues, subscription: Disposable)] = []
    graph.observable = graph.computeds.indices.filter { !canFail[$0] }
    let observable = graph.observable
    for _ in 0..<(2 + random.below(3)) where !observable.isEmpty {
        let index = random.element(of: observable)
        let log = UnsynchronizedValues()
        persistent.append((index, log, graph.computeds[index].subscribe(.values, onValue: {
            log.values.append($0)
            // Gives other threads the processor in the middle of a delivery,
            // where their updates of this computed must be left to this one.
            sched_yield()
        }, onChange: { _, _ in })))
    }
    let checkerLogs = checkers.map { _ in UnsynchronizedValues() }
    let checkerSubscriptions = zip(checkers, checkerLogs).map { checker, log in
        checker.subscribe(onNext: { log.values.append($0.number) })
    }

    /// Checks the graph once every thread has returned: quiet and consistent.
    func verifyQuiet() {
        let finalValues = graph.sources.map(\.value)
        let naive = NaiveGraphEvaluator(formulas: formulas, sourceValues: finalValues)
        for (index, computed) in graph.computeds.enumerated() {
            let real = try? computed.get()
            let expected = naive.value(index)
            trace.check(real == expected, "c\(index) = \(formulas[index]) is \(real.map(String.init) ?? "failure") "
                            + "once quiet, the naive recompute from \(finalValues) gives \(expected.map(String.init) ?? "failure")")
        }
        for (computed, log, _) in persistent {
            let expected = naive.value(computed)
            trace.check(log.values.last == expected,
                        "the last value a subscriber of c\(computed) = \(formulas[computed]) received is "
                            + "\(log.values.last.map(String.init) ?? "none"), the final value is \(expected.map(String.init) ?? "failure")")
            if compares[computed] {
                let repeats = zip(log.values, log.values.dropFirst()).filter { $0 == $1 }.count
                trace.check(repeats == 0, "a subscriber of equatable c\(computed) received an unchanged value again "
                                + "\(repeats) times: \(log.values.suffix(20))")
            }
        }
        for (index, log) in checkerLogs.enumerated() {
            let (original, twin) = graph.twins[index]
            trace.check(log.values.allSatisfy { $0 == 0 } && log.values.last == 0,
                        "the checker of c\(original) and its twin c\(twin) delivered \(log.values.filter { $0 != 0 }.count) "
                            + "inconsistent values of \(log.values.count)")
        }
        trace.check(violations.value == 0, "\(violations.value) evaluations or transactions saw a computed and its twin differ")
    }

    let threads = 3
    let operations = 40
    let tokens = WeakTokens()
    for round in 1...(12 * RandomizedSeeds.scale) where !trace.failed {
        trace.step = round
        trace.note("round of \(threads) threads × \(operations) operations")
        let base = random.derived(UInt64(round))
        let finished = runRandomizedThreads(threads, timeout: 120) { thread in
            var random = base.derived(UInt64(thread))
            var temporary: [Disposable] = []
            func write() {
                graph.sources[random.below(graph.sources.count)].write(random.below(6))
            }
            for _ in 0..<operations {
                switch random.below(100) {
                case ..<45:
                    write()
                case ..<60:
                    Transaction.run {
                        for _ in 0..<(2 + random.below(2)) { write() }
                    }
                case ..<70:
                    _ = try? random.element(of: graph.computeds).get()
                case ..<78:
                    let (original, twin) = random.element(of: graph.twins)
                    let same = Transaction.run {
                        (try? graph.computeds[original].get()) == (try? graph.computeds[twin].get())
                    }
                    if !same { violations.record() }
                case ..<90:
                    guard !graph.observable.isEmpty else { break }
                    let computed = graph.computeds[random.element(of: graph.observable)]
                    let token = ClosureToken()
                    tokens.add(token)
                    temporary.append(computed.subscribe(random.percent(50) ? .values : .changes,
                                                        onValue: { _ in withExtendedLifetime(token) {} },
                                                        onChange: { _, _ in withExtendedLifetime(token) {} }))
                default:
                    if !temporary.isEmpty { temporary.remove(at: random.below(temporary.count)).dispose() }
                }
            }
            for subscription in temporary { subscription.dispose() }
        }
        guard trace.check(finished, "the threads did not finish within 120 s (deadlock?)") else { return }
        verifyQuiet()
        let kept = tokens.aliveCount
        trace.check(kept == 0, "\(kept) closures of subscriptions disposed in the round are still kept alive")
    }
    guard !trace.failed else { return }

    for entry in persistent { entry.subscription.dispose() }
    for subscription in checkerSubscriptions { subscription.dispose() }
    persistent = []
    checkers = []
    graph.computeds = []
    graph.twins = []
    for (index, reference) in weakNodes.enumerated() {
        trace.check(reference.node == nil, "node \(index) is still alive after everything was let go")
    }
}
