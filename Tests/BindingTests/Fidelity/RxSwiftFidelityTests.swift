import Binding
import BindingTesting
import XCTest

/// Timelines on which an implementation easily differs from RxSwift. Each
/// test states RxSwift's behaviour, taken from RxSwift's own operator sources
/// and test timelines.
final class RxSwiftFidelityTests: XCTestCase {
    // MARK: combineLatest / zip over collections

    func testCombineLatestOfNoSourcesSendsTheSelectorsResultOnceThenCompletes() {
        let scheduler = TestScheduler()
        let result = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count + 7 } }
        XCTAssertEqual(result.events, [.next(200, 7), .completed(200)])
    }

    func testCombineLatestOfNoSourcesFailsWhenTheSelectorThrows() {
        let scheduler = TestScheduler()
        let result = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw OpsError.boom }
        }
        XCTAssertEqual(result.events, [.error(200, OpsError.boom)])
    }

    /// RxSwift's `testZip_NAry_asymmetric`: the first source completes with an
    /// empty queue at 270 (the others still run); the third completes at 300;
    /// at 310 the second sends a value nothing can pair, and the zip completes
    /// there, releasing the second source instead of waiting for it to end.
    func testZipOfACollectionCompletesWhenAValueCannotBePaired() {
        let scheduler = TestScheduler()
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
        let e1 = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
        ])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])
        let result = scheduler.start { Observable.zip([e0, e1, e2]) }
        XCTAssertEqual(result.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 300)])
    }

    /// The fixed arities keep RxSwift's other rule (`testZip_EmptyNonEmpty`):
    /// they complete when the last source completes.
    func testZipOfTwoWaitsForTheLastCompletion() {
        let scheduler = TestScheduler()
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let result = scheduler.start { Observable.zip(e, o) { $0 + $1 } }
        XCTAssertEqual(result.events, [.completed(220)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
    }

    // MARK: share

    /// `.forever` is `multicast(ReplaySubject).refCount()`: the upstream is
    /// released when the last subscriber leaves and subscribed again for the
    /// next one, who first gets the kept replay.
    func testShareForeverReconnectsForTheNextSubscriberAfterReplayingTheKeptValue() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .next(30, "c")])
        let shared = cold.share(replay: 1, scope: .forever)
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

        XCTAssertEqual(first.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(second.events, [.next(215, "a"), .next(220, "b"), .next(230, "c")])
        XCTAssertEqual(third.events, [.next(300, "c"), .next(310, "a"), .next(320, "b"), .next(330, "c")])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 235), Subscription(300, 340)])
    }

    /// After a terminal event `.forever` keeps the subject's replay and end:
    /// a later subscriber gets them at once and the source is not restarted.
    func testShareForeverReplaysTheEndToLateSubscribersWithoutRestarting() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let shared = cold.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, "a"), .completed(220)])
        XCTAssertEqual(late.events, [.next(300, "a"), .completed(300)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 220)])
    }

    func testShareForeverWithoutReplaySendsOnlyTheEndToLateSubscribers() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .error(20, OpsError.boom)])
        let shared = cold.share(scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(220, OpsError.boom)])
        XCTAssertEqual(late.events, [.error(300, OpsError.boom)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 220)])
    }

    /// `.whileConnected` drops the connection before delivering the terminal
    /// event: `retry` on a shared sequence resubscribes to a fresh connection
    /// each time instead of getting the dying one's replay and error again.
    func testRetryOnAWhileConnectedShareStartsAFreshConnectionPerAttempt() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .error(20, OpsError.boom)])
        let result = scheduler.start { cold.share(replay: 1).retry(3) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, OpsError.boom)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testResubscribingFromACompletionHandlerOfAWhileConnectedShareRestartsTheSource() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, "x"), .completed(20)])
        let shared = cold.share(replay: 1)
        let again = scheduler.createObserver(String.self)
        var received: [String] = []
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(onNext: { received.append($0) }, onCompleted: { _ = shared.subscribe(again) })
        }
        scheduler.start()
        XCTAssertEqual(received, ["x"])
        XCTAssertEqual(again.events, [.next(230, "x"), .completed(240)], "no replay of the finished connection")
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    // MARK: take(until:)

    func testTakeUntilReleasesATriggerThatCompletesWithoutAValue() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let trigger = scheduler.createHotObservable([.completed(220, Int.self)])
        let result = scheduler.start { source.take(until: trigger) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntilStillStopsAtTheTriggersValue() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(220, "stop")])
        let result = scheduler.start { source.take(until: trigger) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    // MARK: create

    /// A created sequence's resources go as soon as it sends its terminal
    /// event, even while an operator further down still holds the completion
    /// (here `delay`).
    func testCreateDisposesItsResourcesAtTheTerminalEvent() {
        let scheduler = TestScheduler()
        var disposedAt: [TestTime] = []
        let created = Observable<Int>.create { observer in
            observer.onNext(1)
            let end = scheduler.scheduleAfter(ticks: 5) { observer.onCompleted() }
            return Disposables.create {
                end.dispose()
                disposedAt.append(scheduler.clock)
            }
        }
        let result = scheduler.start { created.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(250, 1), .completed(255)])
        XCTAssertEqual(disposedAt, [205])
    }

    func testCreateDisposesItsResourcesOnceWhenTheTerminalEventIsSentDuringSubscribe() {
        let scheduler = TestScheduler()
        var disposals = 0
        let created = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(OpsError.boom)
            observer.onNext(2)
            return Disposables.create { disposals += 1 }
        }
        let result = scheduler.start { created }
        XCTAssertEqual(result.events, [.next(200, 1), .error(200, OpsError.boom)])
        XCTAssertEqual(disposals, 1)
    }

    func testCreateDropsEventsAfterItsTerminalEvent() {
        var forward: AnyObserver<Int>?
        let created = Observable<Int>.create { observer in
            forward = observer
            return Disposables.create()
        }
        let recorder = OpsRecorder<Int>()
        // `catch` swallows the error, so the subscription downstream stays open.
        let subscription = created.catch { _ in Observable<Int>.never() }
            .subscribe(onNext: { recorder.record(.next($0)) })
        forward?.onNext(1)
        forward?.onError(OpsError.boom)
        forward?.onNext(2)
        XCTAssertEqual(recorder.values, [1])
        subscription.dispose()
    }

    func testCreateDisposedBeforeItsTerminalEventDisposesItsResourcesOnce() {
        var disposals = 0
        var forward: AnyObserver<Int>?
        let created = Observable<Int>.create { observer in
            forward = observer
            return Disposables.create { disposals += 1 }
        }
        let recorder = OpsRecorder<Int>()
        let subscription = created.subscribe(recorder.observer)
        forward?.onNext(1)
        subscription.dispose()
        forward?.onNext(2)
        forward?.onCompleted()
        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertEqual(disposals, 1)
    }
}

