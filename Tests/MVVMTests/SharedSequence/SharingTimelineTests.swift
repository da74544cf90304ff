import BindingTesting
import MVVM
import ReactiveCore
import XCTest

/// Driver-style sharing (`share(replay: 1, scope: .whileConnected)`) checked on
/// a cold observable: its `subscriptions` show how often upstream was started.
final class SharingTimelineTests: XCTestCase {
    private func runThreeSubscribers(
        on scheduler: TestScheduler,
        _ shared: Observable<String>
    ) -> (TestableObserver<String>, TestableObserver<String>, TestableObserver<String>) {
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        let third = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(215) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(225) { subscriptions[0].dispose() }
        scheduler.scheduleAt(235) { subscriptions[1].dispose() }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(third)) }
        scheduler.scheduleAt(340) { subscriptions[2].dispose() }
        scheduler.start()
        return (first, second, third)
    }

    func testOneUpstreamForTwoSubscribersAndAFreshOneAfterTheLastLeaves() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .next(30, "c")])
        let shared = cold.share(replay: 1, scope: .whileConnected)
        let (first, second, third) = runThreeSubscribers(on: scheduler, shared)

        XCTAssertEqual(first.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(second.events, [.next(215, "a"), .next(220, "b"), .next(230, "c")], "replays the latest value")
        XCTAssertEqual(third.events, [.next(310, "a"), .next(320, "b"), .next(330, "c")], "restarts without the stale value")
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 235), Subscription(300, 340)])
    }

    func testDriverSharesTheSameWay() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .next(30, "c")])
        let driver = cold.asDriver(onErrorJustReturn: "failed")
        let (first, second, third) = runThreeSubscribers(on: scheduler, driver.asObservable())

        XCTAssertEqual(first.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(second.events, [.next(215, "a"), .next(220, "b"), .next(230, "c")])
        XCTAssertEqual(third.events, [.next(310, "a"), .next(320, "b"), .next(330, "c")])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 235), Subscription(300, 340)])
    }

    func testSignalSharesWithoutReplay() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .next(30, "c")])
        let signal = cold.asSignal(onErrorJustReturn: "failed")
        let (first, second, third) = runThreeSubscribers(on: scheduler, signal.asObservable())

        XCTAssertEqual(first.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(second.events, [.next(220, "b"), .next(230, "c")])
        XCTAssertEqual(third.events, [.next(310, "a"), .next(320, "b"), .next(330, "c")])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 235), Subscription(300, 340)])
    }

    func testDriverTurnsAnErrorIntoItsFallbackValue() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, "a"), .error(20, TimeTestError.boom)])
        let result = scheduler.start { cold.asDriver(onErrorJustReturn: "failed") }
        XCTAssertEqual(result.events, [.next(210, "a"), .next(220, "failed"), .completed(220)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 220)])
    }
}
