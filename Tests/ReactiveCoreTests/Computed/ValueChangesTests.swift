@testable import ReactiveCore
import XCTest

final class ValueChangesTests: XCTestCase {
    func testRelayChangesPairOldAndNewValues() {
        let relay = BehaviorRelay(value: "a")
        var pairs: [String] = []
        let subscription = relay.subscribeChanges { old, new in pairs.append("\(old)→\(new)") }
        defer { subscription.dispose() }
        relay.accept("b")
        relay.accept("c")
        XCTAssertEqual(pairs, ["a→b", "b→c"], "the current value alone is not a change")
    }

    func testComputedChangesPairOldAndNewValues() {
        let count = BehaviorRelay(value: 1)
        let label = Computed { "\(count.tracked) items" }
        var pairs: [String] = []
        let subscription = label.subscribeChanges { old, new in pairs.append("\(old) → \(new)") }
        defer { subscription.dispose() }
        count.accept(2)
        count.accept(2)
        count.accept(3)
        XCTAssertEqual(pairs, ["1 items → 2 items", "2 items → 3 items"])
    }

    func testEachSubscriptionHasItsOwnPreviousValue() {
        let relay = BehaviorRelay(value: 0)
        let changes = relay.changes
        var first: [Int] = []
        var second: [Int] = []
        let one = changes.subscribe(onNext: { first.append($0.old) })
        relay.accept(1)
        let two = changes.subscribe(onNext: { second.append($0.old) })
        relay.accept(2)
        one.dispose()
        two.dispose()
        XCTAssertEqual(first, [0, 1])
        XCTAssertEqual(second, [1])
    }
}
