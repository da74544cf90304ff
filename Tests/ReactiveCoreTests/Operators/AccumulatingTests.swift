import BindingTesting
import ReactiveCore
import XCTest

/// scan, reduce, toArray, ignoreElements.
final class AccumulatingTests: XCTestCase {
    func testScanSendsEveryRunningResult() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start { source.scan(10) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(240)])
    }

    func testScanIntoMutatesInPlace() {
        let recorder = OpsRecorder<[Int]>()
        _ = Observable.of(1, 2, 3).scan(into: [Int]()) { $0.append($1) }.subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next([1]), .next([1, 2]), .next([1, 2, 3]), .completed])
    }

    func testScanFailures() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            source.scan(0) { total, value throws -> Int in
                if value == 2 { throw OpsError.boom }
                return total + value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OpsError.boom)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])

        let second = TestScheduler()
        let failing = second.createHotObservable([.next(210, 1), .error(220, OpsError.other)])
        let failed = second.start { failing.scan(0, accumulator: +) }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, OpsError.other)])
    }

    func testEachSubscriptionHasItsOwnAccumulator() {
        let relay = PublishRelay<Int>()
        let totals = relay.scan(0, accumulator: +)
        var first: [Int] = [], second: [Int] = []
        let a = totals.subscribe(onNext: { first.append($0) })
        relay.accept(1)
        let b = totals.subscribe(onNext: { second.append($0) })
        relay.accept(2)
        XCTAssertEqual(first, [1, 3])
        XCTAssertEqual(second, [2])
        a.dispose()
        b.dispose()
    }

    func testScanReentrantAndDisposedDuringEmission() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = relay.scan(0, accumulator: +).subscribe(onNext: { total in
            received.append(total)
            if total == 1 { relay.accept(10) } // queued by the relay, then accumulated
            if total == 11 { subscription?.dispose() }
        })
        relay.accept(1)
        relay.accept(100)
        XCTAssertEqual(received, [1, 11])
    }

    func testReduceAndToArraySendTheFinalResultOnCompletion() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(scheduler.start { source.reduce(0, accumulator: +) }.events, [.next(230, 3), .completed(230)])

        let mapped = OpsRecorder<String>()
        _ = Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" }).subscribe(mapped.observer)
        XCTAssertEqual(mapped.events, [.next("sum 6"), .completed])

        let array = OpsRecorder<[Int]>()
        _ = Observable.of(1, 2, 3).toArray().subscribe(array.observer)
        _ = Observable<Int>.empty().toArray().subscribe(array.observer)
        XCTAssertEqual(array.events, [.next([1, 2, 3]), .completed, .next([]), .completed])
    }

    func testReduceFailures() {
        let failing = OpsRecorder<Int>()
        _ = Observable.concat(Observable.of(1, 2), Observable.error(OpsError.boom)).reduce(0, accumulator: +).subscribe(failing.observer)
        XCTAssertEqual(failing.events, [.error(OpsError.boom)])

        let throwing = OpsRecorder<Int>()
        _ = Observable.of(1, 2).reduce(0, accumulator: { _, _ throws -> Int in throw OpsError.other }).subscribe(throwing.observer)
        XCTAssertEqual(throwing.events, [.error(OpsError.other)])

        let mapThrows = OpsRecorder<Int>()
        _ = Observable.of(1).reduce(0, accumulator: +, mapResult: { _ throws -> Int in throw OpsError.boom }).subscribe(mapThrows.observer)
        XCTAssertEqual(mapThrows.events, [.error(OpsError.boom)])
    }

    func testToArrayOfAnInfiniteSourceEndsWithTheSubscriber() {
        let recorder = OpsRecorder<[Int]>()
        let subscription = Observable<Int>.never().startWith(1).toArray().subscribe(recorder.observer)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [])
    }

    func testIgnoreElementsKeepsOnlyTheEnd() {
        let completed = OpsRecorder<Never>()
        _ = Observable.of(1, 2, 3).ignoreElements().subscribe(completed.observer)
        XCTAssertEqual(completed.events.count, 1)
        XCTAssertTrue(completed.isCompleted)

        let failed = OpsRecorder<Never>()
        _ = Observable.concat(Observable.just(1), Observable.error(OpsError.boom)).ignoreElements().subscribe(failed.observer)
        XCTAssertEqual(failed.error as? OpsError, .boom)
    }
}
