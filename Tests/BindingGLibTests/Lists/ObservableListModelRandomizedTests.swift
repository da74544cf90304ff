import Binding
import BindingGLib
import BindingTesting
import CGLib
import XCTest

/// `ObservableListModel` against a naive reference: random edits of an array
/// of up to 1,000 elements; after each change event the model's
/// `items-changed` signals, replayed on the previous state, must give the new
/// array, and `g_list_model_get_n_items`/`get_item` must show it.
final class ObservableListModelRandomizedTests: XCTestCase {
    private static let steps = 80

    func testItemsChangedReplaysEveryChange() throws {
        try onMainLoop {
            for seed in RandomizedSeeds.all {
                Self.run(seed: seed)
            }
        }
    }

    @MainActor
    private static func run(seed: UInt64) {
        let trace = RandomizedTrace(seed: seed, test: "ObservableListModelRandomizedTests")
        var random = SplitMix64(seed: seed)
        var nextValue = 0
        func fresh() -> Int {
            nextValue += 1
            return nextValue
        }
        let array = MutableObservableArray((0..<random.below(60)).map { _ in fresh() })
        // One model whose items the reference holds (identity must be kept), one read lazily.
        let held = ObservableListModel(array)
        let lazy = ObservableListModel(array)
        let heldReplay = ItemsChangedReplay(held.pointer, holdsItems: true)
        let lazyReplay = ItemsChangedReplay(lazy.pointer, holdsItems: false)
        defer {
            heldReplay.stop()
            lazyReplay.stop()
        }
        for step in 1...(steps * RandomizedSeeds.scale) {
            trace.step = step
            edit(array, &random, fresh, trace)
            let expected = array.array
            for replay in [heldReplay, lazyReplay] {
                trace.check(replay.problems.isEmpty, "\(replay.holdsItems ? "held" : "lazy"): \(replay.problems)")
                trace.check(replay.items.count == expected.count,
                            "replayed \(replay.items.count) items, the array has \(expected.count); signals \(replay.signals)")
                replay.clear()
            }
            trace.check(Int(g_list_model_get_n_items(held.pointer)) == expected.count, "n_items \(held.count) != \(expected.count)")
            guard !trace.failed else { return }
            for (position, item) in heldReplay.items.enumerated() {
                let value = ListElement<Int>.of(item: item)?.value
                guard trace.check(value == expected[position], "replayed item \(position) shows \(String(describing: value)), expected \(expected[position])") else { return }
                let fetched = g_list_model_get_item(held.pointer, guint(position))
                defer { g_object_unref(fetched) }
                guard trace.check(fetched == item, "get_item(\(position)) is another object than the one kept since it was added") else { return }
                guard trace.check(ListElement<Int>.of(item: item)?.position == position, "element \(position) reports another position") else { return }
            }
            let sampled = step % 40 == 0 ? Array(expected.indices) : (0..<min(10, expected.count)).map { _ in random.below(expected.count) }
            for position in sampled {
                let fetched = g_list_model_get_item(lazy.pointer, guint(position))
                let value = ListElement<Int>.of(item: fetched)?.value
                g_object_unref(fetched)
                guard trace.check(value == expected[position], "lazy get_item(\(position)) shows \(String(describing: value)), expected \(expected[position])") else { return }
            }
            trace.check(g_list_model_get_item(lazy.pointer, guint(expected.count)) == nil, "get_item past the end is not NULL")
        }
    }

    /// One random edit: single inserts, removes, moves and updates, a batch of
    /// them, a reset or a diffed replacement; the array stays within 1,000.
    @MainActor
    private static func edit(_ array: MutableObservableArray<Int>, _ random: inout SplitMix64, _ fresh: () -> Int, _ trace: RandomizedTrace) {
        let count = array.count
        switch random.below(100) {
        case 0..<15:
            let items = (0..<(1 + random.below(count > 900 ? 2 : 40))).map { _ in fresh() }
            let at = random.below(count + 1)
            trace.note("insert \(items.count) at \(at)")
            array.insert(contentsOf: items, at: at)
        case 15..<27 where count > 0:
            let at = random.below(count)
            trace.note("remove at \(at)")
            array.remove(at: at)
        case 27..<39 where count > 1:
            let from = random.below(count), to = random.below(count)
            trace.note("move \(from) → \(to)")
            array.move(from: from, to: to)
        case 39..<51 where count > 0:
            let at = random.below(count)
            trace.note("update \(at)")
            array[at] = fresh()
        case 51..<85:
            trace.note("batch")
            array.batchUpdate { batch in
                for _ in 0..<(1 + random.below(12)) {
                    let size = batch.count
                    switch random.below(4) {
                    case 0 where size < 1000: batch.insert(fresh(), at: random.below(size + 1))
                    case 1 where size > 0: _ = batch.remove(at: random.below(size))
                    case 2 where size > 1: batch.move(from: random.below(size), to: random.below(size))
                    case 3 where size > 0: batch[random.below(size)] = fresh()
                    default: batch.append(fresh())
                    }
                }
            }
        case 85..<92:
            let size = random.below(count > 500 ? 100 : 1000)
            trace.note("reset to \(size)")
            array.replace(with: (0..<size).map { _ in fresh() })
        default:
            var next = random.shuffled(array.array).filter { _ in !random.percent(10) }
            for _ in 0..<random.below(10) { next.insert(fresh(), at: random.below(next.count + 1)) }
            trace.note("diffed replacement to \(next.count)")
            array.replace(with: Array(next.prefix(1000)), performDiff: true)
        }
    }
}
