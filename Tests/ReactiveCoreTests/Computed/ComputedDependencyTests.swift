@testable import ReactiveCore
import XCTest

final class ComputedDependencyTests: XCTestCase {
    func testComputesFromTrackedReadsAndFollowsChanges() {
        let first = BehaviorRelay(value: "Ada")
        let last = BehaviorRelay(value: "Lovelace")
        let full = Computed { "\(first.tracked) \(last.tracked)" }
        XCTAssertEqual(full.value, "Ada Lovelace")
        last.accept("Byron")
        XCTAssertEqual(full.value, "Ada Byron")
    }

    func testIsLazyAndCachesUntilADependencyChanges() {
        let input = BehaviorRelay(value: 1)
        let doubled = Computed { input.tracked * 2 }
        XCTAssertEqual(doubled.evaluationCount, 0, "nothing runs before the first read")
        input.accept(2)
        input.accept(3)
        XCTAssertEqual(doubled.evaluationCount, 0, "changes alone do not evaluate an unobserved computed")
        XCTAssertEqual(doubled.value, 6)
        XCTAssertEqual(doubled.value, 6)
        XCTAssertEqual(doubled.evaluationCount, 1, "a second read uses the cache")
        input.accept(4)
        XCTAssertEqual(doubled.evaluationCount, 1)
        XCTAssertEqual(doubled.value, 8)
        XCTAssertEqual(doubled.evaluationCount, 2)
    }

    func testSwitchingBranchesDropsTheOldDependencies() {
        let useMetric = BehaviorRelay(value: true)
        let metres = BehaviorRelay(value: 100)
        let feet = BehaviorRelay(value: 328)
        let distance = Computed { useMetric.tracked ? "\(metres.tracked) m" : "\(feet.tracked) ft" }
        var seen: [String] = []
        let subscription = distance.subscribe(onNext: { seen.append($0) })
        defer { subscription.dispose() }

        feet.accept(330)
        XCTAssertEqual(distance.evaluationCount, 1, "feet is not read on the metric branch")
        useMetric.accept(false)
        XCTAssertEqual(seen, ["100 m", "330 ft"])
        let evaluations = distance.evaluationCount
        metres.accept(200)
        XCTAssertEqual(distance.evaluationCount, evaluations, "metres was dropped when the branch switched")
        feet.accept(331)
        XCTAssertEqual(seen, ["100 m", "330 ft", "331 ft"])
    }

    func testUntrackedReadsAreNotDependencies() {
        let tracked = BehaviorRelay(value: 1)
        let ignored = BehaviorRelay(value: 10)
        let sum = Computed { tracked.tracked + DependencyTracker.untracked { ignored.tracked } }
        XCTAssertEqual(sum.value, 11)
        ignored.accept(20)
        XCTAssertEqual(sum.value, 11, "an untracked read does not invalidate")
        tracked.accept(2)
        XCTAssertEqual(sum.value, 22)
    }

    func testEquatableResultStopsPropagationWhenUnchanged() {
        let number = BehaviorRelay(value: 2)
        let isEven = Computed { number.tracked % 2 == 0 }
        let label = Computed { isEven.value ? "even" : "odd" }
        var labels: [String] = []
        let subscription = label.subscribe(onNext: { labels.append($0) })
        defer { subscription.dispose() }

        number.accept(4)
        number.accept(6)
        XCTAssertEqual(isEven.evaluationCount, 3)
        XCTAssertEqual(label.evaluationCount, 1, "isEven did not change, so label did not recompute")
        number.accept(7)
        XCTAssertEqual(labels, ["even", "odd"])
    }

    func testNonEquatableResultNotifiesOnEveryRecomputation() {
        struct Box { let value: Int }
        let number = BehaviorRelay(value: 1)
        let boxed = Computed { Box(value: number.tracked / 10) }
        var received: [Int] = []
        let subscription = boxed.subscribe(onNext: { received.append($0.value) })
        defer { subscription.dispose() }
        number.accept(2)
        XCTAssertEqual(received, [0, 0])
    }

    func testValidationGoesPastUnchangedSourcesIntoComputedDependencies() {
        // Read order: two relays, then a computed, then a relay. Only the
        // computed's input changes, so the leading relays are unchanged and
        // the computed must be brought up to date to see the change; a change
        // of the trailing relay alone must be found past an unchanged computed.
        let first = BehaviorRelay(value: 1)
        let second = BehaviorRelay(value: 2)
        let hidden = BehaviorRelay(value: 10)
        let last = BehaviorRelay(value: 100)
        let middle = Computed { hidden.value * 2 }
        let total = Computed { first.value + second.value + middle.value + last.value }
        var received: [Int] = []
        let subscription = total.subscribe(onNext: { received.append($0) })
        defer { subscription.dispose() }
        hidden.accept(11)
        last.accept(200)
        XCTAssertEqual(middle.evaluationCount, 2, "brought up to date once per change of its input")
        first.accept(5)
        XCTAssertEqual(received, [123, 125, 225, 229])
        XCTAssertEqual(total.evaluationCount, 4)
        XCTAssertEqual(middle.evaluationCount, 2, "changes elsewhere leave it clean")
    }

    func testBodyErrorsSurfaceThroughGetAndKeepTheLastValue() {
        struct ParseError: Error, Equatable {}
        let text = BehaviorRelay(value: "12")
        let number = Computed { () throws -> Int in
            guard let value = Int(text.tracked) else { throw ParseError() }
            return value
        }
        XCTAssertEqual(try number.get(), 12)
        text.accept("x")
        XCTAssertThrowsError(try number.get()) { XCTAssertEqual($0 as? ParseError, ParseError()) }
        XCTAssertEqual(number.value, 12, "value falls back to the last good value")
        XCTAssertNotNil(number.error)
        text.accept("13")
        XCTAssertEqual(number.value, 13)
        XCTAssertNil(number.error)
    }

    func testReadingOutsideEvaluationRecordsNothing() {
        let relay = BehaviorRelay(value: 1)
        XCTAssertFalse(DependencyTracker.isTracking)
        XCTAssertEqual(relay.tracked, 1)
        let probe = Computed { DependencyTracker.isTracking }
        XCTAssertTrue(probe.value)
    }
}
