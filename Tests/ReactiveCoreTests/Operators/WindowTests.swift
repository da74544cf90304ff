import BindingTesting
import ReactiveCore
import XCTest

final class WindowTests: XCTestCase {
    /// RxSwift's own timeline: a window closes after 3 values or 70 ticks,
    /// whichever comes first, and the next opens at once.
    func testWindowClosesByCountOrTime() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
        ])
        let result = scheduler.start {
            source.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
                .enumerated()
                .map { index, window in window.map { "\(index) \($0)" } }
                .merge()
        }
        XCTAssertEqual(result.events, [
            .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
            .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"), .completed(600),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 600)])
    }

    /// Windows open at subscription, on every count and every time span,
    /// including empty ones; each window is complete before the next arrives.
    func testWindowBoundaries() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(290)])
        let result = scheduler.start {
            source.window(timeSpan: .seconds(30), count: 2, scheduler: scheduler).flatMap { $0.toArray() }
        }
        XCTAssertEqual(result.events, [.next(220, [1, 2]), .next(250, []), .next(280, []), .next(290, []), .completed(290)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testWindowFailureReachesTheOpenWindowThenTheResult() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OpsError.boom)])
        let windowEvents = scheduler.createObserver(Int.self)
        let outer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = source.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler).subscribe(onNext: { window in
                _ = window.subscribe(windowEvents)
            }, onError: { _ in outer.onNext(0) })
        }
        scheduler.start()
        XCTAssertEqual(windowEvents.events, [.next(210, 1), .error(220, OpsError.boom)])
        XCTAssertEqual(outer.events, [.next(220, 0)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testWindowDisposalReleasesSourceAndTimer() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(600, 2)])
        let result = scheduler.start(disposed: 300) {
            source.window(timeSpan: .seconds(40), count: 10, scheduler: scheduler).flatMap { $0 }
        }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(scheduler.pendingCount, 0)

        let bad = OpsRecorder<Observable<Int>>()
        _ = Observable<Int>.never().window(timeSpan: .seconds(1), count: 0, scheduler: scheduler).subscribe(bad.observer)
        XCTAssertEqual(bad.error as? RxError, .argumentOutOfRange)
    }

    /// The timer fires on a queue while values arrive on another thread.
    func testWindowAcrossThreads() {
        let scheduler = SerialDispatchQueueScheduler(queue: DispatchQueue(label: "window-timer"))
        let source = PublishSubject<Int>()
        let total = OpsCounter()
        let windows = OpsCounter()
        let subscription = source.window(timeSpan: .milliseconds(1), count: 7, scheduler: scheduler)
            .flatMap { window -> Observable<Int> in
                windows.increment()
                return window
            }
            .subscribe(onNext: { _ in total.increment() })
        for value in 0..<5000 { source.onNext(value) }
        source.onCompleted()
        subscription.dispose()
        XCTAssertEqual(total.value, 5000)
        XCTAssertGreaterThanOrEqual(windows.value, 5000 / 7)
    }
}
