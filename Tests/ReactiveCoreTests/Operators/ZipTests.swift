import BindingTesting
import ReactiveCore
import XCTest

final class ZipTests: XCTestCase {
    func testPairsValuesInOrder() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let right = scheduler.createHotObservable([.next(240, "a"), .next(250, "b")])
        let result = scheduler.start { Observable.zip(left, right) { "\($0)\($1)" } }
        XCTAssertEqual(result.events, [.next(240, "1a"), .next(250, "2b")])
    }

    func testTupleAndSelectorFormsOfEveryArity() {
        let s = (1...6).map { Observable.of($0 * 10, $0 * 10 + 1) }
        var results: [String] = []
        _ = Observable.zip(s[0], s[1]).subscribe(onNext: { results.append("\($0)-\($1)") })
        _ = Observable.zip(s[0], s[1], s[2]).subscribe(onNext: { results.append("\($0)-\($1)-\($2)") })
        _ = Observable.zip(s[0], s[1], s[2], s[3]).subscribe(onNext: { results.append("\($0 + $1 + $2 + $3)") })
        _ = Observable.zip(s[0], s[1], s[2], s[3], s[4]).subscribe(onNext: { results.append("\($0 + $1 + $2 + $3 + $4)") })
        _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).subscribe(onNext: { results.append("\($0 + $1 + $2 + $3 + $4 + $5)") })
        XCTAssertEqual(results, ["10-20", "11-21", "10-20-30", "11-21-31", "100", "104", "150", "155", "210", "216"])
        results.removeAll()
        _ = Observable.zip(s[0], s[1]) { $0 * $1 }.subscribe(onNext: { results.append("\($0)") })
        _ = Observable.zip(s[0], s[1], s[2]) { $0 + $1 + $2 }.subscribe(onNext: { results.append("\($0)") })
        _ = Observable.zip(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 }.subscribe(onNext: { results.append("\($0)") })
        _ = Observable.zip(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 }.subscribe(onNext: { results.append("\($0)") })
        _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
            .subscribe(onNext: { results.append("\($0)") })
        XCTAssertEqual(results, ["200", "231", "60", "63", "100", "104", "150", "155", "210", "216"])
    }

    // MARK: completion (RxSwift's rules: only when every source has completed)

    func testCompletesWhenEverySourceCompleted() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let right = scheduler.createHotObservable([.next(215, 4), .completed(225)])
        let result = scheduler.start { Observable.zip(left, right) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(215, 6), .completed(225)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 225)])
    }

    func testEmptySourceDoesNotEndZipBeforeTheOthersComplete() {
        // RxSwift's testZip_EmptyNonEmpty: completion at 220, not at 215.
        let scheduler = TestScheduler()
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let other = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let result = scheduler.start { Observable.zip(empty, other) { $0 + $1 } }
        XCTAssertEqual(result.events, [.completed(220)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testNeverCompletesWhileASourceIsOpen() {
        let scheduler = TestScheduler()
        let never = scheduler.createHotObservable([.next(150, 1)])
        let other = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let result = scheduler.start { Observable.zip(never, other) { $0 + $1 } }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    // MARK: errors

    func testFailsWhenAnySourceFails() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(215, 2), .completed(230)])
        let right = scheduler.createHotObservable([.error(220, OpsError.boom, Int.self)])
        let result = scheduler.start { Observable.zip(left, right) { $0 + $1 } }
        XCTAssertEqual(result.events, [.error(220, OpsError.boom)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingResultSelectorFails() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let right = scheduler.createHotObservable([.next(210, 4)])
        let result = scheduler.start { Observable.zip(left, right) { _, _ throws -> Int in throw OpsError.boom } }
        XCTAssertEqual(result.events, [.error(220, OpsError.boom)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 220)])
    }

    // MARK: synchronous sources, disposal, re-entrancy

    func testSynchronousSourcesAndInfiniteSourceWithTake() {
        let recorder = OpsRecorder<String>()
        _ = Observable.zip(Observable.of("a", "b", "c"), Observable.from(1...)) { "\($0)\($1)" }
            .take(3)
            .subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next("a1"), .next("b2"), .next("c3"), .completed])
    }

    func testDisposalDuringEmission() {
        let left = PublishSubject<Int>(), right = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.zip(left, right) { $0 + $1 }.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        left.onNext(1)
        left.onNext(2)
        right.onNext(10)
        right.onNext(20)
        XCTAssertEqual(received, [11])
        XCTAssertFalse(left.hasObservers)
        XCTAssertFalse(right.hasObservers)
    }

    func testReentrantEmission() {
        let left = PublishSubject<Int>(), right = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.zip(left, right) { $0 + $1 }.subscribe(onNext: { value in
            received.append(value)
            if value == 11 {
                right.onNext(20)
                left.onNext(2)
            }
        })
        left.onNext(1)
        right.onNext(10)
        XCTAssertEqual(received, [11, 22])
        subscription.dispose()
    }

    // MARK: collection

    func testCollection() {
        let scheduler = TestScheduler()
        let sources = [
            scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(420)]),
            scheduler.createHotObservable([.next(220, 2), .next(240, 5), .completed(410)]),
            scheduler.createHotObservable([.next(230, 3), .next(260, 6), .completed(400)]),
        ]
        let result = scheduler.start { Observable.zip(sources) }
        XCTAssertEqual(result.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(420)])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 420)], [Subscription(200, 410)], [Subscription(200, 400)]])
    }

    func testCollectionWithSelectorAndFailure() {
        let scheduler = TestScheduler()
        let sources = [
            scheduler.createHotObservable([.next(210, 1), .next(230, 3)]),
            scheduler.createHotObservable([.next(220, 2), .error(240, OpsError.boom)]),
        ]
        let result = scheduler.start { Observable.zip(sources) { $0.reduce(0, +) } }
        XCTAssertEqual(result.events, [.next(220, 3), .error(240, OpsError.boom)])
        XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 240)])
    }

    func testEmptyCollectionCompletesAtOnce() {
        let recorder = OpsRecorder<[Int]>()
        _ = Observable.zip([Observable<Int>]()).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.completed])
    }
}
