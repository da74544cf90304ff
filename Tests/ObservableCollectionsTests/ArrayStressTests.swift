import BindingTesting
import ObservableCollections
import ReactiveCore
import XCTest

private struct Row: Identifiable, Equatable {
    let id: Int
    var version: Int
}

final class ArrayStressTests: XCTestCase {
    /// 1,000 random mixed batches on a 1,000-element array: every emitted
    /// change, applied to the previous snapshot, must give the new array.
    func testRandomBatchesReproduceEveryArray() {
        var random = SeededGenerator(seed: 0xC011_EC71)
        var nextValue = 1_000
        let list = MutableObservableArray(Array(0..<1_000))
        let recorder = ArrayEventRecorder(list)
        for _ in 0..<1_000 {
            list.batchUpdate { array in
                for _ in 0..<Int.random(in: 1...12, using: &random) {
                    Self.randomEdit(&array, next: &nextValue, using: &random)
                }
            }
        }
        XCTAssertEqual(recorder.mismatches, 0)
        XCTAssertEqual(recorder.replica, list.array)
        XCTAssertGreaterThan(recorder.events.count, 900, "nearly every batch changes something")
    }

    /// Random single edits (each its own event) interleaved with batches.
    func testRandomSingleEditsReproduceEveryArray() {
        var random = SeededGenerator(seed: 42)
        let list = MutableObservableArray(Array(0..<200))
        let recorder = ArrayEventRecorder(list)
        var nextValue = 200
        for _ in 0..<2_000 {
            let count = list.count
            switch Int.random(in: 0..<6, using: &random) {
            case 0: list.append(nextValue); nextValue += 1
            case 1: list.insert(nextValue, at: Int.random(in: 0...count, using: &random)); nextValue += 1
            case 2 where count > 0: list.remove(at: Int.random(in: 0..<count, using: &random))
            case 3 where count > 0:
                list.move(from: Int.random(in: 0..<count, using: &random), to: Int.random(in: 0..<count, using: &random))
            case 4 where count > 0: list[Int.random(in: 0..<count, using: &random)] = -nextValue; nextValue += 1
            default: list.batchUpdate { Self.randomEdit(&$0, next: &nextValue, using: &random) }
            }
        }
        XCTAssertEqual(recorder.mismatches, 0)
        XCTAssertEqual(recorder.replica, list.array)
    }

    /// Random replacements diffed by identity: kept rows with a new version
    /// are updates, and the changes always reproduce the new array.
    func testRandomReplacementsWithDiffReproduceEveryArray() {
        var random = SeededGenerator(seed: 7)
        var nextID = 300
        var current = (0..<300).map { Row(id: $0, version: 0) }
        let list = MutableObservableArray(current)
        let recorder = ArrayEventRecorder(list)
        for _ in 0..<300 {
            for _ in 0..<Int.random(in: 1...10, using: &random) {
                let index = Int.random(in: 0..<max(current.count, 1), using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where !current.isEmpty: current.remove(at: index)
                case 1: current.insert(Row(id: nextID, version: 0), at: min(index, current.count)); nextID += 1
                case 2 where !current.isEmpty: current.insert(current.remove(at: index), at: Int.random(in: 0..<current.count, using: &random))
                case 3 where !current.isEmpty: current[index].version += 1
                default: break
                }
            }
            list.replace(with: current, performDiff: true)
        }
        XCTAssertEqual(recorder.mismatches, 0)
        XCTAssertEqual(recorder.replica, current)
    }

    /// Random replacements of values with duplicates (equality only).
    func testRandomReplacementsOfDuplicatedValues() {
        var random = SeededGenerator(seed: 99)
        let list = MutableObservableArray<Int>()
        let recorder = ArrayEventRecorder(list)
        for _ in 0..<500 {
            let next = (0..<Int.random(in: 0..<30, using: &random)).map { _ in Int.random(in: 0..<6, using: &random) }
            list.replace(with: next, performDiff: true)
        }
        XCTAssertEqual(recorder.mismatches, 0)
        XCTAssertEqual(recorder.replica, list.array)
    }

    private static func randomEdit(_ array: inout ArrayBatch<Int>, next: inout Int, using random: inout SeededGenerator) {
        let count = array.count
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<20:
            array.insert(next, at: Int.random(in: 0...count, using: &random))
            next += 1
        case 20..<30:
            array.append(next)
            next += 1
        case 30..<50 where count > 0:
            array.remove(at: Int.random(in: 0..<count, using: &random))
        case 50..<70 where count > 0:
            array.move(from: Int.random(in: 0..<count, using: &random), to: Int.random(in: 0..<count, using: &random))
        case 70..<95 where count > 0:
            array[Int.random(in: 0..<count, using: &random)] = -next
            next += 1
        case 95..<97:
            array.append(contentsOf: [next, next + 1, next + 2])
            next += 3
        case 97..<98 where count > 0:
            array.removeAll(where: { $0 % 7 == 0 })
        default:
            break
        }
    }
}
