import Binding
import BindingTesting
import XCTest

/// `SharingScheduler.mock`: Driver and Signal time operators on virtual time
/// through the public API (RxCocoa's way of testing them). XCTest runs these
/// on the main thread, so main-thread delivery is inline.
final class SharingSchedulerTests: XCTestCase {
    func testMockedDebounceAndThrottleRunOnTheTestScheduler() {
        let scheduler = TestScheduler()
        let typing = scheduler.createHotObservable([.next(210, "s"), .next(215, "sw"), .next(260, "swift")])
        var debounced: TestableObserver<String>!
        var throttled: TestableObserver<String>!
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = typing.asDriver(onErrorJustReturn: "")
            debounced = scheduler.start(disposed: 400) { driver.debounce(.seconds(20)) }
        }
        XCTAssertEqual(debounced.events, [.next(235, "sw"), .next(280, "swift")])

        let second = TestScheduler()
        let taps = second.createHotObservable([.next(210, 1), .next(212, 2), .next(230, 3)])
        SharingScheduler.mock(scheduler: second) {
            let signal = taps.asSignal(onErrorJustReturn: 0).throttle(.seconds(10), latest: false).map { "\($0)" }
            throttled = second.start { signal }
        }
        XCTAssertEqual(throttled.events, [.next(210, "1"), .next(230, "3")])
    }

    func testMockedDelayIntervalAndTimer() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(0, "a"), .completed(10)])
        SharingScheduler.mock(scheduler: scheduler) {
            let delayed = scheduler.start { source.asDriver(onErrorJustReturn: "").delay(.seconds(5)) }
            XCTAssertEqual(delayed.events, [.next(205, "a"), .completed(215)])
        }
        let clock = TestScheduler()
        SharingScheduler.mock(scheduler: clock) {
            let ticks = clock.start(disposed: 235) { Driver<Int>.interval(.seconds(10)) }
            XCTAssertEqual(ticks.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        }
        let once = TestScheduler()
        SharingScheduler.mock(scheduler: once) {
            let fired = once.start { Signal<Int>.timer(.seconds(30)) }
            XCTAssertEqual(fired.events, [.next(230, 0), .completed(230)])
        }
    }

    func testMockRestoresTheMainSchedulerAfterwardsAndWhenTheActionThrows() {
        let scheduler = TestScheduler()
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() as AnyObject === MainScheduler.instance)
        XCTAssertThrowsError(try SharingScheduler.mock(scheduler: scheduler) { throw OpsError.boom })
        XCTAssertTrue(SharingScheduler.make() as AnyObject === MainScheduler.instance)
    }

    func testNestedMocksRestoreTheOuterScheduler() {
        let outer = TestScheduler()
        let inner = TestScheduler()
        SharingScheduler.mock(scheduler: outer) {
            SharingScheduler.mock(makeScheduler: { inner }) {
                XCTAssertTrue(SharingScheduler.make() as AnyObject === inner)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
        }
    }

    func testTheSchedulerIsChosenWhenTheOperatorIsApplied() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, 1)])
        var debounced: Driver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            debounced = input.asDriver(onErrorJustReturn: 0).debounce(.seconds(5))
        }
        let result = scheduler.start { debounced! }
        XCTAssertEqual(result.events, [.next(215, 1)], "subscribed after the mock ended, still on virtual time")
    }
}
