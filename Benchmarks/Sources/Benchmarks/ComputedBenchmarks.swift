import BenchmarkKit
import Binding

/// Figures for computed values (issue 6).
enum ComputedBenchmarks {
    static func run() -> [BenchmarkRow] {
        [recomputeOverThreeInputs()]
    }

    /// One write to the first of three relays, seen by one subscriber of a value
    /// derived from all three: a `Computed` against `combineLatest(...).map`.
    static func recomputeOverThreeInputs() -> BenchmarkRow {
        let iterations = 200_000
        let baseline: (Int) -> Void = { count in
            let a = BehaviorRelay(value: 0), b = BehaviorRelay(value: 1), c = BehaviorRelay(value: 2)
            let tally = Tally()
            let subscription = Observable.combineLatest(a, b, c)
                .map { $0 &+ $1 &+ $2 }
                .subscribe(onNext: { tally.total &+= $0 })
            for index in 1...count { a.accept(index) }
            subscription.dispose()
            benchmarkSink &+= tally.total
        }
        let candidate: (Int) -> Void = { count in
            let a = BehaviorRelay(value: 0), b = BehaviorRelay(value: 1), c = BehaviorRelay(value: 2)
            let tally = Tally()
            let sum = Computed { a.value &+ b.value &+ c.value }
            let subscription = sum.subscribe(onNext: { tally.total &+= $0 })
            for index in 1...count { a.accept(index) }
            subscription.dispose()
            benchmarkSink &+= tally.total
        }
        let figures = Measure.alternating(iterations: iterations, baseline: baseline, candidate: candidate)
        return BenchmarkRow(
            name: "Computed { a.value + b.value + c.value } → subscribe, per a.accept",
            figure: figures.candidate, unit: "ns",
            baselineName: "combineLatest(a, b, c).map", baseline: figures.baseline,
            target: "≤ 1.5×")
    }
}

/// Where both sides' subscribers add up what they receive. A captured `var`
/// would do, except that the compiler checks exclusive access to it at run
/// time in some closures and not in others (a cost per value in one side's
/// subscriber only), which would measure the sinks instead of the pipelines.
private final class Tally: @unchecked Sendable {
    @exclusivity(unchecked) var total = 0
}
