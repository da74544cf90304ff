import BindingTesting
import Foundation
import ReactiveCore
import XCTest

/// `Single` on recorded timelines (RxSwift's semantics).
final class SingleTests: XCTestCase {
    /// A `Single` that succeeds with `value` at `time` ticks after subscription
    /// (or fails), recording when its resources are disposed.
    private func delayedSingle(
        _ scheduler: TestScheduler, after ticks: TestTime, _ result: SingleEvent<Int>, disposedAt: @escaping (TestTime) -> Void
    ) -> Single<Int> {
        Single.create { single in
            let pending = scheduler.scheduleAfter(ticks: ticks) { single(result) }
            return Disposables.create {
                pending.dispose()
                disposedAt(scheduler.clock)
            }
        }
    }

    func testCreateSucceedsOnceAndReleasesItsResourcesAtOnce() {
        let scheduler = TestScheduler()
        var disposals: [TestTime] = []
        let single = delayedSingle(scheduler, after: 10, .success(5)) { disposals.append($0) }
        let result = scheduler.start { single }
        XCTAssertEqual(result.events, [.next(210, 5), .completed(210)])
        XCTAssertEqual(disposals, [210])
    }

    func testCreateFails() {
        let scheduler = TestScheduler()
        var disposals: [TestTime] = []
        let single = delayedSingle(scheduler, after: 10, .failure(OpsError.boom)) { disposals.append($0) }
        let result = scheduler.start { single }
        XCTAssertEqual(result.events, [.error(210, OpsError.boom)])
        XCTAssertEqual(disposals, [210])
    }

    func testDisposalBeforeTheResultCancelsTheWork() {
        let scheduler = TestScheduler()
        var disposals: [TestTime] = []
        let single = delayedSingle(scheduler, after: 900, .success(1)) { disposals.append($0) }
        let result = scheduler.start(disposed: 300) { single }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(disposals, [300])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testOnlyTheFirstReportCounts() {
        var reported: [SingleEvent<Int>] = []
        _ = Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            single(.failure(OpsError.boom))
            return Disposables.create()
        }.subscribe { reported.append($0) }
        XCTAssertEqual(reported.count, 1)
        XCTAssertEqual(try reported.first?.get(), 1)
    }

    func testSubscribeClosuresAndOnDisposed() {
        var log: [String] = []
        _ = Single.just(3).subscribe(
            onSuccess: { log.append("success \($0)") }, onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") })
        _ = Single<Int>.error(OpsError.boom).subscribe(
            onSuccess: { _ in log.append("success") }, onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") })
        let never = Single<Int>.never().subscribe(onSuccess: { _ in log.append("never") }, onDisposed: { log.append("never disposed") })
        never.dispose()
        XCTAssertEqual(log, ["success 3", "disposed", "failure boom", "disposed", "never disposed"])
    }

    func testSubscriberMaySubscribeAgainFromItsSuccessHandler() {
        let subscriptions = OpsCounter()
        let single = Single<Int>.deferred {
            subscriptions.increment()
            return .just(subscriptions.value)
        }
        var values: [Int] = []
        _ = single.subscribe(onSuccess: { first in
            values.append(first)
            _ = single.subscribe(onSuccess: { values.append($0) })
        })
        XCTAssertEqual(values, [1, 2])
    }

    func testMapFlatMapAndErrorsThrownByTheirClosures() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(20, "seven"), .completed(20)])
        let result = scheduler.start {
            Single.just(7).map { $0 * 2 }.flatMap { value -> Single<String> in
                inner.asSingle().map { "\($0) \(value)" }
            }
        }
        XCTAssertEqual(result.events, [.next(220, "seven 14"), .completed(220)])
        XCTAssertEqual(inner.subscriptions, [Subscription(200, 220)])

