import BindingTesting
import ReactiveCore
import XCTest

/// merge (static), withLatestFrom, startWith, amb.
final class CombiningTests: XCTestCase {
    // MARK: merge

    func testMergeSendsValuesAsTheyArriveAndCompletesWhenAllComplete() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let right = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let result = scheduler.start { Observable.merge(left.asObservable(), right.asObservable()) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 250)])
    }

    func testMergeOfACollectionFailsAtTheFirstFailure() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(210, 1), .next(240, 3)])
        let right = scheduler.createHotObservable([.error(220, OpsError.boom, Int.self)])
        let result = scheduler.start { Observable.merge([left, right]) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OpsError.boom)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 220)])
    }

    func testMergeOfRelaysAsInTheSeedSettingsModel() {
        let notifications = BehaviorRelay(value: true), darkMode = BehaviorRelay(value: false)
        var saved: [String] = []
        let subscription = Observable.merge(
            notifications.map { ("notifications", $0) },
            darkMode.map { ("darkMode", $0) }
        ).subscribe(onNext: { key, value in saved.append("\(key)=\(value)") })
        darkMode.accept(true)
        XCTAssertEqual(saved, ["notifications=true", "darkMode=false", "darkMode=true"])
        subscription.dispose()
    }

    func testMergeEdgeCases() {
        let recorder = OpsRecorder<Int>()
        _ = Observable.merge([Observable<Int>]()).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.completed], "an empty merge completes at once")

        let infinite = OpsRecorder<Int>()
        _ = Observable.merge(Observable.from(1...), Observable.never()).take(3).subscribe(infinite.observer)
        XCTAssertEqual(infinite.events, [.next(1), .next(2), .next(3), .completed])
    }

    func testMergeDisposalDuringEmissionAndReentrancy() {
        let left = PublishSubject<Int>(), right = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.merge(left.asObservable(), right.asObservable()).subscribe(onNext: { value in
            received.append(value)
            if value == 1 { right.onNext(2) } // re-enters the operator at once
            if value == 2 { subscription?.dispose() }
        })
        left.onNext(1)
        left.onNext(3)
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(left.hasObservers)
        XCTAssertFalse(right.hasObservers)
    }

    // MARK: withLatestFrom

    func testWithLatestFromCombinesEachValueWithTheLatestOfTheOther() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3), .completed(270)])
        let text = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
        let result = scheduler.start { taps.withLatestFrom(text) { "\($0)\($1)" } }
        XCTAssertEqual(result.events, [.next(230, "2a"), .next(260, "3b"), .completed(270)],
                       "a value before the other has one is dropped; the other's completion keeps its last value")
        XCTAssertEqual(text.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 270)])
    }

    func testWithLatestFromWithoutSelectorAndFailures() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(230, 1)])
        let text = scheduler.createHotObservable([.next(220, "a"), .error(240, OpsError.boom)])
        let result = scheduler.start { taps.withLatestFrom(text) }
        XCTAssertEqual(result.events, [.next(230, "a"), .error(240, OpsError.boom)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 240)])

        let throwing = OpsRecorder<Int>()
        _ = Observable.of(1, 2).withLatestFrom(Observable.just(10)) { a, b throws -> Int in
            if a == 2 { throw OpsError.other }
            return a + b
        }.subscribe(throwing.observer)
        XCTAssertEqual(throwing.events, [.next(11), .error(OpsError.other)])
    }

    func testWithLatestFromRelayInAViewModel() {
        let name = BehaviorRelay(value: "Ada")
        let save = PublishRelay<Void>()
        var saved: [String] = []
        let subscription = save.withLatestFrom(name).subscribe(onNext: { saved.append($0) })
        save.accept(())
        name.accept("Grace")
        save.accept(())
        XCTAssertEqual(saved, ["Ada", "Grace"])
        subscription.dispose()
    }

    // MARK: startWith

    func testStartWithSendsItsValuesFirst() {
        let recorder = OpsRecorder<Int>()
        _ = Observable.of(3, 4).startWith(1, 2).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .next(4), .completed])

        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 5), .error(220, OpsError.boom)])
        let result = scheduler.start { source.startWith(0) }
        XCTAssertEqual(result.events, [.next(200, 0), .next(210, 5), .error(220, OpsError.boom)])
    }

    func testStartWithStopsWhenTheSubscriberLeavesDuringItsValues() {
        let subscriptions = OpsCounter(), disposals = OpsCounter()
        let source = Observable.of(9).opsCounted(subscriptions: subscriptions, disposals: disposals)
        let recorder = OpsRecorder<Int>()
        _ = source.startWith(1, 2, 3).take(2).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(subscriptions.value, 0, "the source is not subscribed once nobody listens")
    }

    // MARK: amb

    func testAmbMirrorsTheFirstSourceToSend() {
        let scheduler = TestScheduler()
        let slow = scheduler.createHotObservable([.next(230, 1), .completed(240)])
        let fast = scheduler.createHotObservable([.next(210, 2), .next(250, 3), .completed(260)])
        let result = scheduler.start { slow.amb(fast) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(fast.subscriptions, [Subscription(200, 260)])
    }

    func testAmbOfASequenceAndAFirstFailure() {
        let scheduler = TestScheduler()
        let sources = [
            scheduler.createHotObservable([.next(230, 1)]),
            scheduler.createHotObservable([.error(220, OpsError.boom, Int.self)]),
            scheduler.createHotObservable([.next(225, 3)]),
        ]
        let result = scheduler.start { Observable.amb(sources) }
        XCTAssertEqual(result.events, [.error(220, OpsError.boom)])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 220)], [Subscription(200, 220)], [Subscription(200, 220)]])
    }
}
