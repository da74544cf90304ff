import Binding
import BindingTesting
import Foundation
@testable import ReactiveCore

/// The error a formula's `failIf` throws.
struct GraphFailure: Error, Equatable {}

/// The formula of one computed of a random graph: what its body computes and,
/// by the order of its reads, what it depends on. The same `evaluate` serves
/// the real body (tracked reads of relays and computeds), the naive reference
/// (plain values) and the versioned model, so all three read in one order.
indirect enum GraphFormula: CustomStringConvertible {
    /// The value of input (relay, wrapper or cell) `index`.
    case source(Int)
    /// The value of the graph's computed `index` (an earlier one).
    case computed(Int)
    case constant(Int)
    /// `(a + b) % 8`.
    case sum(GraphFormula, GraphFormula)
    /// `(3a + b + 1) % 8`: not symmetric, so swapped reads give other values.
    case mix(GraphFormula, GraphFormula)
    /// `a` if `condition` is even, else `b`: the branch not taken is not read,
    /// so it is not a dependency.
    case branch(GraphFormula, GraphFormula, GraphFormula)
    /// The value, or a thrown `GraphFailure` when it equals `trigger`.
    case failIf(GraphFormula, Int)
    /// The value, or `fallback` when evaluating it throws.
    case recover(GraphFormula, Int)

    /// Evaluates the formula, reading inputs through `source` and `computed`
    /// in a fixed order (left to right, the condition of a branch first).
    func evaluate(source: (Int) throws -> Int, computed: (Int) throws -> Int) throws -> Int {
        switch self {
        case .source(let index): return try source(index)
        case .computed(let index): return try computed(index)
        case .constant(let value): return value
        case .sum(let a, let b):
            let left = try a.evaluate(source: source, computed: computed)
            return (left + (try b.evaluate(source: source, computed: computed))) % 8
        case .mix(let a, let b):
            let left = try a.evaluate(source: source, computed: computed)
            return (3 * left + (try b.evaluate(source: source, computed: computed)) + 1) % 8
        case .branch(let condition, let a, let b):
            let taken = try condition.evaluate(source: source, computed: computed) % 2 == 0 ? a : b
            return try taken.evaluate(source: source, computed: computed)
        case .failIf(let inner, let trigger):
            let value = try inner.evaluate(source: source, computed: computed)
            if value == trigger { throw GraphFailure() }
            return value
        case .recover(let inner, let fallback):
            do {
                return try inner.evaluate(source: source, computed: computed)
            } catch {
                return fallback
            }
        }
    }

    /// The computeds the formula may read (its body captures them).
    var computedReferences: Set<Int> {
        switch self {
        case .source, .constant: return []
        case .computed(let index): return [index]
        case .sum(let a, let b), .mix(let a, let b): return a.computedReferences.union(b.computedReferences)
        case .branch(let c, let a, let b):
            return c.computedReferences.union(a.computedReferences).union(b.computedReferences)
        case .failIf(let inner, _), .recover(let inner, _): return inner.computedReferences
        }
    }

    /// Whether evaluating may throw, given which computeds may fail.
    func canFail(_ computedCanFail: (Int) -> Bool) -> Bool {
        switch self {
        case .source, .constant, .recover: return false
        case .computed(let index): return computedCanFail(index)
        case .failIf: return true
        case .sum(let a, let b), .mix(let a, let b): return a.canFail(computedCanFail) || b.canFail(computedCanFail)
        case .branch(let c, let a, let b):
            return c.canFail(computedCanFail) || a.canFail(computedCanFail) || b.canFail(computedCanFail)
        }
    }

    var description: String {
        switch self {
        case .source(let index): return "s\(index)"
        case .computed(let index): return "c\(index)"
        case .constant(let value): return "\(value)"
        case .sum(let a, let b): return "(\(a)+\(b))"
        case .mix(let a, let b): return "mix(\(a),\(b))"
        case .branch(let c, let a, let b): return "(\(c) even ? \(a) : \(b))"
        case .failIf(let inner, let trigger): return "failIf(\(inner)==\(trigger))"
        case .recover(let inner, let fallback): return "recover(\(inner),\(fallback))"
        }
    }

    /// A random formula over `sourceCount` inputs and the computeds
    /// `available`, at most `depth` operators deep. Failing parts only when
    /// `allowFailures`.
    static func random(
        _ random: inout SplitMix64, depth: Int, sourceCount: Int, available: [Int], allowFailures: Bool
    ) -> GraphFormula {
        if depth == 0 || random.percent(30) {
            let roll = random.below(100)
            if roll < 8 { return .constant(random.below(6)) }
            if roll < 45, !available.isEmpty { return .computed(random.element(of: available)) }
            return .source(random.below(sourceCount))
        }
        func operand(_ random: inout SplitMix64) -> GraphFormula {
            .random(&random, depth: depth - 1, sourceCount: sourceCount, available: available,
                    allowFailures: allowFailures)
        }
        let roll = random.below(100)
        if roll < 30 { return .sum(operand(&random), operand(&random)) }
        if roll < 50 { return .mix(operand(&random), operand(&random)) }
        if roll < 85 { return .branch(operand(&random), operand(&random), operand(&random)) }
        if allowFailures, roll < 93 { return .failIf(operand(&random), random.below(8)) }
        return .recover(operand(&random), random.below(8))
    }
}

