import BindingTesting
import ReactiveCore
import XCTest

final class CombineLatestTests: XCTestCase {
    // MARK: values and ordering

    func testWaitsForEverySourceThenSendsOnEachValue() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .next(250, 5)])
        let right = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
        let result = scheduler.start { Observable.combineLatest(left, right) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(220, 11), .next(230, 13), .next(240, 23), .next(250, 25)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 1000)])
    }

    func testTupleFormsOfEveryArity() {
        let a = BehaviorRelay(value: 1), b = BehaviorRelay(value: "b"), c = BehaviorRelay(value: 3.0)
        let d = BehaviorRelay(value: true), e = BehaviorRelay(value: 5), f = BehaviorRelay(value: "f")
        var results: [String] = []
        let bag = DisposeBag()
        Observable.combineLatest(a, b).subscribe(onNext: { results.append("\($0)\($1)") }).disposed(by: bag)
        Observable.combineLatest(a, b, c).subscribe(onNext: { results.append("\($0)\($1)\($2)") }).disposed(by: bag)
        Observable.combineLatest(a, b, c, d).subscribe(onNext: { results.append("\($0)\($1)\($2)\($3)") }).disposed(by: bag)
        Observable.combineLatest(a, b, c, d, e)
            .subscribe(onNext: { results.append("\($0)\($1)\($2)\($3)\($4)") }).disposed(by: bag)
        Observable.combineLatest(a, b, c, d, e, f)
            .subscribe(onNext: { results.append("\($0)\($1)\($2)\($3)\($4)\($5)") }).disposed(by: bag)
        XCTAssertEqual(results, ["1b", "1b3.0", "1b3.0true", "1b3.0true5", "1b3.0true5f"])
        results.removeAll()
        a.accept(9)
        XCTAssertEqual(results, ["9b", "9b3.0", "9b3.0true", "9b3.0true5", "9b3.0true5f"])
    }

    func testResultSelectorFormsOfEveryArity() {
        let s = (1...6).map { BehaviorRelay(value: $0) }
        var sums: [Int] = []
        let bag = DisposeBag()
        Observable.combineLatest(s[0], s[1]) { $0 + $1 }.subscribe(onNext: { sums.append($0) }).disposed(by: bag)
        Observable.combineLatest(s[0], s[1], s[2]) { $0 + $1 + $2 }.subscribe(onNext: { sums.append($0) }).disposed(by: bag)
        Observable.combineLatest(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 }
            .subscribe(onNext: { sums.append($0) }).disposed(by: bag)
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 }
            .subscribe(onNext: { sums.append($0) }).disposed(by: bag)
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
            .subscribe(onNext: { sums.append($0) }).disposed(by: bag)
        XCTAssertEqual(sums, [3, 6, 10, 15, 21])
        sums.removeAll()
        s[5].accept(106)
        XCTAssertEqual(sums, [121], "only the 6-ary combination uses the sixth source")
    }

    // MARK: completion

    func testCompletesWhenAllSourcesComplete() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let right = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(240)])
        let result = scheduler.start { Observable.combineLatest(left, right) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(215, 11), .next(230, 21), .completed(240)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 220)], "a completed source is released at once")
        XCTAssertEqual(right.subscriptions, [Subscription(200, 240)])
    }

    func testDoesNotCompleteWhileOneSourceIsOpen() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let right = scheduler.createHotObservable([.next(215, 10), .next(230, 20)])
        let result = scheduler.start { Observable.combineLatest(left, right) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(215, 11), .next(230, 21)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 1000)])
    }

    func testCompletesWhenAValueArrivesAndEveryOtherSourceCompletedEmpty() {
        let scheduler = TestScheduler()
        let empty = scheduler.createHotObservable([.completed(210, Int.self)])
        let values = scheduler.createHotObservable([.next(220, 1), .next(230, 2)])
        let result = scheduler.start { Observable.combineLatest(empty, values) { $0 + $1 } }
        XCTAssertEqual(result.events, [.completed(220)], "nothing could ever be combined")
        XCTAssertEqual(values.subscriptions, [Subscription(200, 220)])
    }

    func testEmptyAndSynchronousSourceCompletes() {
        // RxSwift's testReplay_DeadlockEmpty.
        let recorder = OpsRecorder<Int>()
        _ = Observable.combineLatest(Observable<Int>.empty(), Observable.of(0, 1, 2)) { $0 + $1 }.subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.completed])
    }

    // MARK: errors

    func testFailsWhenAnySourceFailsAndReleasesTheOthers() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let right = scheduler.createHotObservable([.next(220, 10), .error(230, OpsError.boom)])
        let result = scheduler.start { Observable.combineLatest(left, right) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(220, 11), .error(230, OpsError.boom)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 230)])
    }

    func testFailsBeforeAnyValue() {
        let scheduler = TestScheduler()
        let never = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let failing = scheduler.createHotObservable([.error(220, OpsError.boom, Int.self)])
        let result = scheduler.start { Observable.combineLatest(never, failing) { $0 + $1 } }
        XCTAssertEqual(result.events, [.error(220, OpsError.boom)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingResultSelectorFails() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let right = scheduler.createHotObservable([.next(220, 10)])
        let result = scheduler.start {
            Observable.combineLatest(left, right) { a, b throws -> Int in
                if a == 2 { throw OpsError.boom }
                return a + b
            }
        }
        XCTAssertEqual(result.events, [.next(220, 11), .error(230, OpsError.boom)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 230)])
    }

    func testASynchronousFailureStopsBeforeLaterSourcesAreSubscribed() {
        let subscriptions = OpsCounter(), disposals = OpsCounter()
        let later = PublishSubject<Int>().opsCounted(subscriptions: subscriptions, disposals: disposals)
        let recorder = OpsRecorder<Int>()
        _ = Observable.combineLatest(Observable<Int>.error(OpsError.boom), later) { $0 + $1 }.subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.error(OpsError.boom)])
        XCTAssertEqual(subscriptions.value, 0)
    }

    // MARK: synchronous sources

    func testSynchronousSources() {
        let recorder = OpsRecorder<String>()
        _ = Observable.combineLatest(Observable.of(1, 2, 3), Observable.of("a", "b")) { "\($0)\($1)" }
            .subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next("3a"), .next("3b"), .completed])
    }

    func testInfiniteSynchronousSourceEndsWithTake() {
        let recorder = OpsRecorder<Int>()
        _ = Observable.combineLatest(Observable.just(100), Observable.from(1...)) { $0 + $1 }
            .take(3)
            .subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(101), .next(102), .next(103), .completed])
    }

    func testInfiniteSynchronousSourceEndsWhenItCompletesThroughTake() {
        // The source completes (through take) while `from` would go on: the
        // source's lifetime is released, so the loop ends.
        let recorder = OpsRecorder<Int>()
        let other = BehaviorRelay(value: 0)
        let subscription = Observable.combineLatest(other, Observable.from(1...).take(2)) { $0 + $1 }
            .subscribe(recorder.observer)
        other.accept(10)
        XCTAssertEqual(recorder.values, [1, 2, 12])
        subscription.dispose()
    }

    // MARK: disposal and re-entrancy

    func testDisposalDuringEmissionStopsDeliveryAndUnsubscribes() {
        let left = PublishSubject<Int>(), right = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.combineLatest(left, right) { $0 + $1 }.subscribe(onNext: { value in
            received.append(value)
            if value == 11 { subscription?.dispose() }
        })
        left.onNext(1)
        right.onNext(10)
        right.onNext(20)
        left.onNext(2)
        XCTAssertEqual(received, [11])
        XCTAssertFalse(left.hasObservers)
        XCTAssertFalse(right.hasObservers)
    }

    func testReentrantEmissionFromASubscriberIsProcessedInOrder() {
        let left = BehaviorRelay(value: 1), right = BehaviorRelay(value: 10)
        var received: [Int] = []
        let subscription = Observable.combineLatest(left, right) { $0 + $1 }.subscribe(onNext: { value in
            received.append(value)
            // Feeding another source from the subscriber re-enters the operator.
            if value == 12 { left.accept(5) }
        })
        right.accept(11)
        XCTAssertEqual(received, [11, 12, 16])
        XCTAssertEqual(left.value, 5)
        subscription.dispose()
    }

    func testReentrantEmissionDuringSubscription() {
        let left = BehaviorRelay(value: 1), right = BehaviorRelay(value: 10)
        var received: [Int] = []
        let subscription = Observable.combineLatest(left, right) { $0 + $1 }.subscribe(onNext: { value in
            received.append(value)
            if value == 11 { left.accept(2) }
        })
        XCTAssertEqual(received, [11, 12])
        subscription.dispose()
    }

    // MARK: collection

    func testCollectionCombinesLatestValues() {
        let scheduler = TestScheduler()
        let sources = [
            scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(400)]),
            scheduler.createHotObservable([.next(220, 2), .completed(410)]),
            scheduler.createHotObservable([.next(230, 3), .next(250, 6), .completed(420)]),
        ]
        let result = scheduler.start { Observable.combineLatest(sources) }
        XCTAssertEqual(result.events, [.next(230, [1, 2, 3]), .next(240, [4, 2, 3]), .next(250, [4, 2, 6]), .completed(420)])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 400)], [Subscription(200, 410)], [Subscription(200, 420)]])
    }

    func testCollectionWithResultSelectorAndFailure() {
        let scheduler = TestScheduler()
        let sources = [
            scheduler.createHotObservable([.next(210, 1), .next(240, 4)]),
            scheduler.createHotObservable([.next(220, 2), .error(250, OpsError.boom)]),
        ]
        let result = scheduler.start { Observable.combineLatest(sources) { $0.reduce(0, +) } }
        XCTAssertEqual(result.events, [.next(220, 3), .next(240, 6), .error(250, OpsError.boom)])
        XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 250)])
    }

    func testCollectionCompletesEarlyWhenOthersCompletedEmpty() {
        let scheduler = TestScheduler()
        let sources = [
            scheduler.createHotObservable([.completed(210, Int.self)]),
            scheduler.createHotObservable([.next(220, 2)]),
        ]
        let result = scheduler.start { Observable.combineLatest(sources) }
        XCTAssertEqual(result.events, [.completed(220)])
    }

    /// As in RxSwift: the result of combining nothing, once, then completion.
    func testEmptyCollectionSendsAnEmptyCombinationThenCompletes() {
        let recorder = OpsRecorder<[Int]>()
        _ = Observable.combineLatest([Observable<Int>]()).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next([]), .completed])
    }

    func testCollectionOfRelays() {
        let relays = (0..<10).map { BehaviorRelay(value: $0) }
        let recorder = OpsRecorder<Int>()
        let subscription = Observable.combineLatest(relays) { $0.reduce(0, +) }.subscribe(recorder.observer)
        relays[9].accept(100)
        XCTAssertEqual(recorder.values, [45, 136])
        subscription.dispose()
    }

    // MARK: memory

    func testSubscriptionIsReleasedAfterDisposal() {
        weak var weakSink: AnyObject?
        let left = PublishSubject<Int>(), right = PublishSubject<Int>()
        do {
            let token = NSObject()
            weakSink = token
            let subscription = Observable.combineLatest(left, right) { [token] a, b in _ = token; return a + b }
                .subscribe()
            subscription.dispose()
        }
        XCTAssertNil(weakSink, "the operator's state, and the selector it holds, are freed")
    }
}
