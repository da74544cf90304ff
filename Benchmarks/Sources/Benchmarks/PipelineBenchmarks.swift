import BenchmarkKit
import Binding

/// Figures for the array pipelines (no GTK): a filter + sort over 100,000
/// elements, one element changed, against recomputing the filtered, sorted
/// array; an `autoRefresh`-triggered change; what the stages keep in memory.
enum PipelineBenchmarks {
    static func run() -> [BenchmarkRow] {
        [filterSortChange(), autoRefreshChange(), filterSortMemory()]
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

    /// An element whose own relay says whether it is shown.
    private final class Watched: Identifiable, Sendable {
        let id: Int
        let isShown: BehaviorRelay<Bool>

        init(id: Int) {
            self.id = id
            isShown = BehaviorRelay(value: id % 2 == 0)
        }
    }

    /// One element's relay toggled, to the change event out of
    /// `autoRefresh { $0.isShown }.filtered { $0.isShown.value }` over
    /// 100,000 elements (the stage finds the element, the filter inserts or
    /// removes it); against filtering the whole array again.
    static func autoRefreshChange() -> BenchmarkRow {
        let source = MutableObservableArray((0..<count).map(Watched.init))
        var received = 0
        let subscription = source.autoRefresh { $0.isShown }.filtered { $0.isShown.value }
            .subscribe(onNext: { event in received &+= event.change.changeSet?.count ?? 0 })
        var step = 0
        let changes = 2_000
        let recomputes = 5
        let clock = ContinuousClock()
        func change() {
            step &+= 1
            let element = source[(step &* 7_919) % count]
            element.isShown.accept(!element.isShown.value)
        }
        for _ in 0..<200 { change() }  // warm-up
        let figures = Measure.alternatingRounds(
            rounds: 7,
            baseline: {
                clock.measure {
                    for _ in 0..<recomputes { benchmarkSink &+= source.array.filter { $0.isShown.value }.count }
                } / recomputes
            },
            candidate: { clock.measure { for _ in 0..<changes { change() } } / changes })
        subscription.dispose()
        benchmarkSink &+= received
        return BenchmarkRow(
            name: "autoRefresh → filter over 100,000 elements, one element's relay changed → change event",
            figure: figures.candidate, unit: "ns", baselineName: "filter the whole array again",
            baseline: figures.baseline, target: "≤ 1/100 of the baseline")
    }

    /// Heap bytes a subscribed `filtered { $0.isShown }.sorted(by: key, id)`
    /// keeps over 100,000 elements (half shown), against the source array's
    /// own elements.
    static func filterSortMemory() -> BenchmarkRow {
        let source = MutableObservableArray(elements())
        let sourceBytes = MemoryLayout<Element>.stride * count
        let before = Measure.heapBytesInUse()
        let subscription = source.filtered(\.isShown).sorted(by: order)
            .subscribe(onNext: { event in benchmarkSink &+= event.array.count })
        let held = Measure.heapBytesInUse() - before
        subscription.dispose()
        return BenchmarkRow(
            name: "memory a subscribed filter + sort pipeline keeps over 100,000 elements (half shown)",
            figure: Double(held) / 1_048_576, unit: "MiB", baselineName: "the source's elements",
            baseline: Double(sourceBytes) / 1_048_576, target: "as low as the stages' needs allow")
    }
}
