import BindingTesting
import ReactiveCore
import XCTest

final class ElementAtTests: XCTestCase {
    // MARK: first

    func testFirstSendsTheFirstValueCompletesAndReleasesTheSource() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let result = scheduler.start { input.first() }
        XCTAssertEqual(result.events, [.next(210, Optional(2)), .completed(210)])
        XCTAssertEqual(input.subscriptions, [Subscription(200, 210)])
    }

    func testFirstOfAnEmptySequenceIsNil() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        let result = scheduler.start { input.first() }
        XCTAssertEqual(result.events, [.next(250, Int?.none), .completed(250)])
    }

    func testFirstFailureAndDisposal() {
        let scheduler = TestScheduler()
        let failing = scheduler.createHotObservable([.error(210, OpsError.boom, Int.self)])
        XCTAssertEqual(scheduler.start { failing.first() }.events, [.error(210, OpsError.boom)])

        let silent = scheduler.createHotObservable([.next(1500, 1)])
        let disposed = scheduler.start(created: 1000, subscribed: 1100, disposed: 1200) { silent.first() }
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(silent.subscriptions, [Subscription(1100, 1200)])
    }

    // MARK: element(at:)

    func testElementAtSendsTheValueAtTheIndexAndCompletes() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([
            .next(280, 42), .next(360, 43), .next(470, 44), .next(550, 45), .completed(600),
        ])
        let result = scheduler.start { input.element(at: 2) }
        XCTAssertEqual(result.events, [.next(470, 44), .completed(470)])
        XCTAssertEqual(input.subscriptions, [Subscription(200, 470)])
    }

    func testElementAtPastTheEndOrNegativeIsArgumentOutOfRange() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(280, 42), .completed(320)])
        XCTAssertEqual(scheduler.start { input.element(at: 3) }.events, [.error(320, RxError.argumentOutOfRange)])

        let recorder = OpsRecorder<Int>()
        _ = Observable.of(1, 2).element(at: -1).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.error(RxError.argumentOutOfRange)])
    }

    func testElementAtFailureBeforeTheIndex() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(280, 42), .error(300, OpsError.boom)])
        XCTAssertEqual(scheduler.start { input.element(at: 1) }.events, [.error(300, OpsError.boom)])
    }

    // MARK: takeLast

    func testTakeLastSendsTheLastValuesAtCompletion() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([
            .next(180, 1), .next(210, 2), .next(250, 3), .next(270, 4), .next(310, 5), .completed(350),
        ])
        let result = scheduler.start { input.takeLast(3) }
        XCTAssertEqual(result.events, [.next(350, 3), .next(350, 4), .next(350, 5), .completed(350)])
        XCTAssertEqual(input.subscriptions, [Subscription(200, 350)])
    }

    func testTakeLastWithFewerValuesOrZero() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        XCTAssertEqual(scheduler.start { input.takeLast(5) }.events, [.next(300, 2), .completed(300)])
        let zero = scheduler.createHotObservable([.next(1110, 2), .completed(1200)])
        XCTAssertEqual(scheduler.start(created: 1000, subscribed: 1100, disposed: 2000) { zero.takeLast(0) }.events, [.completed(1200)])
    }

    func testTakeLastFailureDropsTheBufferAndDisposalSendsNothing() {
        let scheduler = TestScheduler()
        let failing = scheduler.createHotObservable([.next(210, 2), .error(300, OpsError.boom)])
        XCTAssertEqual(scheduler.start { failing.takeLast(2) }.events, [.error(300, OpsError.boom)])

        let endless = scheduler.createHotObservable([.next(1110, 2)])
        let disposed = scheduler.start(created: 1000, subscribed: 1100, disposed: 1200) { endless.takeLast(2) }
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(endless.subscriptions, [Subscription(1100, 1200)])
    }

    /// Disposing from inside the delivery of a buffered value stops the rest.
    func testTakeLastDisposalDuringDelivery() {
        let recorder = OpsRecorder<Int>()
        let source = PublishSubject<Int>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.takeLast(3).subscribe(AnyObserver { event in
            recorder.record(event)
            if case .next(3) = event { subscription.dispose() }
        }))
        for value in 1...4 { source.onNext(value) }
        source.onCompleted()
        XCTAssertEqual(recorder.events, [.next(2), .next(3)])
        XCTAssertFalse(source.hasObservers)
    }

    // MARK: ifEmpty

    func testIfEmptyDefaultSendsTheDefaultOnlyForAnEmptySequence() {
        let scheduler = TestScheduler()
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(420, Int.self)])
        XCTAssertEqual(scheduler.start { empty.ifEmpty(default: 99) }.events, [.next(420, 99), .completed(420)])

        let nonEmpty = scheduler.createHotObservable([.next(1280, 42), .completed(1420)])
        let passed = scheduler.start(created: 1000, subscribed: 1200, disposed: 2000) { nonEmpty.ifEmpty(default: 99) }
        XCTAssertEqual(passed.events, [.next(1280, 42), .completed(1420)])

        let failing = scheduler.createHotObservable([.error(2220, OpsError.boom, Int.self)])
        let failed = scheduler.start(created: 2000, subscribed: 2100, disposed: 3000) { failing.ifEmpty(default: 99) }
        XCTAssertEqual(failed.events, [.error(2220, OpsError.boom)])
    }

    func testIfEmptySwitchToSubscribesTheOtherOnlyWhenEmpty() {
        let scheduler = TestScheduler()
        let empty = scheduler.createHotObservable([.completed(230, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
        let result = scheduler.start { empty.ifEmpty(switchTo: other) }
        XCTAssertEqual(result.events, [.next(240, 7), .next(250, 8), .completed(260)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(230, 260)])

        let nonEmpty = scheduler.createHotObservable([.next(1210, 1), .completed(1230)])
        let unused = scheduler.createColdObservable([.next(10, 7)])
        let passed = scheduler.start(created: 1000, subscribed: 1100, disposed: 2000) { nonEmpty.ifEmpty(switchTo: unused) }
        XCTAssertEqual(passed.events, [.next(1210, 1), .completed(1230)])
        XCTAssertEqual(unused.subscriptions, [])
    }

    func testIfEmptySwitchToDisposalReleasesTheOther() {
        let scheduler = TestScheduler()
        let empty = scheduler.createHotObservable([.completed(230, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 7), .next(500, 8)])
        let result = scheduler.start(disposed: 300) { empty.ifEmpty(switchTo: other) }
        XCTAssertEqual(result.events, [.next(240, 7)])
        XCTAssertEqual(other.subscriptions, [Subscription(230, 300)])
    }
}
