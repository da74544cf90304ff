import BindingTesting
import ReactiveCore
import XCTest

final class DelayTests: XCTestCase {
    func testValuesAndCompletionAreShiftedInTime() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(221, 3), .completed(230)])
        let result = scheduler.start { source.delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(225, 1), .next(235, 2), .next(236, 3), .completed(245)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)], "the source is released when it completes")
    }

    func testValuesDueAtTheSameTimeKeepTheirOrder() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(0, 1), .next(0, 2), .next(0, 3), .completed(0)])
        let result = scheduler.start { cold.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(205, 1), .next(205, 2), .next(205, 3), .completed(205)])
    }

    func testErrorIsSentAtOnceAndDropsWaitingValues() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(225, TimeTestError.boom)])
        let result = scheduler.start { source.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 1), .error(225, TimeTestError.boom)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
    }

    func testDisposalCancelsWaitingValues() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(60)])
        let result = scheduler.start(disposed: 240) { cold.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(230, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(scheduler.clock, 240, "no delivery was left to run after the disposal")
    }

    func testDelaySubscriptionSubscribesLater() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let result = scheduler.start { cold.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(240, 1), .completed(250)])
        XCTAssertEqual(cold.subscriptions, [Subscription(230, 250)])
    }

    func testDisposalBeforeADelayedSubscriptionNeverSubscribes() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1)])
        let result = scheduler.start(disposed: 220) { cold.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(cold.subscriptions, [])
    }
}
