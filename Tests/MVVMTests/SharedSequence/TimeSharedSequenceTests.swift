import BindingTesting
@testable import MVVM
import ReactiveCore
import XCTest

/// Driver and Signal time operators, driven by a virtual-time scheduler through
/// their internal scheduler overloads (the public ones use the main scheduler).
/// XCTest runs these on the main thread, so main-thread delivery is inline.
final class TimeSharedSequenceTests: XCTestCase {
    func testDebouncedDriverRunsOneQueryPerPauseAndSharesIt() {
        let scheduler = TestScheduler(resolution: .milliseconds(1))
        let typing = scheduler.createHotObservable([
            .next(210, "s"), .next(250, "sw"), .next(290, "swi"), .next(900, "swift"),
        ])
        var queries: [String] = []
        let results = typing.asDriver(onErrorJustReturn: "")
            .debounce(.milliseconds(300), scheduler: scheduler)
            .map { text -> String in
                queries.append(text)
                return text.uppercased()
            }
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = results.asObservable().subscribe(first) }
        scheduler.scheduleAt(700) { _ = results.asObservable().subscribe(second) }
        scheduler.advance(to: 2000)

        XCTAssertEqual(first.events, [.next(590, "SWI"), .next(1200, "SWIFT")])
        XCTAssertEqual(second.events, [.next(700, "SWI"), .next(1200, "SWIFT")], "a Driver replays its latest value")
        XCTAssertEqual(queries, ["swi", "swift"], "one query per pause, shared by both subscribers")
        XCTAssertEqual(typing.subscriptions, [Subscription(200)])
    }

    func testThrottledSignalKeepsTheLatestValueAndDoesNotReplay() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(214, 3), .next(230, 4)])
        let throttled = taps.asSignal(onErrorJustReturn: 0).throttle(.seconds(10), latest: true, scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = throttled.asObservable().subscribe(first) }
        scheduler.scheduleAt(225) { _ = throttled.asObservable().subscribe(late) }
        scheduler.advance(to: 300)

        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 3), .next(230, 4)])
        XCTAssertEqual(late.events, [.next(230, 4)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200)])
    }

    func testThrottledSignalWithoutLatestDropsValues() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(225, 3)])
        let result = scheduler.start {
            taps.asSignal(onErrorJustReturn: 0).throttle(.seconds(10), latest: false, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(225, 3)])
    }

    func testDelayedDriverShiftsValuesAndCompletion() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(0, "a"), .next(10, "b"), .completed(20)])
        let result = scheduler.start { source.asDriver(onErrorJustReturn: "").delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(205, "a"), .next(215, "b"), .completed(225)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testPublicOperatorsKeepTheTraitTypes() {
        let relay = BehaviorRelay(value: 1)
        let driver: Driver<Int> = relay.asDriver().debounce(.milliseconds(1)).throttle(.milliseconds(1)).delay(.milliseconds(1))
        let signal: Signal<Int> = relay.asSignal().debounce(.milliseconds(1)).throttle(.milliseconds(1), latest: false)
            .delay(.milliseconds(1))
        var received: [Int] = []
        let subscription = Disposables.create(
            driver.drive(onNext: { received.append($0) }),
            signal.emit(onNext: { received.append($0) })
        )
        subscription.dispose()
        XCTAssertEqual(received, [], "nothing arrives synchronously: the timers run on the main queue")
    }

    func testDriverIntervalIsSharedAndReplaysTheLatestCount() {
        let scheduler = TestScheduler()
        let ticks = Driver<Int>.interval(.seconds(10), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(ticks.asObservable().subscribe(first)) }
        scheduler.scheduleAt(225) { subscriptions.append(ticks.asObservable().subscribe(late)) }
        scheduler.scheduleAt(245) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
        XCTAssertEqual(late.events, [.next(225, 1), .next(230, 2), .next(240, 3)], "one shared timer, latest replayed")
        XCTAssertEqual(scheduler.pendingCount, 0, "the timer stopped when the last subscriber left")
    }

    func testSignalTimerSendsZeroThenCompletes() {
        let scheduler = TestScheduler()
        let result = scheduler.start { Signal<Int>.timer(.seconds(30), period: nil, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(230, 0), .completed(230)])
    }
}
