import BindingTesting
import ReactiveCore
import XCTest

final class IntervalTimerTests: XCTestCase {
    func testIntervalCountsEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler()
        let result = scheduler.start(disposed: 245) { Observable<Int>.interval(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
        XCTAssertEqual(scheduler.pendingCount, 0, "disposal stopped the periodic timer")
    }

    func testIntervalWorksWithOtherIntegerTypes() {
        let scheduler = TestScheduler()
        let result = scheduler.start(disposed: 225) { Observable<UInt8>.interval(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 0), .next(220, 1)])
    }

    func testEachIntervalSubscriptionCountsFromZero() {
        let scheduler = TestScheduler()
        let interval = Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(2)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(0) { _ = interval.subscribe(first) }
        scheduler.scheduleAt(5) { _ = interval.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(10, 0), .next(20, 1), .completed(20)])
        XCTAssertEqual(second.events, [.next(15, 0), .next(25, 1), .completed(25)])
    }

    func testTimerSendsZeroThenCompletes() {
        let scheduler = TestScheduler()
        let result = scheduler.start { Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(230, 0), .completed(230)])
    }

    func testTimerWithAPeriodKeepsCounting() {
        let scheduler = TestScheduler()
        let result = scheduler.start(disposed: 230) {
            Observable<Int>.timer(.seconds(5), period: .seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(205, 0), .next(215, 1), .next(225, 2)])
    }

    func testDisposedTimerNeverFires() {
        let scheduler = TestScheduler()
        let result = scheduler.start(disposed: 220) { Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(scheduler.clock, 220)
    }
}