        let failing = TestScheduler().start { Single.just(1).map { _ -> Int in throw OpsError.other } }
        XCTAssertEqual(failing.events, [.error(200, OpsError.other)])
    }

    func testFilterAndCompactMapMakeAMaybe() {
        var log: [String] = []
        _ = Single.just(4).filter { $0 > 5 }.subscribe(onSuccess: { log.append("\($0)") }, onCompleted: { log.append("empty") })
        _ = Single.just(6).filter { $0 > 5 }.subscribe(onSuccess: { log.append("\($0)") }, onCompleted: { log.append("empty") })
        _ = Single.just("x").compactMap { Int($0) }.subscribe(onSuccess: { log.append("\($0)") }, onCompleted: { log.append("none") })
        XCTAssertEqual(log, ["empty", "6", "none"])
    }

    func testFlatMapMaybeAndCompletable() {
        var log: [String] = []
        _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }
            .subscribe(onSuccess: { _ in log.append("value") }, onCompleted: { log.append("maybe empty") })
        _ = Single.just(1).flatMapCompletable { _ in Completable.empty() }
            .subscribe(onCompleted: { log.append("completed") })
        _ = Single.just(1).flatMapCompletable { _ in Completable.error(OpsError.boom) }
            .subscribe(onError: { log.append("\($0)") })
        XCTAssertEqual(log, ["maybe empty", "completed", "boom"])
    }

    func testCatchRetryAndCatchAndReturn() {
        let scheduler = TestScheduler()
        let flaky = scheduler.createColdObservable([.error(10, OpsError.boom)] as [Recorded<Event<Int>>])
        let result = scheduler.start { flaky.asSingle().retry(3).catchAndReturn(-1) }
        XCTAssertEqual(result.events, [.next(230, -1), .completed(230)])
        XCTAssertEqual(flaky.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])

        let recovered = TestScheduler().start { Single<Int>.error(OpsError.boom).catch { _ in .just(9) } }
        XCTAssertEqual(recovered.events, [.next(200, 9), .completed(200)])
    }

    func testDoRunsItsSideEffects() {
        var log: [String] = []
        _ = Single.just(1).do(
            onSuccess: { log.append("success \($0)") }, afterSuccess: { _ in log.append("after") },
            onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
            onDispose: { log.append("dispose") }
        ).subscribe(onSuccess: { _ in log.append("received") })
        XCTAssertEqual(log, ["subscribe", "success 1", "received", "after", "subscribed", "dispose"])
    }

    func testZipWaitsForBothAndFailsWithTheFirstError() {
        let scheduler = TestScheduler()
        let slow = scheduler.createColdObservable([.next(30, 1), .completed(30)]).asSingle()
        let fast = scheduler.createColdObservable([.next(10, "a"), .completed(10)]).asSingle()
        let zipped = scheduler.start { Single.zip(slow, fast).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(zipped.events, [.next(230, "1a"), .completed(230)])

        let other = TestScheduler()
        let failing = other.createColdObservable([.error(5, OpsError.boom)] as [Recorded<Event<Int>>]).asSingle()
        let never = Single<Int>.never()
        let failed = other.start { Single.zip([never, failing]) }
        XCTAssertEqual(failed.events, [.error(205, OpsError.boom)])
    }

    func testZipOfThreeAndFour() {
        var results: [String] = []
        _ = Single.zip(Single.just(1), Single.just("b"), Single.just(3.5))
            .subscribe(onSuccess: { results.append("\($0.0)\($0.1)\($0.2)") })
        _ = Single.zip(Single.just(1), Single.just(2), Single.just(3), Single<Int>.error(OpsError.boom)) { $0 + $1 + $2 + $3 }
            .subscribe(onFailure: { results.append("\($0)") })
        XCTAssertEqual(results, ["1b3.5", "boom"])
    }

    func testZipOfNoSinglesSucceedsWithTheSelectorsResult() {
        var values: [Int] = []
        _ = Single.zip([Single<Int>]()) { $0.count + 1 }.subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [1])
    }

    func testTimeoutDelayAndTimerOnVirtualTime() {
        let scheduler = TestScheduler()
        let timedOut = scheduler.start { Single<Int>.never().timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(timedOut.events, [.error(230, RxError.timeout)])
        let second = TestScheduler()
        let delayed = second.start { Single.just(1).delay(.seconds(5), scheduler: second) }
        XCTAssertEqual(delayed.events, [.next(205, 1), .completed(205)])
        let third = TestScheduler()
        let timer = third.start { Single<Int>.timer(.seconds(7), scheduler: third) }
        XCTAssertEqual(timer.events, [.next(207, 0), .completed(207)])
    }

    func testAsMaybeAndAsCompletable() {
        var log: [String] = []
        _ = Single.just(2).asMaybe().subscribe(onSuccess: { log.append("maybe \($0)") })
        _ = Single.just(2).asCompletable().subscribe(onCompleted: { log.append("completed") })
        _ = Single<Int>.error(OpsError.boom).asCompletable().subscribe(onError: { log.append("\($0)") })
        XCTAssertEqual(log, ["maybe 2", "completed", "boom"])
    }

    func testSuccessFromAnotherThreadArrivesOnce() {
        let delivered = expectation(description: "success")
        let recorder = OpsRecorder<Int>()
        let single = Single<Int>.create { single in
            let report = SendableReport(report: single)
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: 8) { report.report(.success($0)) }
            }
            return Disposables.create()
        }
        let subscription = single.subscribe(onSuccess: { recorder.record(.next($0)); delivered.fulfill() })
        wait(for: [delivered], timeout: 10)
        XCTAssertEqual(recorder.values.count, 1)
        subscription.dispose()
    }
}

/// A `Single.create` report closure handed to other threads (reporting is
/// thread-safe: only the first report counts).
private struct SendableReport: @unchecked Sendable {
    let report: (SingleEvent<Int>) -> Void
}

/// `subscribe(with:)` on the traits: the object is held weakly.
final class TraitSubscribeWithTests: XCTestCase {
    private final class Owner {
        var log: [String] = []
    }

    func testClosuresReceiveTheObject() {
        let owner = Owner()
        _ = Single.just(1).subscribe(with: owner, onSuccess: { $0.log.append("success \($1)") }, onDisposed: { $0.log.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(with: owner, onCompleted: { $0.log.append("maybe completed") })
        _ = Completable.error(OpsError.boom).subscribe(with: owner, onError: { $0.log.append("\($1)") })
        _ = Infallible.of(2).subscribe(with: owner, onNext: { $0.log.append("next \($1)") })
        XCTAssertEqual(owner.log, ["success 1", "disposed", "maybe completed", "boom", "next 2"])
    }

    func testTheObjectIsNotKeptAliveAndIsSkippedOnceGone() {
        let relay = PublishRelay<Int>()
        var calls = 0
        weak var weakOwner: Owner?
        var subscription: Disposable?
        do {
            let owner = Owner()
            weakOwner = owner
            subscription = relay.asInfallible().subscribe(with: owner, onNext: { _, _ in calls += 1 })
            relay.accept(1)
        }
        XCTAssertNil(weakOwner)
        relay.accept(2)
        XCTAssertEqual(calls, 1)
        subscription?.dispose()
    }
}
