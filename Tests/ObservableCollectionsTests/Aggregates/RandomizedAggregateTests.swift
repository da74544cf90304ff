import ObservableCollections
import ReactiveCore
import BindingTesting
import XCTest

/// Drives an array, and a filtered and sorted pipeline over it, with seeded
/// random inserts, removals, updates, moves, batches and resets, and after
/// every step compares each aggregate with the naive one recomputed from
/// the elements.
final class RandomizedAggregateTests: XCTestCase {
    func testAggregatesOfAnArrayMatchTheNaiveRecomputation() {
        for seed: UInt64 in [21, 22, 23] {
            run(seed: seed, steps: 600) { $0.pipeline }
        }
    }

    func testAggregatesOfAFilteredSortedPipelineMatchTheNaiveRecomputation() {
        for seed: UInt64 in [31, 32, 33] {
            run(seed: seed, steps: 600) { $0.filtered { $0.flag }.sorted { ($0.key, $0.id) < ($1.key, $1.id) } }
        }
    }

    /// Removing the current minimum again and again (the case that needs
    /// the heap's lazy deletion) until the array is empty, then refilling it.
    func testRemovingTheMinimumRepeatedlyFollowsTheNextOne() {
        let source = MutableObservableArray((0..<50).map { Entry(id: $0, key: ($0 * 37) % 50, flag: true) })
        let minimum = Latest(source.aggregate(.min(\.key)))
        let maximum = Latest(source.aggregate(.max(\.key)))
        while !source.isEmpty {
            XCTAssertEqual(minimum.value, source.array.map(\.key).min())
            XCTAssertEqual(maximum.value, source.array.map(\.key).max())
            source.remove(at: source.array.firstIndex { $0.key == source.array.map(\.key).min() }!)
        }
        XCTAssertEqual(minimum.value, .some(nil))
        XCTAssertEqual(maximum.value, .some(nil))
        source.append(Entry(id: 99, key: 7, flag: true))
        XCTAssertEqual(minimum.value, 7)
        XCTAssertEqual(maximum.value, 7)
    }

    /// A sum only sends when it changes, and a failing source fails the aggregate.
    func testSendsOnlyChangesAndForwardsTheSourceError() {
        let source = MutableObservableArray([Entry(id: 1, key: 5, flag: true), Entry(id: 1, key: 6, flag: true)])
        var values: [Int] = []
        var failure: (any Error)?
        let subscription = source.sorted { $0.key < $1.key }.aggregate(.sum(\.key))
            .subscribe(onNext: { values.append($0) }, onError: { failure = $0 })
        defer { subscription.dispose() }
        XCTAssertEqual(values, [], "a duplicate id fails the sort before any output")
        XCTAssertTrue(failure is ArrayPipelineError)

        let unique = MutableObservableArray([Entry(id: 1, key: 5, flag: true)])
        var sums: [Int] = []
        let second = unique.aggregate(.sum(\.key)).subscribe(onNext: { sums.append($0) })
        defer { second.dispose() }
        unique[0].flag = false          // the key is the same: no new sum
        unique.append(Entry(id: 2, key: 0, flag: true))
        unique[1].key = 3
        XCTAssertEqual(sums, [5, 8])
    }

    private func run(seed: UInt64, steps: Int, _ makePipeline: (MutableObservableArray<Entry>) -> ArrayPipeline<Entry>) {
        var generator = SplitMix64(seed: seed)
        var nextID = 0
        func newEntry() -> Entry {
            defer { nextID += 1 }
            return Entry(id: nextID, key: generator.below(30) - 10, flag: generator.percent(70))
        }
        let source = MutableObservableArray((0..<30).map { _ in newEntry() })
        let pipeline = makePipeline(source).shared()
        let output = Latest(pipeline.arrays())
        let count = Latest(pipeline.aggregate(.count))
        let sum = Latest(pipeline.aggregate(.sum(\.key)))
        let minimum = Latest(pipeline.aggregate(.min(\.key)))
        let maximum = Latest(pipeline.aggregate(.max(\.key)))
        var log: [String] = []
        for step in 0..<steps {
            let size = source.count
            switch generator.below(100) {
            case 0..<25:
                let index = generator.below(size + 1)
                source.insert(newEntry(), at: index)
                log.append("insert \(index)")
            case 25..<45 where size > 0:
                let index = generator.below(size)
                source.remove(at: index)
                log.append("remove \(index)")
            case 45..<70 where size > 0:
                let index = generator.below(size)
                source[index].key = generator.below(30) - 10
                source[index].flag = generator.percent(70)
                log.append("update \(index)")
            case 70..<80 where size > 1:
                let from = generator.below(size)
                let to = generator.below(size)
                source.move(from: from, to: to)
                log.append("move \(from)→\(to)")
            case 80..<95:
                source.batchUpdate { batch in
                    for _ in 0..<generator.below(6) {
                        let choice = batch.isEmpty ? 0 : generator.below(3)
                        if choice == 0 {
                            batch.insert(newEntry(), at: generator.below(batch.count + 1))
                        } else if choice == 1 {
                            batch.remove(at: generator.below(batch.count))
                        } else {
                            batch[generator.below(batch.count)].key = generator.below(30) - 10
                        }
                    }
                }
                log.append("batch")
            default:
                source.replace(with: (0..<generator.below(40)).map { _ in newEntry() })
                log.append("reset")
            }
            let keys = (output.value ?? []).map(\.key)
            let context = "seed \(seed), step \(step): \(log.suffix(4))"
            XCTAssertEqual(count.value, keys.count, context)
            XCTAssertEqual(sum.value, keys.reduce(0, +), context)
            XCTAssertEqual(minimum.value, .some(keys.min()), context)
            XCTAssertEqual(maximum.value, .some(keys.max()), context)
            // One failing step is enough to read; the following ones would repeat it.
            if count.value != keys.count || sum.value != keys.reduce(0, +)
                || minimum.value != .some(keys.min()) || maximum.value != .some(keys.max()) {
                return
            }
        }
    }
}

/// The latest value of an observable, subscribed for the object's lifetime.
final class Latest<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var latest: Value?
    private var subscription: Disposable?

    init<Source: ObservableConvertibleType>(_ source: Source) where Source.Element == Value {
        subscription = source.asObservable().subscribe(onNext: { [weak self] value in
            self?.lock.withLock { self?.latest = value }
        })
    }

    deinit { subscription?.dispose() }

    /// The last value received, `nil` before the first.
    var value: Value? { lock.withLock { latest } }
}
