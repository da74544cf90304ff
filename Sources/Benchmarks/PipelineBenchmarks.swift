import Binding

/// Figures for the array pipelines (no GTK): a filter + sort over 100,000
/// elements, one element changed, against recomputing the filtered, sorted array.
enum PipelineBenchmarks {
    static func run() -> [BenchmarkRow] {
        [filterSortChange()]
    }

    private struct Element: Identifiable, Sendable {
        let id: Int
        var key: Int
        var isShown: Bool
    }

    private static let count = 100_000

    private static func elements() -> [Element] {
        (0..<count).map { Element(id: $0, key: ($0 &* 2_654_435_761) % 1_000_003, isShown: $0 % 2 == 0) }
    }

    private static let order: @Sendable (Element, Element) -> Bool = { ($0.key, $0.id) < ($1.key, $1.id) }

    /// One element's key changed in the source, to the change event out of
    /// `filtered { $0.isShown }.sorted(by: key, id)`; against
    /// `array.filter(…).sorted(by:)` of the whole source.
    static func filterSortChange() -> BenchmarkRow {
        let source = MutableObservableArray(elements())
        var received = 0
        let subscription = source.filtered(\.isShown).sorted(by: order)
            .subscribe(onNext: { event in received &+= event.change.changeSet?.count ?? 0 })
        var step = 0
        let changes = 2_000
        let recomputes = 5
        let clock = ContinuousClock()
        func change() {
            step &+= 1
            let index = (step &* 7_919) % count
            var element = source[index]
            element.key = (element.key &+ step &* 104_729) % 1_000_003
            source[index] = element
        }
        for _ in 0..<200 { change() }  // warm-up
        let figures = Measure.alternatingRounds(
            rounds: 7,
            baseline: {
                clock.measure {
                    for _ in 0..<recomputes {
                        let shown = source.array.filter(\.isShown).sorted(by: order)
                        benchmarkSink &+= shown.count
                    }
                } / recomputes
            },
            candidate: { clock.measure { for _ in 0..<changes { change() } } / changes })
        subscription.dispose()
        benchmarkSink &+= received
        return BenchmarkRow(
            name: "filter + sort pipeline over 100,000 elements, one element changed → change event",
            figure: figures.candidate, unit: "ns", baselineName: "recompute filter + sort of the array",
            baseline: figures.baseline, target: "≤ 20 µs and ≤ 1/100 of the baseline")
    }
}
