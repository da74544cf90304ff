import BindingTesting
import Foundation
import ReactiveCore
import XCTest

final class SkipTakeTests: XCTestCase {
    // MARK: skip(until:)

    /// RxSwift's own timeline: values pass once the trigger has sent one; the
    /// trigger is released after its first value.
    func testSkipUntilPassesValuesAfterTheTriggerFires() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let trigger = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        let result = scheduler.start { source.skip(until: trigger) }
        XCTAssertEqual(result.events, [.next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilTriggerFailureFailsTheResult() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let trigger = scheduler.createHotObservable([.error(225, OpsError.boom, Int.self)])
        let result = scheduler.start { source.skip(until: trigger) }
        XCTAssertEqual(result.events, [.error(225, OpsError.boom)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 225)])
    }

    /// As in RxSwift: a source that completes before the trigger fired ends
    /// the result silently; a trigger that completes without a value means
    /// nothing passes, and the source's own error still does.
    func testSkipUntilSourceCompletingFirstEndsSilently() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(300, 1)])
        let result = scheduler.start { source.skip(until: trigger) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])

        let failing = scheduler.createHotObservable([.next(1210, 2), .error(1250, OpsError.boom)])
        let emptyTrigger = scheduler.createHotObservable([.completed(1220, Int.self)])
        let failed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { failing.skip(until: emptyTrigger) }
        XCTAssertEqual(failed.events, [.error(1250, OpsError.boom)])
        XCTAssertEqual(emptyTrigger.subscriptions, [Subscription(1200, 1220)])
    }

    func testSkipUntilDisposalReleasesBoth() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
        let trigger = scheduler.createHotObservable([.next(250, 1)])
        let result = scheduler.start(disposed: 300) { source.skip(until: trigger) }
        XCTAssertEqual(result.events, [.next(260, 3)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    /// A value sent to the trigger from inside the source's own delivery
    /// (reentrancy): `do(onNext:)` runs before the value is passed on, so the
    /// gate is open when that value arrives.
    func testSkipUntilTriggerFiredFromInsideDelivery() {
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Void>()
        let recorder = OpsRecorder<Int>()
        let subscription = source.do(onNext: { if $0 == 2 { trigger.onNext(()) } }).skip(until: trigger).subscribe(recorder.observer)
        for value in 1...4 { source.onNext(value) }
        XCTAssertEqual(recorder.values, [2, 3, 4])
        XCTAssertFalse(trigger.hasObservers)
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
    }

    // MARK: take(until: predicate, behavior:)

    func testTakeUntilPredicateExclusiveAndInclusive() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let exclusive = scheduler.start { source.take(until: { $0 == 4 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])

        let later = scheduler.createHotObservable([.next(1210, 2), .next(1220, 3), .next(1230, 4), .completed(1250)])
        let inclusive = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            later.take(until: { $0 == 3 }, behavior: .inclusive)
        }
        XCTAssertEqual(inclusive.events, [.next(1210, 2), .next(1220, 3), .completed(1220)])
        XCTAssertEqual(later.subscriptions, [Subscription(1200, 1220)])
    }

    func testTakeUntilPredicateErrorsAndCompletion() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let result = scheduler.start {
            source.take(until: { value in
                if value == 3 { throw OpsError.other }
                return false
            })
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, OpsError.other)])

        let finite = scheduler.createHotObservable([.next(1210, 2), .error(1250, OpsError.boom)])
        let failed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { finite.take(until: { _ in false }) }
        XCTAssertEqual(failed.events, [.next(1210, 2), .error(1250, OpsError.boom)])
    }

    // MARK: take(while:behavior:)

    func testTakeWhileInclusiveSendsTheFirstFailingValue() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 10), .next(240, 4), .completed(250)])
        let result = scheduler.start { source.take(while: { $0 < 5 }, behavior: .inclusive) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 10), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])

        let recorder = OpsRecorder<Int>()
        _ = Observable.from(1...).take(while: { $0 < 3 }, behavior: .exclusive).subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    }

    // MARK: skip(_ duration:scheduler:)

    func testSkipDurationDropsValuesOfTheFirstPeriod() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start { source.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    }

    func testSkipDurationPassesEarlyTerminalEventsAndDisposes() {
        let scheduler = TestScheduler()
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, OpsError.boom)])
        XCTAssertEqual(scheduler.start { failing.skip(.seconds(50), scheduler: scheduler) }.events, [.error(220, OpsError.boom)])

        let endless = scheduler.createHotObservable([.next(1210, 1), .next(1300, 2), .next(1500, 3)])
        let disposed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1400) { endless.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(disposed.events, [.next(1300, 2)])
        XCTAssertEqual(endless.subscriptions, [Subscription(1200, 1400)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    // MARK: take(for:scheduler:)

    func testTakeForCompletesAfterTheDurationAndReleasesTheSource() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start { source.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
    }

    func testTakeForPassesEarlyTerminalEventsAndCancelsTheTimer() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OpsError.boom)])
        let result = scheduler.start { source.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OpsError.boom)])
        XCTAssertEqual(scheduler.pendingCount, 0)

        let endless = scheduler.createHotObservable([.next(1210, 1)])
        let disposed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1220) { endless.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(disposed.events, [.next(1210, 1)])
        XCTAssertEqual(endless.subscriptions, [Subscription(1200, 1220)])
    }

    /// The timer fires on another thread than the source's values: both go
    /// through one lock, and nothing follows completion.
    func testTakeForWithValuesFromAnotherThread() {
        let queue = DispatchQueue(label: "take-for-values")
        let source = PublishSubject<Int>()
        let recorder = OpsRecorder<Int>()
        let done = expectation(description: "completed")
        let subscription = source.take(for: .milliseconds(20), scheduler: ConcurrentDispatchQueueScheduler(queue: .global()))
            .subscribe(AnyObserver { event in
                recorder.record(event)
                if event.isCompleted { done.fulfill() }
            })
        let feeding = DispatchWorkItem {
            var value = 0
            while !recorder.isCompleted {
                source.onNext(value)
                value += 1
            }
            source.onNext(-1)
        }
        queue.async(execute: feeding)
        wait(for: [done], timeout: 30)
        feeding.wait()
        subscription.dispose()
        XCTAssertEqual(recorder.events.last.map(\.isCompleted), true)
        XCTAssertFalse(recorder.values.contains(-1))
        XCTAssertEqual(recorder.events.filter(\.isStopEvent).count, 1)
    }
}
