@testable import ReactiveCore
import XCTest

final class ComputedDiamondTests: XCTestCase {
    func testDiamondRecomputesOncePerChangeAndNeverGlitches() {
        let a = BehaviorRelay(value: 1)
        let b = Computed("b") { a.tracked * 10 }
        let c = Computed("c") { a.tracked + 1 }
        var inconsistent: [String] = []
        let d = Computed("d") { () -> String in
            let (bValue, cValue) = (b.value, c.value)
            if bValue / 10 + 1 != cValue { inconsistent.append("b=\(bValue) c=\(cValue)") }
            return "\(bValue)|\(cValue)"
        }
        var seen: [String] = []
        let subscription = d.subscribe(onNext: { seen.append($0) })
        defer { subscription.dispose() }

        for value in 2...5 { a.accept(value) }
        XCTAssertEqual(seen, ["10|2", "20|3", "30|4", "40|5", "50|6"])
        XCTAssertEqual(d.evaluationCount, 5, "one evaluation per change of a")
        XCTAssertEqual(b.evaluationCount, 5)
        XCTAssertEqual(c.evaluationCount, 5)
        XCTAssertEqual(inconsistent, [])
    }

    func testDeepDiamondWithSeveralObservedLevels() {
        let a = BehaviorRelay(value: 0)
        let left = Computed { a.tracked + 1 }
        let right = Computed { a.tracked * 2 }
        let middle = Computed { left.value + right.value }
        let top = Computed { middle.value + left.value + a.tracked }
        var middles: [Int] = []
        var tops: [Int] = []
        let bag = DisposeBag()
        middle.subscribe(onNext: { middles.append($0) }).disposed(by: bag)
        top.subscribe(onNext: { value in
            // A subscriber reading other computeds sees them consistent with its value.
            XCTAssertEqual(value, middle.value + left.value + a.value)
            tops.append(value)
        }).disposed(by: bag)

        a.accept(1)
        a.accept(2)
        XCTAssertEqual(middles, [1, 4, 7])
        XCTAssertEqual(tops, [2, 7, 12])
        XCTAssertEqual(top.evaluationCount, 3)
        XCTAssertEqual(middle.evaluationCount, 3)
    }

    func testTransactionDeliversOneConsistentUpdate() {
        let width = BehaviorRelay(value: 1)
        let height = BehaviorRelay(value: 1)
        let area = Computed { width.tracked * height.tracked }
        var areas: [Int] = []
        let subscription = area.subscribe(onNext: { areas.append($0) })
        defer { subscription.dispose() }

        Transaction.run {
            width.accept(3)
            XCTAssertEqual(areas, [1], "subscribers wait for the end of the transaction")
            XCTAssertEqual(area.value, 3, "reads inside are up to date")
            height.accept(4)
            XCTAssertTrue(Transaction.isActive)
        }
        XCTAssertFalse(Transaction.isActive)
        XCTAssertEqual(areas, [1, 12])
    }

    func testNestedTransactionsFlushAtTheOutermostEnd() {
        let a = BehaviorRelay(value: 0)
        let b = BehaviorRelay(value: 0)
        let sum = Computed { a.tracked + b.tracked }
        var sums: [Int] = []
        let subscription = sum.subscribe(onNext: { sums.append($0) })
        defer { subscription.dispose() }
        Transaction.run {
            a.accept(1)
            Transaction.run { b.accept(2) }
            XCTAssertEqual(sums, [0])
            a.accept(5)
        }
        XCTAssertEqual(sums, [0, 7])
    }

    func testTransactionFlushesEvenWhenTheBodyThrows() {
        struct Abort: Error {}
        let a = BehaviorRelay(value: 0)
        let doubled = Computed { a.tracked * 2 }
        var values: [Int] = []
        let subscription = doubled.subscribe(onNext: { values.append($0) })
        defer { subscription.dispose() }
        XCTAssertThrowsError(try Transaction.run {
            a.accept(4)
            throw Abort()
        })
        XCTAssertEqual(values, [0, 8])
    }

    func testSubscriberWritingUpstreamIsDeliveredInOrderWithoutNesting() {
        let a = BehaviorRelay(value: 0)
        let doubled = Computed { a.tracked * 2 }
        var values: [Int] = []
        var depth = 0
        let subscription = doubled.subscribe(onNext: { value in
            depth += 1
            XCTAssertEqual(depth, 1, "deliveries never nest")
            values.append(value)
            if value < 6 { a.accept(a.value + 1) }
            depth -= 1
        })
        defer { subscription.dispose() }
        XCTAssertEqual(values, [0, 2, 4, 6])
    }
}
