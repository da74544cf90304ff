import BenchmarkKit
import Binding

/// Figures for the reactive core (issue 2).
enum CoreBenchmarks {
    static func run() -> [BenchmarkRow] {
        [valueThroughChain(), subscribeAndDispose(), singleSubscribe(), bindableToDriver(), memoryPerBinding()]
    }

    /// BehaviorRelay → map → distinctUntilChanged → subscribe, per value.
    static func valueThroughChain() -> BenchmarkRow {
        let iterations = 1_000_000
        let ours: (Int) -> Void = { count in
            let relay = BehaviorRelay(value: 0)
            var total = 0
            let subscription = relay.map { $0 &* 2 }.distinctUntilChanged().subscribe(onNext: { total &+= $0 })
            for index in 1...count { relay.accept(index) }
            subscription.dispose()
            benchmarkSink &+= total
        }
        let baseline: (Int) -> Void = { count in
            let relay = PlainRelay(value: 0)
            var total = 0
            var last: Int?
            _ = relay.subscribe { value in
                let mapped = value &* 2
                if mapped != last {
                    last = mapped
                    total &+= mapped
                }
            }
            for index in 1...count { relay.accept(index) }
            benchmarkSink &+= total
        }
        let figures = Measure.alternating(iterations: iterations, baseline: baseline, candidate: ours)
        return BenchmarkRow(
            name: "value through BehaviorRelay → map → distinctUntilChanged → subscribe",
            figure: figures.candidate, unit: "ns", baselineName: "closure-list relay", baseline: figures.baseline,
            target: "≤ 100 ns (RxSwift ≈ 1,900, OpenCombine ≈ 1,500)")
    }

    /// Subscribing to and disposing that chain.
    static func subscribeAndDispose() -> BenchmarkRow {
        let iterations = 200_000
        let relay = BehaviorRelay(value: 1)
        let ours: (Int) -> Void = { count in
            var total = 0
            for _ in 0..<count {
                let subscription = relay.map { $0 &* 2 }.distinctUntilChanged().subscribe(onNext: { total &+= $0 })
                subscription.dispose()
            }
            benchmarkSink &+= total
        }
        let plain = PlainRelay(value: 1)
        let baseline: (Int) -> Void = { count in
            var total = 0
            for _ in 0..<count {
                var last: Int?
                let id = plain.subscribe { value in
                    let mapped = value &* 2
                    if mapped != last {
                        last = mapped
                        total &+= mapped
                    }
                }
                plain.unsubscribe(id)
            }
            benchmarkSink &+= total
        }
        let figures = Measure.alternating(iterations: iterations, baseline: baseline, candidate: ours)
        return BenchmarkRow(
            name: "subscribe + dispose of that chain",
            figure: figures.candidate, unit: "ns", baselineName: "closure-list relay", baseline: figures.baseline,
            target: "≤ 1,000 ns (RxSwift ≈ 9,800, OpenCombine ≈ 6,500)")
    }

    /// `Single.just` subscribe + success + dispose, against the same with
    /// `Observable.just` and `subscribe(onNext:onError:)` (issue 18).
    static func singleSubscribe() -> BenchmarkRow {
        let iterations = 500_000
        let ours: (Int) -> Void = { count in
            var total = 0
            for index in 0..<count {
                let subscription = Single.just(index).subscribe(onSuccess: { total &+= $0 }, onFailure: { _ in total &+= 1 })
                subscription.dispose()
            }
            benchmarkSink &+= total
        }
        let baseline: (Int) -> Void = { count in
            var total = 0
            for index in 0..<count {
                let subscription = Observable.just(index).subscribe(onNext: { total &+= $0 }, onError: { _ in total &+= 1 })
                subscription.dispose()
            }
            benchmarkSink &+= total
        }
        let figures = Measure.alternating(iterations: iterations, baseline: baseline, candidate: ours)
        return BenchmarkRow(
            name: "Single.just → subscribe(onSuccess:onFailure:) → success → dispose",
            figure: figures.candidate, unit: "ns", baselineName: "Observable.just → subscribe(onNext:onError:)",
            baseline: figures.baseline, target: "≤ 1.0× (a Single costs no more)")
    }

    private final class Model: @unchecked Sendable {
        @Bindable var count = 0
    }

    /// `@Bindable` write → Driver → closure, on the main thread.
    static func bindableToDriver() -> BenchmarkRow {
        let iterations = 1_000_000
        let ours: (Int) -> Void = { count in
            let model = Model()
            var total = 0
            let subscription = model.$count.drive(onNext: { total &+= $0 })
            for index in 1...count { model.count = index }
            subscription.dispose()
            benchmarkSink &+= total
        }
        let baseline: (Int) -> Void = { count in
            let relay = PlainRelay(value: 0)
            var total = 0
            _ = relay.subscribe { total &+= $0 }
            for index in 1...count { relay.accept(index) }
            benchmarkSink &+= total
        }
        let figures = Measure.alternating(iterations: iterations, baseline: baseline, candidate: ours)
        return BenchmarkRow(
            name: "@Bindable write → Driver → closure (main thread)",
            figure: figures.candidate, unit: "ns", baselineName: "closure-list relay", baseline: figures.baseline,
            target: "≤ 150 ns")
    }

    /// Heap bytes per live `@Bindable` → Driver → closure binding, over 100,000 bindings.
    static func memoryPerBinding() -> BenchmarkRow {
        let count = 100_000
        let model = Model()
        // Warm up one-time caches (type metadata, dispatch) before the first reading.
        for _ in 0..<1_000 { model.$count.drive(onNext: { benchmarkSink &+= $0 }).dispose() }
        let before = Measure.heapBytesInUse()
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(count)
        let afterReserve = Measure.heapBytesInUse()
        for _ in 0..<count {
            subscriptions.append(model.$count.drive(onNext: { benchmarkSink &+= $0 }))
        }
        let live = Measure.heapBytesInUse()
        for subscription in subscriptions { subscription.dispose() }
        subscriptions = []
        let after = Measure.heapBytesInUse()
        let perBinding = Double(live - afterReserve) / Double(count)

        // Baseline: the same number of closures held in a closure-list relay.
        let plain = PlainRelay(value: 0)
        let plainBefore = Measure.heapBytesInUse()
        var ids: [Int] = []
        ids.reserveCapacity(count)
        let plainAfterReserve = Measure.heapBytesInUse()
        for _ in 0..<count { ids.append(plain.subscribe { benchmarkSink &+= $0 }) }
        let plainLive = Measure.heapBytesInUse()
        let plainPerBinding = Double(plainLive - plainAfterReserve) / Double(count)
        benchmarkSink &+= ids.count + plainBefore

        let drift = Double(after - before) / Double(max(before, 1)) * 100
        memoryReturnNote = "heap before: \(before) B, with 100,000 live bindings: \(live) B, after disposing: \(after) B (\(format(drift))% from start; target within 5%)"
        return BenchmarkRow(
            name: "memory per live @Bindable → Driver → closure binding (100,000)",
            figure: perBinding, unit: "B", baselineName: "closure-list relay", baseline: plainPerBinding,
            target: "≤ 300 B, back within 5% after dispose")
    }

    nonisolated(unsafe) static var memoryReturnNote = ""
}
