import BenchmarkKit
import Binding

/// Figures for the observable arrays' engine (`ChangeEventCore`) without GTK:
/// the one-thread path of a mutation delivered to one subscriber.
enum ArrayBenchmarks {
    static func run() -> [BenchmarkRow] {
        [elementUpdate()]
    }

    /// Setting one element of a `MutableObservableArray` with one subscriber,
    /// per update (the event is built and delivered before the setter returns).
    static func elementUpdate() -> BenchmarkRow {
        let iterations = 200_000
        let ours: (Int) -> Void = { count in
            let array = MutableObservableArray([0, 1, 2, 3])
            var total = 0
            let subscription = array.subscribe(onNext: { total &+= $0.array[0] })
            for index in 1...count { array[0] = index }
            subscription.dispose()
            benchmarkSink &+= total
        }
        let baseline: (Int) -> Void = { count in
            let relay = PlainRelay(value: [0, 1, 2, 3])
            var total = 0
            _ = relay.subscribe { total &+= $0[0] }
            var array = relay.value
            for index in 1...count {
                array[0] = index
                relay.accept(array)
            }
            benchmarkSink &+= total
        }
        let figures = Measure.alternating(iterations: iterations, baseline: baseline, candidate: ours)
        return BenchmarkRow(
            name: "MutableObservableArray element update → one subscriber",
            figure: figures.candidate, unit: "ns", baselineName: "closure-list relay of an array", baseline: figures.baseline,
            target: "—")
    }
}
