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
            var total = 0
            let subscription = Observable.combineLatest(a, b, c)
                .map { $0 &+ $1 &+ $2 }
                .subscribe(onNext: { total &+= $0 })
            for index in 1...count { a.accept(index) }
            subscription.dispose()
            benchmarkSink &+= total
        }
        let candidate: (Int) -> Void = { count in
            let a = BehaviorRelay(value: 0), b = BehaviorRelay(value: 1), c = BehaviorRelay(value: 2)
            var total = 0
            let sum = Computed { a.value &+ b.value &+ c.value }
            let subscription = sum.subscribe(onNext: { total &+= $0 })
            for index in 1...count { a.accept(index) }
            subscription.dispose()
            benchmarkSink &+= total
        }
        let figures = Measure.alternating(iterations: iterations, baseline: baseline, candidate: candidate)
        return BenchmarkRow(
            name: "Computed { a.value + b.value + c.value } → subscribe, per a.accept",
            figure: figures.candidate, unit: "ns",
            baselineName: "combineLatest(a, b, c).map", baseline: figures.baseline,
            target: "≤ 1.5×")
    }
}