/// A trackable source the graph does not cache: reads give its current
/// storage, changes are announced through a publish relay (the path of
/// user-defined `TrackableSource`s, without the relays' fast path).
final class GraphCell: TrackableSource, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Int
    private let changed = PublishRelay<Void>()

    init(_ value: Int) { storage = value }

    var value: Int {
        DependencyTracker.recordRead(self)
        return lock.withLock { storage }
    }

    func set(_ value: Int) {
        lock.withLock { storage = value }
        changed.accept(())
    }

    func observeChanges(_ onChange: @escaping @Sendable () -> Void) -> Disposable {
        changed.subscribe(onNext: { onChange() })
    }
}

/// One input of a random graph, of one of the kinds a body can read.
enum GraphSource: Sendable {
    case relay(BehaviorRelay<Int>)
    /// A relay of another element type (its node caches `UInt8`s).
    case byteRelay(BehaviorRelay<UInt8>)
    case mutable(Mutable<Int>)
    case cell(GraphCell)

    /// A random kind, starting at `value`; cells only when `allowCells`.
    static func random(_ random: inout SplitMix64, value: Int, allowCells: Bool) -> GraphSource {
        switch random.below(allowCells ? 4 : 3) {
        case 0: return .byteRelay(BehaviorRelay(value: UInt8(value)))
        case 1: return .mutable(Mutable(wrappedValue: value))
        case 2 where allowCells: return .cell(GraphCell(value))
        default: return .relay(BehaviorRelay(value: value))
        }
    }

    /// The value; inside a computed body, a tracked read.
    var value: Int {
        switch self {
        case .relay(let relay): return relay.tracked
        case .byteRelay(let relay): return Int(relay.value)
        case .mutable(let mutable): return mutable.wrappedValue
        case .cell(let cell): return cell.value
        }
    }

    func write(_ value: Int) {
        switch self {
        case .relay(let relay): relay.accept(value)
        case .byteRelay(let relay): relay.accept(UInt8(value))
        case .mutable(let mutable): mutable.wrappedValue = value
        case .cell(let cell): cell.set(value)
        }
    }

    /// Calls `handler` with every value accepted from now on, when the
    /// relay delivers it (`nil` for a cell, which has no relay of its values).
    func observeDeliveries(_ handler: @escaping (Int) -> Void) -> Disposable? {
        var replayed = false
        let skippingReplay: (Int) -> Void = { value in
            if replayed { handler(value) } else { replayed = true }
        }
        switch self {
        case .relay(let relay): return relay.subscribe(onNext: skippingReplay)
        case .byteRelay(let relay): return relay.subscribe(onNext: { skippingReplay(Int($0)) })
        case .mutable(let mutable): return mutable.projectedValue.subscribe(onNext: skippingReplay)
        case .cell: return nil
        }
    }

    var kind: String {
        switch self {
        case .relay: return "relay"
        case .byteRelay: return "byte relay"
        case .mutable: return "@Mutable"
        case .cell: return "cell"
        }
    }
}