/// RxSwift's own `share` timelines (its `test_forever_completed` and
/// `test_whileConnected_completed`): two subscribers that subscribe again from
/// their completion handler, then a late one, for replay 0 to 4.
final class ShareResubscriptionTimelineTests: XCTestCase {
    private struct Run {
        var first: TestableObserver<Int>
        var firstAgain: TestableObserver<Int>
        var second: TestableObserver<Int>
        var secondAgain: TestableObserver<Int>
        var late: TestableObserver<Int>
        var source: TestableObservable<Int>
    }

    private func run(replay: Int, scope: SubjectLifetimeScope) -> Run {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
            .completed(330), .next(340, -1), .next(550, 7),
        ])
        let first = scheduler.createObserver(Int.self)
        let firstAgain = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let secondAgain = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let shared = source.share(replay: replay, scope: scope)
        var subscription1: Disposable?
        var subscription2: Disposable?
        var subscription3: Disposable?
        scheduler.scheduleAt(200) {
            subscription1 = shared.subscribe { event in
                first.on(event)
                if event.isStopEvent { subscription1 = shared.subscribe(firstAgain) }
            }
        }
        scheduler.scheduleAt(300) {
            subscription2 = shared.subscribe { event in
                second.on(event)
                if event.isStopEvent { subscription2 = shared.subscribe(secondAgain) }
            }
        }
        scheduler.scheduleAt(350) { subscription1?.dispose() }
        scheduler.scheduleAt(400) { subscription2?.dispose() }
        scheduler.scheduleAt(500) { subscription3 = shared.subscribe(late) }
        scheduler.scheduleAt(600) { subscription3?.dispose() }
        scheduler.start()
        return Run(first: first, firstAgain: firstAgain, second: second, secondAgain: secondAgain, late: late, source: source)
    }

    func testWhileConnectedResubscriptionsFromTheCompletionHandlerShareOneFreshConnection() {
        for replay in 0..<5 {
            let run = run(replay: replay, scope: .whileConnected)
            XCTAssertEqual(run.first.events, [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6), .completed(330),
            ])
            XCTAssertEqual(run.firstAgain.events, [.next(340, -1)], "replay \(replay)")
            XCTAssertEqual(run.secondAgain.events, [.next(340, -1)], "replay \(replay)")
            let replayed = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
            XCTAssertEqual(run.second.events, replayed + [.next(320, 6), .completed(330)], "replay \(replay)")
            XCTAssertEqual(run.late.events, [.next(550, 7)], "replay \(replay)")
            XCTAssertEqual(run.source.subscriptions, [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)])
        }
    }

    func testForeverResubscriptionsFromTheCompletionHandlerGetTheKeptReplayAndEnd() {
        for replay in 0..<5 {
            let run = run(replay: replay, scope: .forever)
            XCTAssertEqual(run.first.events, [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6), .completed(330),
            ])
            let replayedAtEnd = (0..<replay).map { Recorded.next(330, 7 - replay + $0) }
            XCTAssertEqual(run.firstAgain.events, replayedAtEnd + [.completed(330)], "replay \(replay)")
            XCTAssertEqual(run.secondAgain.events, replayedAtEnd + [.completed(330)], "replay \(replay)")
            let replayed = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
            XCTAssertEqual(run.second.events, replayed + [.next(320, 6), .completed(330)], "replay \(replay)")
            let replayedLate = (0..<replay).map { Recorded.next(500, 7 - replay + $0) }
            XCTAssertEqual(run.late.events, replayedLate + [.completed(500)], "replay \(replay)")
            XCTAssertEqual(run.source.subscriptions, [Subscription(200, 330)])
        }
    }
}
