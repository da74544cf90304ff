import BindingTesting
import ReactiveCore
import XCTest

/// `Maybe`, `Completable` and the conversions from `Observable` on recorded
/// timelines (RxSwift's semantics).
final class MaybeCompletableTests: XCTestCase {
    // MARK: asSingle / asMaybe / asCompletable

    func testAsSingleWaitsForCompletion() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let result = scheduler.start { source.asSingle() }
        XCTAssertEqual(result.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleFailsWithoutAValueOrWithASecondOne() {
        let empty = TestScheduler()
        let nothing = empty.createHotObservable([.completed(220, Int.self)])
        XCTAssertEqual(empty.start { nothing.asSingle() }.events, [.error(220, RxError.noElements)])

        let twice = TestScheduler()
        let two = twice.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        XCTAssertEqual(twice.start { two.asSingle() }.events, [.error(215, RxError.moreThanOneElement)])
        XCTAssertEqual(two.subscriptions, [Subscription(200, 215)])

        let failing = TestScheduler()
        let error = failing.createHotObservable([.next(210, 1), .error(215, OpsError.boom)])
        XCTAssertEqual(failing.start { error.asSingle() }.events, [.error(215, OpsError.boom)])
    }

    func testAsMaybeAllowsNoValueButNotTwo() {
        let scheduler = TestScheduler()
        let nothing = scheduler.createHotObservable([.completed(220, Int.self)])
        XCTAssertEqual(scheduler.start { nothing.asMaybe() }.events, [.completed(220)])

        let twice = TestScheduler()
        let two = twice.createHotObservable([.next(210, 1), .next(215, 2)])
        XCTAssertEqual(twice.start { two.asMaybe() }.events, [.error(215, RxError.moreThanOneElement)])
    }

    func testAsSingleDisposedBeforeCompletionSendsNothing() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(320)])
        let result = scheduler.start(disposed: 300) { source.asSingle() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testAsSingleOfOptionalElementsKeepsANilValue() {
        var values: [Int?] = []
        _ = Observable<Int?>.just(nil).asSingle().subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [nil])
    }

    // MARK: Maybe

    func testMaybeCreateReportsOnceAndReleasesItsResources() {
        var disposals = 0
        var log: [String] = []
        _ = Maybe<Int>.create { maybe in
            maybe(.completed)
            maybe(.success(1))
            return Disposables.create { disposals += 1 }
        }.subscribe(onSuccess: { log.append("\($0)") }, onError: { _ in log.append("error") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["completed"])
        XCTAssertEqual(disposals, 1)
    }

    func testMaybeEventClosure() {
        var log: [String] = []
        let record: (MaybeEvent<Int>) -> Void = { event in
            switch event {
            case .success(let value): log.append("success \(value)")
            case .error(let error): log.append("error \(error)")
            case .completed: log.append("completed")
            }
        }
        _ = Maybe.just(1).subscribe(record)
        _ = Maybe<Int>.empty().subscribe(record)
        _ = Maybe<Int>.error(OpsError.boom).subscribe(record)
        Maybe<Int>.never().subscribe(record).dispose()
        XCTAssertEqual(log, ["success 1", "completed", "error boom"])
    }

    func testIfEmptyDefaultAndSwitchTo() {
        let scheduler = TestScheduler()
        let fallback = scheduler.createColdObservable([.next(10, 42), .completed(10)])
        let result = scheduler.start { Maybe<Int>.empty().ifEmpty(switchTo: fallback.asSingle()) }
        XCTAssertEqual(result.events, [.next(210, 42), .completed(210)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(200, 210)])

        var values: [Int] = []
        _ = Maybe<Int>.empty().ifEmpty(default: 7).subscribe(onSuccess: { values.append($0) })
        _ = Maybe.just(1).ifEmpty(default: 7).subscribe(onSuccess: { values.append($0) })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(3)).subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [7, 1, 3])
    }

    func testIfEmptyIsNotSubscribedWhenThereIsAValueOrAnError() {
        let scheduler = TestScheduler()
        let fallback = scheduler.createColdObservable([.next(10, 42), .completed(10)])
        let source = scheduler.createHotObservable([.error(220, OpsError.boom)] as [Recorded<Event<Int>>])
        let result = scheduler.start { source.asMaybe().ifEmpty(switchTo: fallback.asMaybe()) }
        XCTAssertEqual(result.events, [.error(220, OpsError.boom)])
        XCTAssertEqual(fallback.subscriptions, [])
    }

    func testMaybeOperators() {
        var log: [String] = []
        _ = Maybe.just(2).map { $0 * 10 }.filter { $0 > 5 }.flatMap { Maybe.just("v\($0)") }
            .do(onNext: { log.append("do \($0)") }).subscribe(onSuccess: { log.append($0) })
        _ = Maybe<Int>.error(OpsError.boom).catchAndReturn(5).subscribe(onSuccess: { log.append("\($0)") })
        _ = Maybe.just(1).asCompletable().subscribe(onCompleted: { log.append("done") })
        _ = Maybe.just("x").compactMap { Int($0) }.subscribe(onCompleted: { log.append("none") })
        XCTAssertEqual(log, ["do v20", "v20", "5", "done", "none"])
    }

    // MARK: Completable

    func testCompletableCreateAndSubscribe() {
        let scheduler = TestScheduler()
        var disposals: [TestTime] = []
        let work = Completable.create { completable in
            let pending = scheduler.scheduleAfter(ticks: 15) { completable(.completed) }
            return Disposables.create {
                pending.dispose()
                disposals.append(scheduler.clock)
            }
        }
        let result = scheduler.start { work }
        XCTAssertEqual(result.events, [.completed(215)])
        XCTAssertEqual(disposals, [215])

        var log: [String] = []
        _ = Completable.error(OpsError.boom).subscribe(onCompleted: { log.append("done") }, onError: { log.append("\($0)") })
        _ = Completable.empty().subscribe { event in if case .completed = event { log.append("completed") } }
        let never = Completable.never().subscribe(onCompleted: { log.append("never") }, onDisposed: { log.append("disposed") })
        never.dispose()
        XCTAssertEqual(log, ["boom", "completed", "disposed"])
    }

    func testAndThenSubscribesTheNextOnlyAfterCompletion() {
        let scheduler = TestScheduler()
        let first = scheduler.createColdObservable([.completed(10, Never.self)])
        let second = scheduler.createColdObservable([.next(5, "done"), .completed(5)])
        let result = scheduler.start { first.asCompletable().andThen(second.asSingle()) }
        XCTAssertEqual(result.events, [.next(215, "done"), .completed(215)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 215)])
    }

    func testAndThenSkipsTheNextAfterAFailure() {
        let scheduler = TestScheduler()
        let first = scheduler.createColdObservable([.error(10, OpsError.boom)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(5, 1), .completed(5)])
        let result = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(result.events, [.error(210, OpsError.boom)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenFormsAndDisposalBeforeTheSecondEnds() {
        let scheduler = TestScheduler()
        let second = scheduler.createColdObservable([.next(500, 1), .completed(500)])
        let result = scheduler.start(disposed: 300) { Completable.empty().andThen(second.asMaybe()) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 300)])

        var log: [String] = []
        _ = Completable.empty().andThen(Completable.empty()).subscribe(onCompleted: { log.append("both") })
        XCTAssertEqual(log, ["both"])
    }

    func testConcatRunsInTurnAndZipRunsTogether() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([.completed(10, Never.self)])
        let b = scheduler.createColdObservable([.completed(20, Never.self)])
        let concatenated = scheduler.start { Completable.concat(a.asCompletable(), b.asCompletable()) }
        XCTAssertEqual(concatenated.events, [.completed(230)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 230)])

        let other = TestScheduler()
        let c = other.createColdObservable([.completed(10, Never.self)])
        let d = other.createColdObservable([.completed(20, Never.self)])
        let zipped = other.start { Completable.zip(c.asCompletable(), d.asCompletable()) }
        XCTAssertEqual(zipped.events, [.completed(220)])
        XCTAssertEqual(d.subscriptions, [Subscription(200, 220)])

        var log: [String] = []
        _ = Completable.empty().concat(.error(OpsError.boom)).subscribe(onError: { log.append("\($0)") })
        _ = Completable.zip([Completable]()).subscribe(onCompleted: { log.append("none") })
        XCTAssertEqual(log, ["boom", "none"])
    }

    func testIgnoreElementsAsCompletable() {
        var log: [String] = []
        _ = Observable.of(1, 2, 3).ignoreElements().asCompletable()
            .do(onCompleted: { log.append("do") })
            .subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["do", "completed"])
    }
}
