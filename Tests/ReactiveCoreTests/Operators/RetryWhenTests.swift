import BindingTesting
import ReactiveCore
import XCTest

/// An error type the typed `retry(when:)` does not handle.
private struct OtherFailure: Error, Equatable {}

final class RetryWhenTests: XCTestCase {
    // MARK: retry(when:)

    /// RxSwift's timeline: the second error makes the trigger fail, which
    /// fails the result with the trigger's error.
    func testRetryWhenTriggerFailureFailsTheResult() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, OpsError.boom), .completed(40)])
        let result = scheduler.start(disposed: 300) {
            source.retry(when: { (errors: Observable<OpsError>) in
                errors.scan(0) { count, _ in
                    if count + 1 == 2 { throw OpsError.other }
                    return count + 1
                }
            })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, OpsError.other)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    /// RxSwift's timeline: a trigger that completes while an error is pending completes the result.
    func testRetryWhenTriggerCompletionCompletesTheResult() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, OpsError.boom), .completed(40)])
        let result = scheduler.start(disposed: 300) {
            source.retry(when: { (errors: Observable<OpsError>) in
                errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 2 })
            })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    /// RxSwift's timeline: a trigger that completed before the error decides
    /// the end when the error comes; one that completed with the source
    /// still running lets the source complete normally.
    func testRetryWhenTriggerEndedBeforeTheError() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, OpsError.boom), .completed(40)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(230, Int.self)])
        let result = scheduler.start { source.retry(when: { _ in empty }) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])

        let completing = scheduler.createHotObservable([.next(1150, 1), .completed(1250)])
        let earlyEmpty = scheduler.createHotObservable([.completed(1210, Int.self)])
        let completed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
            completing.retry(when: { _ in earlyEmpty })
        }
        XCTAssertEqual(completed.events, [.completed(1250)])
    }

    /// RxSwift's incremental back-off timeline: each retry waits longer; the
    /// fourth error is passed on.
    func testRetryWhenIncrementalBackOff() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(5, 1), .error(10, OpsError.boom)])
        let result = scheduler.start(disposed: 800) {
            source.retry(when: { errors in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt >= 3 ? .error(error) : .timer(.seconds((attempt + 1) * 50), scheduler: scheduler)
                }
            })
        }
        XCTAssertEqual(result.events, [.next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, OpsError.boom)])
        XCTAssertEqual(source.subscriptions, [
            Subscription(200, 210), Subscription(260, 270), Subscription(370, 380), Subscription(530, 540),
        ])
    }

    func testRetryWhenPassesErrorsOfAnotherType() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(5, 1), .error(10, OpsError.boom)])
        let result = scheduler.start(disposed: 800) { source.retry(when: { (errors: Observable<OtherFailure>) in errors }) }
        XCTAssertEqual(result.events, [.next(205, 1), .error(210, OpsError.boom)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }

    func testRetryWhenDisposalReleasesSourceAndTrigger() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, OpsError.boom)])
        let trigger = scheduler.createHotObservable([.next(260, 0), .next(600, 0)])
        let result = scheduler.start(disposed: 300) { source.retry(when: { (_: Observable<any Error>) in trigger }) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(270, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(260, 280)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
    }

    /// A source that fails synchronously many times is resubscribed in a loop
    /// (no stack growth), as RxSwift's tail-recursion test checks.
    func testRetryWhenSynchronousFailuresDoNotGrowTheStack() {
        let attempts = OpsCounter()
        let source = Observable<Int>.deferred { () -> Observable<Int> in
            attempts.increment()
            return attempts.value < 20_000 ? .error(OpsError.boom) : .of(1, 2)
        }
        let recorder = OpsRecorder<Int>()
        _ = source.retry(when: { errors in errors }).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(attempts.value, 20_000)
    }

    // MARK: catch(sequence:)

    func testCatchSequenceMovesToTheNextSourceOnFailure() {
        let scheduler = TestScheduler()
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, OpsError.boom)])
        let second = scheduler.createColdObservable([.next(10, 2), .error(30, OpsError.other)])
        let third = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let unused = scheduler.createColdObservable([.next(10, 4)])
        let result = scheduler.start { Observable.catch(sequence: [first, second, third, unused]) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .next(260, 3), .completed(270)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 250)])
        XCTAssertEqual(third.subscriptions, [Subscription(250, 270)])
        XCTAssertEqual(unused.subscriptions, [])
    }

    func testCatchSequencePassesTheLastErrorAndCompletesWhenEmpty() {
        let scheduler = TestScheduler()
        let first = scheduler.createColdObservable([.error(20, OpsError.boom, Int.self)])
        let second = scheduler.createColdObservable([.next(10, 2), .error(30, OpsError.other)])
        let result = scheduler.start { Observable.catch(sequence: [first, second]) }
        XCTAssertEqual(result.events, [.next(230, 2), .error(250, OpsError.other)])

        let recorder = OpsRecorder<Int>()
        _ = Observable<Int>.catch(sequence: [Observable<Int>]()).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.completed])
    }

    func testCatchSequenceDisposalAndLazyInfiniteSequence() {
        let scheduler = TestScheduler()
        let running = scheduler.createColdObservable([.next(10, 1)])
        let result = scheduler.start(disposed: 300) { Observable.catch(sequence: [running]) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(running.subscriptions, [Subscription(200, 300)])

        // Synchronous failures run in a loop over a lazily read, endless sequence.
        let made = OpsCounter()
        let sources = (0...).lazy.map { index -> Observable<Int> in
            made.increment()
            return index < 20_000 ? .error(OpsError.boom) : .just(index)
        }
        let recorder = OpsRecorder<Int>()
        _ = Observable.catch(sequence: sources).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(20_000), .completed])
        XCTAssertEqual(made.value, 20_001)
    }
}
