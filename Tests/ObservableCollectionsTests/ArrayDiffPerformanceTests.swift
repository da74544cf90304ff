import BindingTesting
import Dispatch
import ObservableCollections
import ReactiveCore
import XCTest

private struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// Measures, never asserts, the cost of diffing large arrays (timings drift
/// on shared machines; the figures are printed for the report).
final class ArrayDiffPerformanceTests: XCTestCase {
    func testReplaceWithDiffOn10kElementsWith1PercentChanged() {
        var random = SeededGenerator(seed: 2024)
        let old = (0..<10_000).map { Row(id: $0, title: "row \($0)") }
        var new = old
        // 1% changed: 40 updates, 20 deletes, 20 inserts, 20 moves.
        for _ in 0..<40 {
            let index = Int.random(in: 0..<new.count, using: &random)
            new[index].title += " edited"
        }
        for _ in 0..<20 { new.remove(at: Int.random(in: 0..<new.count, using: &random)) }
        for id in 10_000..<10_020 { new.insert(Row(id: id, title: "new \(id)"), at: Int.random(in: 0...new.count, using: &random)) }
        for _ in 0..<20 {
            let row = new.remove(at: Int.random(in: 0..<new.count, using: &random))
            new.insert(row, at: Int.random(in: 0...new.count, using: &random))
        }

        var best = UInt64.max
        var lastSet: ArrayChangeSet?
        for _ in 0..<5 {
            let (elapsed, event) = Self.timeReplace(old, new)
            best = min(best, elapsed)
            var replica = old
            event?.apply(to: &replica)
            XCTAssertEqual(replica, new)
            lastSet = event?.change.changeSet
        }
        let set = try? XCTUnwrap(lastSet)
        XCTAssertLessThanOrEqual(set?.count ?? .max, 200, "a small change gives a small change set")
        print(String(format: "[collections] replace(with:performDiff:) 10,000 rows, 1%% changed: %.2f ms (best of 5), %d changes",
                     Double(best) / 1e6, set?.count ?? -1))
    }

    func testHashableDiffOn10kElementsWith1PercentChanged() {
        var random = SeededGenerator(seed: 11)
        let old = Array(0..<10_000)
        var new = old
        for _ in 0..<50 { new.remove(at: Int.random(in: 0..<new.count, using: &random)) }
        for value in 10_000..<10_050 { new.insert(value, at: Int.random(in: 0...new.count, using: &random)) }
        var best = UInt64.max
        for _ in 0..<5 {
            let (elapsed, event) = Self.timeReplace(old, new)
            best = min(best, elapsed)
            var replica = old
            event?.apply(to: &replica)
            XCTAssertEqual(replica, new)
        }
        print(String(format: "[collections] replace(with:performDiff:) 10,000 Ints, 1%% changed: %.2f ms (best of 5)", Double(best) / 1e6))
    }

    /// Times one `replace(with:performDiff:)` seen by a subscriber that only
    /// keeps the event (the diff runs only when someone observes).
    private static func timeReplace<Item: Equatable>(_ old: [Item], _ new: [Item]) -> (UInt64, ArrayChangeEvent<Item>?)
        where Item: Identifiable {
        timeReplace(old, new) { $0.replace(with: new, performDiff: true) }
    }

    private static func timeReplace(_ old: [Int], _ new: [Int]) -> (UInt64, ArrayChangeEvent<Int>?) {
        timeReplace(old, new) { $0.replace(with: new, performDiff: true) }
    }

    private static func timeReplace<Item>(
        _ old: [Item], _ new: [Item], _ replace: (MutableObservableArray<Item>) -> Void
    ) -> (UInt64, ArrayChangeEvent<Item>?) {
        let list = MutableObservableArray(old)
        var last: ArrayChangeEvent<Item>?
        let subscription = list.subscribe(onNext: { last = $0 })
        let start = DispatchTime.now().uptimeNanoseconds
        replace(list)
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        subscription.dispose()
        return (elapsed, last)
    }
}
