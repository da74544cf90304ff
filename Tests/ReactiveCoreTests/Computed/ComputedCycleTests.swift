@testable import ReactiveCore
import XCTest

final class ComputedCycleTests: XCTestCase {
    func testSelfReadIsReportedAsACycle() {
        var me: Computed<Int>!
        me = Computed("me") { try me.get() + 1 }
        XCTAssertThrowsError(try me.get()) { error in
            XCTAssertEqual(error as? DependencyCycleError, DependencyCycleError(path: ["me", "me"]))
        }
    }

    func testCycleThroughABranchIsReportedAndRecovers() {
        let closeLoop = BehaviorRelay(value: false)
        var total: Computed<Int>!
        let tax = Computed("tax") { try total.get() / 10 }
        total = Computed("total") { closeLoop.tracked ? try tax.get() + 100 : 100 }

        XCTAssertEqual(try total.get(), 100)
        closeLoop.accept(true)
        XCTAssertThrowsError(try total.get()) { error in
            let cycle = error as? DependencyCycleError
            XCTAssertEqual(cycle?.path, ["total", "tax", "total"])
            XCTAssertEqual(cycle?.description, "Computed dependency cycle: total → tax → total")
        }
        XCTAssertEqual(total.value, 100, "value keeps the last good value")
        XCTAssertTrue(total.error is DependencyCycleError)

        closeLoop.accept(false)
        XCTAssertEqual(try total.get(), 100)
        XCTAssertEqual(try tax.get(), 10, "tax recovers once the cycle is gone")
    }

    func testCycleWithPlainValueReadsDoesNotOverflowTheStack() {
        let closeLoop = BehaviorRelay(value: false)
        var a: Computed<Int>!
        let b = Computed("b") { a.value + 1 }
        a = Computed("a") { closeLoop.tracked ? b.value * 2 : 1 }
        XCTAssertEqual(a.value, 1)
        XCTAssertEqual(b.value, 2)
        closeLoop.accept(true)
        // The read that closes the cycle gets a's last value, and the whole
        // cycle is marked failed instead of recursing forever. (With plain
        // `value` reads a computed on the cycle that never had a value traps
        // with the cycle's description; `get()` throws instead.)
        XCTAssertEqual(a.value, 1)
        XCTAssertEqual((a.error as? DependencyCycleError)?.path, ["a", "b", "a"])
        XCTAssertTrue(b.error is DependencyCycleError)
        XCTAssertEqual(b.value, 2, "b keeps its last good value")
    }

    func testObservedCycleIsReportedNotDelivered() {
        let closeLoop = BehaviorRelay(value: false)
        var a: Computed<Int>!
        let b = Computed("b") { try a.get() + 1 }
        a = Computed("a") { closeLoop.tracked ? try b.get() : 0 }
        var values: [Int] = []
        let subscription = a.subscribe(onNext: { values.append($0) })
        defer { subscription.dispose() }
        closeLoop.accept(true)
        closeLoop.accept(false)
        XCTAssertEqual(values, [0], "a failed evaluation sends nothing; the recovered value equals the last one")
        XCTAssertNil(a.error)
    }
}
