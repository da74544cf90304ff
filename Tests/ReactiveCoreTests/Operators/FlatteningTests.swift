import BindingTesting
import ReactiveCore
import XCTest

final class FlatteningTests: XCTestCase {
    // MARK: flatMap

    func testFlatMapMergesEveryInnerSequence() {
        let scheduler = TestScheduler()
        let inners = [
            scheduler.createColdObservable([.next(10, "a1"), .next(30, "a2"), .completed(40)]),
            scheduler.createColdObservable([.next(5, "b1"), .next(10, "b2"), .completed(50)]),
        ]
        let outer = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
        let result = scheduler.start { outer.flatMap { inners[$0] } }
        XCTAssertEqual(result.events, [
            .next(220, "a1"), .next(225, "b1"), .next(230, "b2"), .next(240, "a2"), .completed(270),
        ])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(220, 270)])
    }

    func testFlatMapCompletesWhenTheOuterCompletesAfterTheInners() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let outer = scheduler.createHotObservable([.next(210, 0), .completed(300)])
        let result = scheduler.start { outer.flatMap { _ in inner } }
        XCTAssertEqual(result.events, [.next(215, 1), .completed(300)])
    }

    func testFlatMapInnerFailureFailsAndReleasesEverything() {
        let scheduler = TestScheduler()
        let good = scheduler.createColdObservable([.next(5, 1), .next(100, 2)])
        let bad = scheduler.createColdObservable([.error(10, OpsError.boom, Int.self)])
        let outer = scheduler.createHotObservable([.next(210, true), .next(220, false), .next(300, true)])
        let result = scheduler.start { outer.flatMap { $0 ? good : bad } }
        XCTAssertEqual(result.events, [.next(215, 1), .error(230, OpsError.boom)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(good.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapOuterFailureAndThrowingSelector() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(5, 1)])
        let outer = scheduler.createHotObservable([.next(210, 0), .error(220, OpsError.boom)])
        let result = scheduler.start { outer.flatMap { _ in inner } }
        XCTAssertEqual(result.events, [.next(215, 1), .error(220, OpsError.boom)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])

        let recorder = OpsRecorder<Int>()
        _ = Observable.of(1, 2, 3).flatMap { value -> Observable<Int> in
            if value == 2 { throw OpsError.other }
            return .just(value)
        }.subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(1), .error(OpsError.other)])
    }

    func testFlatMapInfiniteSynchronousOuterEndsWithTake() {
        let recorder = OpsRecorder<Int>()
        _ = Observable.from(1...).flatMap { Observable.of($0, -$0) }.take(5).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(1), .next(-1), .next(2), .next(-2), .next(3), .completed])
    }

    func testMergeInstanceOperator() {
        let first = PublishSubject<Int>(), second = PublishSubject<Int>()
        let sources = PublishSubject<Observable<Int>>()
        let recorder = OpsRecorder<Int>()
        _ = sources.merge().subscribe(recorder.observer)
        sources.onNext(first.asObservable())
        first.onNext(1)
        sources.onNext(second.asObservable())
        second.onNext(2)
        first.onNext(3)
        sources.onCompleted()
        first.onCompleted()
        XCTAssertFalse(recorder.isCompleted)
        second.onCompleted()
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
    }

    // MARK: flatMapLatest

    func testFlatMapLatestSendsOnlyTheLatestInner() {
        let scheduler = TestScheduler()
        let inners = [
            scheduler.createColdObservable([.next(10, "a1"), .next(30, "a2"), .completed(40)]),
            scheduler.createColdObservable([.next(5, "b1"), .next(30, "b2"), .completed(50)]),
        ]
        let outer = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(240)])
        let result = scheduler.start { outer.flatMapLatest { inners[$0] } }
        XCTAssertEqual(result.events, [.next(220, "a1"), .next(235, "b1"), .next(260, "b2"), .completed(280)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 230)], "replaced at 230")
        XCTAssertEqual(inners[1].subscriptions, [Subscription(230, 280)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 240)])
    }

    func testFlatMapLatestDisposesThePreviousInnerBeforeSubscribingTheNext() {
        let subscriptions = OpsCounter(), disposals = OpsCounter()
        var log: [String] = []
        let source = PublishSubject<Int>()
        let subscription = source.flatMapLatest { value in
            Observable<Int>.never()
                .do(onSubscribe: { log.append("subscribe \(value)") }, onDispose: { log.append("dispose \(value)") })
                .opsCounted(subscriptions: subscriptions, disposals: disposals)
        }.subscribe()
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        XCTAssertEqual(subscriptions.value, 3)
        XCTAssertEqual(disposals.value, 2, "each new value disposed the inner before it")
        XCTAssertEqual(log, ["subscribe 1", "dispose 1", "subscribe 2", "dispose 2", "subscribe 3"])
        subscription.dispose()
        XCTAssertEqual(disposals.value, 3)
    }

    func testFlatMapLatestFailures() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(5, 1), .error(20, OpsError.boom)])
        let outer = scheduler.createHotObservable([.next(210, 0)])
        let result = scheduler.start { outer.flatMapLatest { _ in inner } }
        XCTAssertEqual(result.events, [.next(215, 1), .error(230, OpsError.boom)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])

        let recorder = OpsRecorder<Int>()
        _ = Observable.of(1, 2).flatMapLatest { value -> Observable<Int> in
            if value == 2 { throw OpsError.other }
            return .never()
        }.subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.error(OpsError.other)])
    }

    func testFlatMapLatestCompletesWhenOuterCompletedAndLatestInnerCompletes() {
        let outer = PublishSubject<Int>(), inner = PublishSubject<Int>()
        let recorder = OpsRecorder<Int>()
        _ = outer.flatMapLatest { _ in inner }.subscribe(recorder.observer)
        outer.onNext(0)
        outer.onCompleted()
        inner.onNext(7)
        XCTAssertFalse(recorder.isCompleted)
        inner.onCompleted()
        XCTAssertEqual(recorder.events, [.next(7), .completed])
    }

    func testFlatMapLatestDisposalDuringEmissionReleasesOuterAndInner() {
        let outer = PublishSubject<Int>(), inner = PublishSubject<String>()
        let disposals = OpsCounter()
        var received: [String] = []
        var subscription: Disposable?
        subscription = outer.flatMapLatest { _ in inner.do(onDispose: disposals.increment) }
            .subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })
        outer.onNext(1)
        inner.onNext("a")
        inner.onNext("b")
        outer.onNext(2)
        XCTAssertEqual(received, ["a"])
        XCTAssertEqual(disposals.value, 1)
        XCTAssertFalse(outer.hasObservers)
        XCTAssertFalse(inner.hasObservers)
    }

    func testSwitchLatest() {
        let first = PublishSubject<String>(), second = PublishSubject<String>()
        let sources = PublishSubject<Observable<String>>()
        let recorder = OpsRecorder<String>()
        let subscription = sources.switchLatest().subscribe(recorder.observer)
        sources.onNext(first.asObservable())
        first.onNext("a")
        sources.onNext(second.asObservable())
        first.onNext("ignored")
        second.onNext("b")
        XCTAssertEqual(recorder.values, ["a", "b"])
        XCTAssertFalse(first.hasObservers)
        // Nothing here completes: the subscription lives until it is disposed.
        subscription.dispose()
        XCTAssertFalse(second.hasObservers)
        XCTAssertFalse(sources.hasObservers)
    }

    func testFlatMapLatestReentrantOuterValueFromInnerSubscriber() {
        // An outer source that delivers synchronously, so the subscriber's new
        // outer value re-enters the operator while the first inner is sending.
        var outer: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            outer = observer
            return Disposables.create()
        }
        var received: [String] = []
        let subscription = source.flatMapLatest { value in Observable.of("\(value)a", "\(value)b") }
            .subscribe(onNext: { value in
                received.append(value)
                if value == "1a" { outer?.onNext(2) }
            })
        outer?.onNext(1)
        XCTAssertEqual(received, ["1a", "2a", "2b"], "the inner replaced by the re-entrant value sends nothing more")
        subscription.dispose()
        // The subscriber captures `outer`, the source's observer, which leads
        // back to the subscriber: a cycle made by this test, broken here.
        outer = nil
    }

    func testFlatMapLatestReentrantValueThroughASubjectIsQueued() {
        let outer = PublishSubject<Int>()
        var received: [String] = []
        let subscription = outer.flatMapLatest { value in Observable.of("\(value)a", "\(value)b") }
            .subscribe(onNext: { value in
                received.append(value)
                if value == "1a" { outer.onNext(2) }
            })
        outer.onNext(1)
        XCTAssertEqual(received, ["1a", "1b", "2a", "2b"], "a subject delivers a re-entrant value after the current one")
        subscription.dispose()
    }

    // MARK: concatMap and concat

    func testConcatMapRunsInnersOneAfterAnother() {
        let scheduler = TestScheduler()
        let inners = [
            scheduler.createColdObservable([.next(10, "a1"), .next(30, "a2"), .completed(40)]),
            scheduler.createColdObservable([.next(5, "b1"), .completed(10)]),
        ]
        let outer = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
        let result = scheduler.start { outer.concatMap { inners[$0] } }
        XCTAssertEqual(result.events, [.next(220, "a1"), .next(240, "a2"), .next(255, "b1"), .completed(260)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(250, 260)], "subscribed when the first completed")
    }

    func testConcatMapFailure() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(5, 1), .error(10, OpsError.boom)])
        let outer = scheduler.createHotObservable([.next(210, 0), .next(212, 1)])
        let result = scheduler.start { outer.concatMap { _ in inner } }
        XCTAssertEqual(result.events, [.next(215, 1), .error(220, OpsError.boom)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)], "the queued inner never started")
    }

    func testConcatMapOfManySynchronousInnersDoesNotGrowTheStack() {
        var count = 0
        let source = PublishSubject<Int>()
        let outerValues = Observable.from(0..<50_000)
        _ = outerValues.concatMap { Observable.just($0) }.subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 50_000)
        // A queue built while an asynchronous inner runs, then drained synchronously.
        var drained = 0
        let gate = PublishSubject<Int>()
        let draining = source.concatMap { $0 == 0 ? gate.take(1) : Observable.just($0) }
            .subscribe(onNext: { _ in drained += 1 })
        for value in 0..<50_000 { source.onNext(value) }
        gate.onNext(0)
        XCTAssertEqual(drained, 50_000)
        // `source` never completes: the subscription lives until it is disposed.
        draining.dispose()
        XCTAssertFalse(source.hasObservers)
    }

    func testStaticConcatReadsSourcesLazily() {
        var made = 0
        let sources = (1...).lazy.map { value -> Observable<Int> in
            made += 1
            return Observable.just(value)
        }
        let recorder = OpsRecorder<Int>()
        _ = Observable.concat(sources).take(3).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(made, 3)
    }

    func testConcatForms() {
        let recorder = OpsRecorder<Int>()
        _ = Observable.concat(Observable.of(1, 2), Observable.just(3)).subscribe(recorder.observer)
        _ = Observable.of(4).concat(Observable.of(5)).subscribe(recorder.observer)
        _ = Observable.of(Observable.just(6), Observable.just(7)).concat().subscribe(recorder.observer)
        _ = Observable.concat([Observable<Int>]()).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [
            .next(1), .next(2), .next(3), .completed, .next(4), .next(5), .completed,
            .next(6), .next(7), .completed, .completed,
        ])
    }

    func testConcatStopsAtTheFirstFailure() {
        let subscriptions = OpsCounter(), disposals = OpsCounter()
        let recorder = OpsRecorder<Int>()
        let never = Observable<Int>.never().opsCounted(subscriptions: subscriptions, disposals: disposals)
        _ = Observable.concat(Observable.just(1), Observable.error(OpsError.boom), never).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(1), .error(OpsError.boom)])
        XCTAssertEqual(subscriptions.value, 0)
    }

    func testConcatDisposalDuringEmission() {
        var received: [Int] = []
        var subscription: Disposable?
        let subscriptions = OpsCounter(), disposals = OpsCounter()
        let second = Observable.of(3, 4).opsCounted(subscriptions: subscriptions, disposals: disposals)
        let first = PublishSubject<Int>()
        subscription = Observable.concat(first.asObservable(), second).subscribe(onNext: { value in
            received.append(value)
            if value == 1 { subscription?.dispose() }
        })
        first.onNext(1)
        first.onNext(2)
        first.onCompleted()
        XCTAssertEqual(received, [1])
        XCTAssertEqual(subscriptions.value, 0)
        XCTAssertFalse(first.hasObservers)
    }
}
