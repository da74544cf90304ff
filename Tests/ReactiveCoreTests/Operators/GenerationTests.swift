import BindingTesting
import Foundation
import ReactiveCore
import XCTest

/// A resource that records its disposal in a shared log.
private final class LoggedResource: Disposable, @unchecked Sendable {
    let log: OpsRecorder<String>
    init(_ log: OpsRecorder<String>) { self.log = log }
    func dispose() { log.record(.next("resource disposed")) }
}

final class GenerationTests: XCTestCase {
    // MARK: generate

    func testGenerateSendsStatesWhileTheConditionHolds() {
        let scheduler = TestScheduler()
        let result = scheduler.start {
            Observable.generate(initialState: 1, condition: { $0 < 20 }, scheduler: scheduler, iterate: { $0 * 3 })
        }
        XCTAssertEqual(result.events, [.next(200, 1), .next(200, 3), .next(200, 9), .completed(200)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testGenerateThrowingConditionOrIterateFails() {
        let conditionFails = OpsRecorder<Int>()
        _ = Observable.generate(initialState: 0, condition: { value in
            if value == 2 { throw OpsError.boom }
            return true
        }, iterate: { $0 + 1 }).subscribe(conditionFails.observer)
        XCTAssertEqual(conditionFails.events, [.next(0), .next(1), .error(OpsError.boom)])

        let iterateFails = OpsRecorder<Int>()
        _ = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { value in
            if value == 1 { throw OpsError.other }
            return value + 1
        }).subscribe(iterateFails.observer)
        XCTAssertEqual(iterateFails.events, [.next(0), .next(1), .error(OpsError.other)])
    }

    /// Endless generators stop when the subscriber leaves, on the trampoline
    /// and on a scheduler that runs actions at once (in a loop: 100,000 values
    /// do not grow the stack).
    func testGenerateStopsOnDisposalOnEveryImmediateScheduler() {
        let trampolined = OpsRecorder<Int>()
        _ = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { $0 + 1 }).take(3).subscribe(trampolined.observer)
        XCTAssertEqual(trampolined.events, [.next(0), .next(1), .next(2), .completed])

        let immediate = OpsRecorder<Int>()
        _ = Observable.generate(initialState: 0, condition: { $0 < 100_000 }, scheduler: ImmediateScheduler.instance, iterate: { $0 + 1 })
            .subscribe(immediate.observer)
        XCTAssertEqual(immediate.values.count, 100_000)
        XCTAssertTrue(immediate.isCompleted)

        let taken = OpsRecorder<Int>()
        _ = Observable.repeatElement(7, scheduler: ImmediateScheduler.instance).take(2).subscribe(taken.observer)
        XCTAssertEqual(taken.events, [.next(7), .next(7), .completed])
    }

    /// On a real queue each value is its own action: disposing between two
    /// values stops the sequence there.
    func testRepeatElementOnAQueueStopsWhenDisposed() {
        // The queue is held until the subscription is assigned: otherwise, on a loaded machine, the
        // 50th value can come before `setDisposable`, and the values sent until then are not the
        // operator's fault.
        let queue = DispatchQueue(label: "repeat-element")
        queue.suspend()
        let scheduler = SerialDispatchQueueScheduler(queue: queue)
        let recorder = OpsRecorder<Int>()
        let enough = expectation(description: "values arrived")
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(Observable.repeatElement(1, scheduler: scheduler).subscribe(AnyObserver { event in
            recorder.record(event)
            if recorder.values.count == 50 {
                subscription.dispose()
                enough.fulfill()
            }
        }))
        queue.resume()
        wait(for: [enough], timeout: 30)
        let fence = expectation(description: "queue drained")
        _ = scheduler.schedule { fence.fulfill() }
        wait(for: [fence], timeout: 30)
        XCTAssertEqual(recorder.values.count, 50)
        XCTAssertFalse(recorder.isCompleted)
    }

    // MARK: range

    func testRangeSendsConsecutiveIntegers() {
        let scheduler = TestScheduler()
        let result = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(200, 5), .next(200, 6), .next(200, 7), .completed(200)])

        let empty = OpsRecorder<Int>()
        _ = Observable.range(start: 1, count: 0).subscribe(empty.observer)
        XCTAssertEqual(empty.events, [.completed])

        let top = OpsRecorder<Int8>()
        _ = Observable<Int8>.range(start: 126, count: 2).subscribe(top.observer)
        XCTAssertEqual(top.events, [.next(126), .next(127), .completed])
    }

    func testRangeBadArgumentsAreArgumentOutOfRange() {
        let negative = OpsRecorder<Int>()
        _ = Observable.range(start: 1, count: -1).subscribe(negative.observer)
        XCTAssertEqual(negative.events, [.error(RxError.argumentOutOfRange)])

        let overflowing = OpsRecorder<Int8>()
        _ = Observable<Int8>.range(start: 120, count: 10).subscribe(overflowing.observer)
        XCTAssertEqual(overflowing.events, [.error(RxError.argumentOutOfRange)])
    }

    // MARK: using

    func testUsingDisposesTheResourceAfterTheSubscription() {
        let scheduler = TestScheduler()
        let log = OpsRecorder<String>()
        let source = scheduler.createColdObservable([.next(100, 1), .completed(200)])
        let result = scheduler.start {
            Observable.using({ LoggedResource(log) }, observableFactory: { _ in
                source.asObservable().do(onDispose: { log.record(.next("subscription disposed")) })
            })
        }
        XCTAssertEqual(result.events, [.next(300, 1), .completed(400)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(log.values, ["subscription disposed", "resource disposed"])

        let early = OpsRecorder<String>()
        let endless = scheduler.createColdObservable([.next(100, 1)])
        let disposed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1250) {
            Observable.using({ LoggedResource(early) }, observableFactory: { _ in endless.asObservable() })
        }
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(endless.subscriptions, [Subscription(1200, 1250)])
        XCTAssertEqual(early.values, ["resource disposed"])
    }

    func testUsingFactoryErrorsFailAndStillDisposeTheResource() {
        let log = OpsRecorder<String>()
        let failedSource = OpsRecorder<Int>()
        _ = Observable<Int>.using({ LoggedResource(log) }, observableFactory: { _ in throw OpsError.boom }).subscribe(failedSource.observer)
        XCTAssertEqual(failedSource.events, [.error(OpsError.boom)])
        XCTAssertEqual(log.values, ["resource disposed"])

        let failedResource = OpsRecorder<Int>()
        let factoryCalls = OpsCounter()
        _ = Observable<Int>.using({ () throws -> LoggedResource in throw OpsError.other }, observableFactory: { _ in
            factoryCalls.increment()
            return .just(1)
        }).subscribe(failedResource.observer)
        XCTAssertEqual(failedResource.events, [.error(OpsError.other)])
        XCTAssertEqual(factoryCalls.value, 0)

        let sourceFails = OpsRecorder<String>()
        _ = Observable<Int>.using({ LoggedResource(sourceFails) }, observableFactory: { _ in .error(OpsError.boom) }).subscribe()
        XCTAssertEqual(sourceFails.values, ["resource disposed"])
    }
}
