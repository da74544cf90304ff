import BindingTesting
import ReactiveCore
import XCTest

final class TestObservableTests: XCTestCase {
    func testHotObservableSendsAtAbsoluteTimesAndMissesEarlierEvents() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable([
            .next(150, "missed"), .next(210, "a"), .next(220, "b"), .completed(300), .next(310, "after end"),
        ])
        let result = scheduler.start { hot }
        XCTAssertEqual(result.events, [.next(210, "a"), .next(220, "b"), .completed(300)])
        XCTAssertEqual(result.elements, ["a", "b"])
        XCTAssertEqual(hot.subscriptions, [Subscription(200, 300)])
    }

    func testHotObservableSharesItsTimelineBetweenSubscribers() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable(.next(210, 1), .next(230, 2), .next(250, 3))
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(hot.subscribe(early)) }
        scheduler.scheduleAt(220) { subscriptions.append(hot.subscribe(late)) }
        scheduler.scheduleAt(240) { subscriptions[0].dispose() }
        scheduler.scheduleAt(260) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(late.events, [.next(230, 2), .next(250, 3)])
        XCTAssertEqual(hot.subscriptions, [Subscription(200, 240), Subscription(220, 260)])
    }

    func testColdObservablePlaysItsTimelineFromEachSubscription() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = cold.subscribe(first) }
        scheduler.scheduleAt(250) { _ = cold.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, "a"), .next(220, "b"), .completed(230)])
        XCTAssertEqual(second.events, [.next(260, "a"), .next(270, "b"), .completed(280)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 230), Subscription(250, 280)])
    }

    func testDisposingAColdSubscriptionCancelsItsPendingEvents() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let result = scheduler.start(disposed: 230) { cold }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(scheduler.clock, 230, "nothing was left to run after the disposal")
    }

    func testStandardRunCreatesSubscribesAndDisposesAtTheGivenTimes() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable([.next(55, 1), .next(65, 2), .next(75, 3)])
        var createdAt: TestTime?
        let result = scheduler.start(created: 50, subscribed: 60, disposed: 70) { () -> TestableObservable<Int> in
            createdAt = scheduler.clock
            return hot
        }
        XCTAssertEqual(createdAt, 50)
        XCTAssertEqual(result.events, [.next(65, 2)])
        XCTAssertEqual(hot.subscriptions, [Subscription(60, 70)])
    }

    func testStandardRunDisposesAt1000ByDefault() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable([.next(500, 1), .next(1000, 2), .next(1001, 3)])
        let result = scheduler.start { hot }
        XCTAssertEqual(result.events, [.next(500, 1), .next(1000, 2)], "the hot event at 1000 was scheduled before the disposal")
        XCTAssertEqual(hot.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorsAreRecorded() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(5, 1), .error(10, TimeTestError.boom)])
        let result = scheduler.start { cold }
        XCTAssertEqual(result.events, [.next(205, 1), .error(210, TimeTestError.boom)])
        XCTAssertNotEqual(result.events, [.next(205, 1), .error(210, TimeTestError.other)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 210)])
    }

    func testObserverRecordsEventsSentDirectly() {
        let scheduler = TestScheduler()
        let observer = scheduler.createObserver(Int.self)
        observer.onNext(1)
        scheduler.advance(to: 42)
        observer.onNext(2)
        observer.onCompleted()
        XCTAssertEqual(observer.events, [.next(0, 1), .next(42, 2), .completed(42)])
    }
}
