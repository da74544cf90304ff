import BindingTesting
import ReactiveCore
import XCTest

final class DebounceTests: XCTestCase {
    func testBurstOfTypingRunsOneQuery() {
        let scheduler = TestScheduler(resolution: .milliseconds(1))
        let typing = scheduler.createHotObservable([
            .next(210, "s"), .next(260, "sw"), .next(330, "swi"), .next(400, "swif"), .next(480, "swift"),
        ])
        var queries: [String] = []
        let result = scheduler.start(disposed: 2000) {
            typing
                .debounce(.milliseconds(300), scheduler: scheduler)
                .map { text -> String in
                    queries.append(text)
                    return "results for \(text)"
                }
        }
        XCTAssertEqual(queries, ["swift"])
        XCTAssertEqual(result.events, [.next(780, "results for swift")])
    }

    func testEachPauseLetsTheLatestValueThrough() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(219, 3), .next(250, 4), .next(270, 5), .next(275, 6), .completed(400),
        ])
        let result = scheduler.start { input.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(229, 3), .next(260, 4), .next(285, 6), .completed(400)])
        XCTAssertEqual(input.subscriptions, [Subscription(200, 400)])
    }

    func testCompletionSendsTheWaitingValueAtOnce() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .completed(215)])
        let result = scheduler.start { input.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(215, 2), .completed(215)])
    }

    func testErrorIsSentAtOnceAndDropsTheWaitingValue() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .error(235, TimeTestError.boom)])
        let result = scheduler.start { input.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 1), .error(235, TimeTestError.boom)])
        XCTAssertEqual(input.subscriptions, [Subscription(200, 235)])
    }

    func testDisposalCancelsTheWaitingValue() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .next(40, 2)])
        let result = scheduler.start(disposed: 245) { cold.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 1)], "the value of 240 was still waiting at 245")
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 245)])
        XCTAssertEqual(scheduler.clock, 245, "no timer was left to run after the disposal")
    }

    func testEachSubscriptionDebouncesOnItsOwn() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, 1), .next(222, 2), .next(226, 3)])
        let debounced = input.debounce(.seconds(5), scheduler: scheduler)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = debounced.subscribe(early) }
        scheduler.scheduleAt(224) { _ = debounced.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(215, 1), .next(231, 3)])
        XCTAssertEqual(late.events, [.next(231, 3)])
    }
}
