import BindingTesting
import ReactiveCore
import XCTest

final class RecordedTests: XCTestCase {
    private struct Described: Error, CustomStringConvertible {
        let text: String
        var description: String { text }
    }

    func testRecordedEventsCompareTimeAndEvent() {
        XCTAssertEqual(Recorded.next(10, 1), Recorded.next(10, 1))
        XCTAssertNotEqual(Recorded.next(10, 1), Recorded.next(11, 1))
        XCTAssertNotEqual(Recorded.next(10, 1), Recorded.next(10, 2))
        XCTAssertNotEqual(Recorded.next(10, 1), Recorded.completed(10))
        XCTAssertEqual(Recorded<Event<Int>>.completed(10), .completed(10))
        XCTAssertEqual(Recorded(time: 3, value: "x"), Recorded(time: 3, value: "x"))
    }

    func testEquatableErrorsCompareWithTheirEquality() {
        let boom: Event<Int> = .error(TimeTestError.boom)
        XCTAssertEqual(boom, .error(TimeTestError.boom))
        XCTAssertNotEqual(boom, .error(TimeTestError.other))
        XCTAssertNotEqual(boom, .error(RxError.timeout), "different error types never match")
        XCTAssertNotEqual(boom, .completed)
    }

    func testOtherErrorsCompareByTypeAndDescription() {
        let first: Event<Int> = .error(Described(text: "disk full"))
        XCTAssertEqual(first, .error(Described(text: "disk full")))
        XCTAssertNotEqual(first, .error(Described(text: "no network")))
    }

    func testDescriptionsAreReadable() {
        XCTAssertEqual(Recorded.next(210, "a").debugDescription, "next(a) @ 210")
        XCTAssertEqual(Subscription(200, 300).debugDescription, "(200 - 300)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200 - ∞)")
        XCTAssertTrue(Subscription(200).isActive)
        XCTAssertFalse(Subscription(200, 300).isActive)
    }
}
