import ObservableCollections
import ReactiveCore
import BindingTesting
import XCTest

/// A selection follows its element through seeded random inserts, removals,
/// updates, moves, batches and resets of an array and of a sorted pipeline:
/// after every step it holds the element with its id as the source now has
/// it, or nothing once the element left.
final class RandomizedSelectionTests: XCTestCase {
    func testTheSelectionFollowsItsElementThroughAnArray() {
        for seed: UInt64 in [41, 42, 43] { run(seed: seed, steps: 500) { $0.pipeline } }
    }

    func testTheSelectionFollowsItsElementThroughAFilteredSortedPipeline() {
        for seed: UInt64 in [51, 52, 53] {
            run(seed: seed, steps: 500) { $0.filtered { $0.flag }.sorted { ($0.key, $0.id) < ($1.key, $1.id) } }
        }
    }

    private func run(seed: UInt64, steps: Int, _ makePipeline: (MutableObservableArray<Entry>) -> ArrayPipeline<Entry>) {
        var generator = SplitMix64(seed: seed)
        var nextID = 0
        func newEntry() -> Entry {
            defer { nextID += 1 }
            return Entry(id: nextID, key: generator.below(20), flag: generator.percent(75))
        }
        let source = MutableObservableArray((0..<25).map { _ in newEntry() })
        let pipeline = makePipeline(source).shared()
        let output = Latest(pipeline.arrays())
        let selection = SelectedElement(in: pipeline)
        let key = selection.field(\.key, empty: -1)
        var log: [String] = []
        for step in 0..<steps {
            if selection.element.value == nil || generator.percent(10), let shown = output.value, !shown.isEmpty {
                selection.element.accept(generator.element(of: shown))
                log.append("select")
            }
            let size = source.count
            switch generator.below(100) {
            case 0..<25:
                source.insert(newEntry(), at: generator.below(size + 1))
                log.append("insert")
            case 25..<40 where size > 0:
                source.remove(at: generator.below(size))
                log.append("remove")
            case 40..<65 where size > 0:
                let index = generator.below(size)
                source[index].key = generator.below(20)
                source[index].flag = generator.percent(75)
                log.append("update")
            case 65..<75 where size > 1:
                source.move(from: generator.below(size), to: generator.below(size))
                log.append("move")
            case 75..<85 where selection.element.value != nil:
                key.accept(generator.below(20))
                log.append("edit")
            case 85..<97:
                source.batchUpdate { batch in
                    for _ in 0..<generator.below(6) {
                        let choice = batch.isEmpty ? 0 : generator.below(4)
                        if choice == 0 {
                            batch.insert(newEntry(), at: generator.below(batch.count + 1))
                        } else if choice == 1 {
                            batch.remove(at: generator.below(batch.count))
                        } else if choice == 2 {
                            batch.move(from: generator.below(batch.count), to: generator.below(batch.count))
                        } else {
                            batch[generator.below(batch.count)].key = generator.below(20)
                        }
                    }
                }
                log.append("batch")
            default:
                source.replace(with: generator.shuffled(source.array.filter { _ in generator.percent(80) }))
                log.append("reset")
            }
            let selected = selection.element.value
            let context = "seed \(seed), step \(step): \(log.suffix(5))"
            if let selected {
                let current = output.value?.first { $0.id == selected.id }
                XCTAssertEqual(selected, current, context)
                XCTAssertEqual(key.value, selected.key, context)
                if selected != current { return }
            } else {
                XCTAssertEqual(key.value, -1, context)
            }
        }
    }
}
