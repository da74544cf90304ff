import BindingTesting
import ReactiveCore
import XCTest

final class LimitedFlatteningTests: XCTestCase {
    // MARK: flatMapFirst

    /// RxSwift's own timeline: inner sequences arriving while one runs are
    /// never subscribed; the result completes after the outer and the last inner.
    func testFlatMapFirstIgnoresValuesWhileAnInnerSequenceRuns() {
        let scheduler = TestScheduler()
        let first = scheduler.createColdObservable([
            .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), .completed(460),
        ])
        let ignored1 = scheduler.createColdObservable([.next(180, 202), .next(190, 203), .completed(205)])
        let ignored2 = scheduler.createColdObservable([.next(10, 301), .next(50, 302), .completed(410)])
        let ignored3 = scheduler.createColdObservable([.completed(40, Int.self)])
        let last = scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)])
        let outer = scheduler.createHotObservable([
            .next(300, first), .next(400, ignored1), .next(550, ignored2), .next(750, ignored3), .next(850, last), .completed(900),
        ])
        let result = scheduler.start { outer.flatMapFirst { $0 } }
        XCTAssertEqual(result.events, [
            .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
            .next(930, 401), .next(940, 402), .completed(950),
        ])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(first.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(ignored1.subscriptions, [])
        XCTAssertEqual(ignored2.subscriptions, [])
        XCTAssertEqual(ignored3.subscriptions, [])
        XCTAssertEqual(last.subscriptions, [Subscription(850, 950)])
    }

    func testFlatMapFirstInnerFailureFailsAndReleasesTheOuter() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(10, 1), .error(20, OpsError.boom)])
        let outer = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .completed(500)])
        let result = scheduler.start { outer.flatMapFirst { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 1), .error(230, OpsError.boom)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapFirstOuterFailureAndThrowingSelector() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(10, 1)])
        let outer = scheduler.createHotObservable([.next(210, 0), .error(250, OpsError.boom)])
        let result = scheduler.start { outer.flatMapFirst { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 1), .error(250, OpsError.boom)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])

        let recorder = OpsRecorder<Int>()
        _ = Observable.of(1, 2).flatMapFirst { value -> Observable<Int> in
            if value == 2 { throw OpsError.other }
            return .just(value)
        }.subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(1), .error(OpsError.other)])
    }

    func testFlatMapFirstDisposalReleasesOuterAndInner() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(10, 1)])
        let outer = scheduler.createHotObservable([.next(210, 0), .next(300, 1)])
        let result = scheduler.start(disposed: 400) { outer.flatMapFirst { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 1)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 400)])
    }

    /// Inner sequences that complete synchronously free the slot at once, so
    /// every outer value gets through; an outer value sent from inside the
    /// running inner's delivery (reentrancy) is ignored.
    func testFlatMapFirstSynchronousInnersAndReentrancy() {
        let recorder = OpsRecorder<Int>()
        _ = Observable.of(1, 2, 3).flatMapFirst { Observable.just($0 * 10) }.subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(10), .next(20), .next(30), .completed])

        let taps = PublishSubject<Int>()
        let request = PublishSubject<String>()
        let reentrant = OpsRecorder<String>()
        let subscription = taps.flatMapFirst { tap in request.map { "\(tap):\($0)" } }.subscribe(AnyObserver { event in
            reentrant.record(event)
            if case .next("1:a") = event { taps.onNext(2) }
        })
        taps.onNext(1)
        request.onNext("a")
        request.onCompleted()
        taps.onNext(3)
        XCTAssertEqual(reentrant.events, [.next("1:a")])
        XCTAssertTrue(request.hasObservers == false)
        subscription.dispose()
        XCTAssertFalse(taps.hasObservers)
    }

    // MARK: merge(maxConcurrent:)

    /// RxSwift's own timeline for two at a time: the third and fourth inner
    /// sequences wait for earlier ones to complete.
    func testMergeMaxConcurrentQueuesTheRest() {
        let scheduler = TestScheduler()
        let ys1 = scheduler.createColdObservable([.next(50, 1), .next(100, 2), .next(120, 3), .completed(140)])
        let ys2 = scheduler.createColdObservable([.next(20, 4), .next(70, 5), .completed(200)])
        let ys3 = scheduler.createColdObservable([.next(10, 6), .next(90, 7), .next(110, 8), .completed(130)])
        let ys4 = scheduler.createColdObservable([.next(210, 9), .next(240, 10), .completed(300)])
        let outer = scheduler.createHotObservable([.next(210, ys1), .next(260, ys2), .next(270, ys3), .next(320, ys4), .completed(400)])
        let result = scheduler.start { outer.merge(maxConcurrent: 2) }
        XCTAssertEqual(result.events, [
            .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
            .next(440, 7), .next(460, 8), .next(670, 9), .next(700, 10), .completed(760),
        ])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 350)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(260, 460)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(350, 480)])
        XCTAssertEqual(ys4.subscriptions, [Subscription(460, 760)])
    }

    func testMergeMaxConcurrentFailureAndDisposal() {
        let scheduler = TestScheduler()
        let running = scheduler.createColdObservable([.next(10, 1)])
        let failing = scheduler.createColdObservable([.error(20, OpsError.boom, Int.self)])
        let waiting = scheduler.createColdObservable([.next(5, 3)])
        let outer = scheduler.createHotObservable([.next(210, running), .next(220, failing), .next(230, waiting)])
        let result = scheduler.start { outer.merge(maxConcurrent: 2) }
        XCTAssertEqual(result.events, [.next(220, 1), .error(240, OpsError.boom)])
        XCTAssertEqual(running.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(waiting.subscriptions, [])

        let disposedEarly = scheduler.createColdObservable([.next(10, 1)])
        let outer2 = scheduler.createHotObservable([.next(1100, disposedEarly)])
        let early = scheduler.start(created: 1000, subscribed: 1050, disposed: 1200) { outer2.merge(maxConcurrent: 1) }
        XCTAssertEqual(early.events, [.next(1110, 1)])
        XCTAssertEqual(disposedEarly.subscriptions, [Subscription(1100, 1200)])
    }

    /// Many inner sequences that complete synchronously run in a loop (no
    /// stack growth), one at a time, in order; a bad limit is a clear error.
    func testMergeMaxConcurrentSynchronousInnersAndBadLimit() {
        let recorder = OpsRecorder<Int>()
        _ = Observable.from(0..<20_000).map { Observable.just($0) }.merge(maxConcurrent: 1).subscribe(recorder.observer)
        XCTAssertEqual(recorder.values, Array(0..<20_000))
        XCTAssertTrue(recorder.isCompleted)

        let bad = OpsRecorder<Int>()
        _ = Observable.just(Observable.just(1)).merge(maxConcurrent: 0).subscribe(bad.observer)
        XCTAssertEqual(bad.events, [.error(RxError.argumentOutOfRange)])

        let empty = OpsRecorder<Int>()
        _ = Observable<Observable<Int>>.empty().merge(maxConcurrent: 1).subscribe(empty.observer)
        XCTAssertEqual(empty.events, [.completed])
    }
}