/// A value type that is deliberately not `Equatable`: a computed of it
/// notifies on every recomputation.
struct PlainNumber {
    let number: Int
}

/// How a subscriber of a computed listens.
enum GraphSubscriberKind: CaseIterable {
    /// `subscribe(onNext:)`: the current value, then every change.
    case values
    /// `subscribeChanges`: `(old, new)` for every change after the first value.
    case changes
    /// `asDriver().drive(onNext:)`: like `values`, on the main thread.
    case driver
}

/// One computed of a random graph: equatable (`Computed<Int>`, unchanged
/// results stop) or plain (`Computed<PlainNumber>`, every recomputation is sent).
enum GraphComputed: Sendable {
    case equatable(Computed<Int>)
    case plain(Computed<PlainNumber>)

    /// Makes computed `index` with `formula`, reading `sources` and the
    /// computeds of `inputs` (which its body captures, and only those).
    static func make(
        index: Int, formula: GraphFormula, compares: Bool, sources: [GraphSource], inputs: [Int: GraphComputed]
    ) -> GraphComputed {
        let body = {
            try formula.evaluate(source: { sources[$0].value }, computed: { try inputs[$0]!.get() })
        }
        if compares { return .equatable(Computed("c\(index)") { try body() }) }
        return .plain(Computed("c\(index)") { PlainNumber(number: try body()) })
    }

    /// The value or failure, brought up to date; a tracked read inside a body.
    func get() throws -> Int {
        switch self {
        case .equatable(let computed): return try computed.get()
        case .plain(let computed): return try computed.get().number
        }
    }

    /// `value`: the current value, or the last one computed if it fails now.
    var value: Int {
        switch self {
        case .equatable(let computed): return computed.value
        case .plain(let computed): return computed.value.number
        }
    }

    var evaluationCount: Int {
        switch self {
        case .equatable(let computed): return computed.evaluationCount
        case .plain(let computed): return computed.evaluationCount
        }
    }

    /// The graph node behind it (what subscriptions and dependents hold).
    var node: ComputedNode {
        switch self {
        case .equatable(let computed): return computed.core
        case .plain(let computed): return computed.core
        }
    }

    /// Subscribes: values as `onValue`, `(old, new)` pairs (kind `changes`) as `onChange`.
    func subscribe(
        _ kind: GraphSubscriberKind, onValue: @escaping (Int) -> Void, onChange: @escaping (Int, Int) -> Void
    ) -> Disposable {
        switch (self, kind) {
        case (.equatable(let computed), .values): return computed.subscribe(onNext: onValue)
        case (.plain(let computed), .values): return computed.subscribe(onNext: { onValue($0.number) })
        case (.equatable(let computed), .changes): return computed.subscribeChanges(onChange)
        case (.plain(let computed), .changes): return computed.subscribeChanges { onChange($0.number, $1.number) }
        case (.equatable(let computed), .driver): return computed.asDriver().drive(onNext: onValue)
        case (.plain(let computed), .driver): return computed.asDriver().drive(onNext: { onValue($0.number) })
        }
    }
}

/// A weak reference to a computed's node, to see when it is freed.
final class WeakGraphNodeReference {
    weak var node: ComputedNode?
    init(_ node: ComputedNode) { self.node = node }
}

/// The naive reference: a computed's value recomputed from the inputs'
/// values by its formula, recursively, with nothing kept between uses of
/// an evaluator (one per check).
final class NaiveGraphEvaluator {
    private let formulas: [GraphFormula]
    private let sourceValues: [Int]
    private var memo: [Int: Int?] = [:]

    init(formulas: [GraphFormula], sourceValues: [Int]) {
        self.formulas = formulas
        self.sourceValues = sourceValues
    }

    /// The value of computed `index`, or `nil` if evaluating it throws.
    func value(_ index: Int) -> Int? {
        if let known = memo[index] { return known }
        let values = sourceValues
        let result = try? formulas[index].evaluate(source: { values[$0] }, computed: { input in
            guard let value = self.value(input) else { throw GraphFailure() }
            return value
        })
        memo[index] = result
        return result
    }
}
