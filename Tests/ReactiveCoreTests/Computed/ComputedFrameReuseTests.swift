@testable import ReactiveCore
import XCTest

/// Evaluations reuse the previous dependency list when the body reads the same
/// things in the same order; these check the cases around that fast path.
final class ComputedFrameReuseTests: XCTestCase {
    func testRepeatedReadsOfOneRelayAreOneDependency() {
        let a = BehaviorRelay(value: 1)
        let b = BehaviorRelay(value: 10)
        let sum = Computed { a.value + b.value + a.value }
        var seen: [Int] = []
        let subscription = sum.subscribe(onNext: { seen.append($0) })
        defer { subscription.dispose() }
        a.accept(2)
        b.accept(20)
        a.accept(3)
        XCTAssertEqual(seen, [12, 14, 24, 26])
        XCTAssertEqual(sum.core.dependencies.count, 2)
        XCTAssertEqual(sum.evaluationCount, 4)
    }

    func testFewerMoreAndReorderedReadsKeepFollowingTheRightRelays() {
        let mode = BehaviorRelay(value: 0)
        let x = BehaviorRelay(value: 1)
        let y = BehaviorRelay(value: 2)
        let value = Computed { () -> Int in
            switch mode.value {
            case 0: return x.value * 10 + y.value
            case 1: return x.value
            default: return y.value * 10 + x.value
            }
        }
        var seen: [Int] = []
        let subscription = value.subscribe(onNext: { seen.append($0) })
        defer { subscription.dispose() }

        mode.accept(1)                      // fewer reads: y dropped
        XCTAssertEqual(value.core.dependencies.count, 2)
        let evaluations = value.evaluationCount
        y.accept(3)
        XCTAssertEqual(value.evaluationCount, evaluations, "y is no longer a dependency")
        mode.accept(2)                      // more reads, in another order
        x.accept(4)
        y.accept(5)
        mode.accept(0)
        x.accept(6)
        XCTAssertEqual(seen, [12, 1, 31, 34, 54, 45, 65])
    }

    func testComputedReadTwiceAndAfterASourceIsTracked() {
        let a = BehaviorRelay(value: 1)
        let double = Computed { a.value * 2 }
        let total = Computed { double.value + a.value + double.value }
        var seen: [Int] = []
        let subscription = total.subscribe(onNext: { seen.append($0) })
        defer { subscription.dispose() }
        a.accept(2)
        a.accept(3)
        XCTAssertEqual(seen, [5, 10, 15])
        XCTAssertEqual(total.core.dependencies.count, 2)
    }
}
