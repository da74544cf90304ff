import BindingTesting
import ReactiveCore
import XCTest

final class TimeoutTests: XCTestCase {
    func testValuesInTimePassThrough() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = source.timeout(.seconds(15), scheduler: scheduler).subscribe(result) }
        scheduler.advance(to: 231)
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(scheduler.pendingCount, 0, "the completion cancelled the timer due at 235")
    }

    func testFailsWhenTheNextValueIsLate() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let result = scheduler.start { source.timeout(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(225, RxError.timeout)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
    }

    func testTheTimeCountsFromTheSubscription() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(300, 1)])
        let result = scheduler.start { source.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.error(250, RxError.timeout)])
    }

    func testErrorOfTheSourcePassesThrough() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TimeTestError.boom)])
        let result = scheduler.start { source.timeout(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TimeTestError.boom)])
    }

    func testSwitchesToTheOtherSequence() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let other = scheduler.createColdObservable([.next(5, 100), .completed(10)])
        let result = scheduler.start { source.timeout(.seconds(15), other: other, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 100), .completed(235)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(225, 235)])
    }

    func testDisposalCancelsTheTimer() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1)])
        let other = scheduler.createColdObservable([.next(0, 100)])
        let result = scheduler.start(disposed: 220) { cold.timeout(.seconds(50), other: other, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [])
        XCTAssertEqual(scheduler.clock, 220)
    }
}
