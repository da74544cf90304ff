import BindingTesting
import ReactiveCore
import XCTest

final class ThrottleTests: XCTestCase {
    private func input(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(218, 3), .next(240, 4), .next(245, 5), .completed(300),
        ])
    }

    func testLatestSendsFirstAtOnceThenTheLastOfEachPeriod() {
        let scheduler = TestScheduler()
        let source = input(scheduler)
        let result = scheduler.start { source.throttle(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 3), .next(240, 4), .next(250, 5), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testWithoutLatestDropsValuesDuringThePeriod() {
        let scheduler = TestScheduler()
        let source = input(scheduler)
        let result = scheduler.start { source.throttle(.seconds(10), latest: false, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(240, 4), .completed(300)])
    }

    func testAValueSentAtThePeriodEndStartsANewPeriod() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(225, 3), .next(231, 4)])
        let result = scheduler.start { source.throttle(.seconds(10), scheduler: scheduler) }
        // 2 is sent when the first period ends (220); 3 falls in the period it
        // starts and is sent at 230; 4 then waits for 240.
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
    }

    func testValuesAtLeastAPeriodApartAllPassAtOnce() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(235, 3)])
        let result = scheduler.start { source.throttle(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(235, 3)])
    }

    func testCompletionWaitsForTheLatestValue() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(216)])
        let result = scheduler.start { source.throttle(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(220)])
    }

    func testErrorIsSentAtOnceAndDropsTheLatestValue() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(216, TimeTestError.boom)])
        let result = scheduler.start { source.throttle(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(216, TimeTestError.boom)])
    }

    func testDisposalCancelsTheWaitingValue() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .next(15, 2)])
        let result = scheduler.start(disposed: 217) { cold.throttle(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 217)])
        XCTAssertEqual(scheduler.clock, 217, "the end-of-period timer was cancelled")
    }
}
