import BindingTesting
import Foundation
import ReactiveCore
import XCTest

final class ScheduledCreationTests: XCTestCase {
    func testJustOfAndFromOnASchedulerSendOneValuePerAction() {
        let scheduler = TestScheduler()
        XCTAssertEqual(scheduler.start { Observable.just(4, scheduler: scheduler) }.events, Recorded.events(.next(200, 4), .completed(200)))
        let of = scheduler.start(created: 1000, subscribed: 1100, disposed: 1200) { Observable.of(1, 2, scheduler: scheduler) }
        XCTAssertEqual(of.events, [.next(1100, 1), .next(1100, 2), .completed(1100)])
        let from = scheduler.start(created: 1300, subscribed: 1400, disposed: 1500) { Observable.from(["a", "b"], scheduler: scheduler) }
        XCTAssertEqual(from.events, [.next(1400, "a"), .next(1400, "b"), .completed(1400)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    /// Disposing between two actions stops the sequence: an endless sequence
    /// on a queue ends with `take`, on the trampoline too.
    func testFromOnASchedulerIsLazyAndStopsWhenDisposed() {
        let trampolined = OpsRecorder<Int>()
        _ = Observable.from(1..., scheduler: CurrentThreadScheduler.instance).take(3).subscribe(trampolined.observer)
        XCTAssertEqual(trampolined.events, [.next(1), .next(2), .next(3), .completed])

        let queued = OpsRecorder<Int>()
        let done = expectation(description: "completed")
        let subscription = Observable.from(1..., scheduler: SerialDispatchQueueScheduler(label: "from-scheduler")).take(100)
            .subscribe(AnyObserver { event in
                queued.record(event)
                if event.isCompleted { done.fulfill() }
            })
        wait(for: [done], timeout: 30)
        subscription.dispose()
        XCTAssertEqual(queued.values, Array(1...100))
    }

    func testFromOptional() {
        let some = OpsRecorder<Int>()
        _ = Observable.from(optional: 5).subscribe(some.observer)
        XCTAssertEqual(some.events, [.next(5), .completed])
        let none = OpsRecorder<Int>()
        _ = Observable<Int>.from(optional: nil).subscribe(none.observer)
        XCTAssertEqual(none.events, [.completed])
        let scheduler = TestScheduler()
        XCTAssertEqual(scheduler.start { Observable.from(optional: 1, scheduler: scheduler) }.events, [.next(200, 1), .completed(200)])
    }

    func testDistinctUntilChangedWithAKeyAndComparerOrAtAKeyPath() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([
            .next(210, "a1"), .next(220, "A2"), .next(230, "b3"), .next(240, "B4"), .next(250, "c5"), .completed(260),
        ])
        let result = scheduler.start {
            input.distinctUntilChanged({ $0.prefix(1) }, comparer: { $0.lowercased() == $1.lowercased() })
        }
        XCTAssertEqual(result.events, [.next(210, "a1"), .next(230, "b3"), .next(250, "c5"), .completed(260)])

        let counts = OpsRecorder<String>()
        _ = Observable.of("a", "b", "cc", "dd", "e").distinctUntilChanged(at: \.count).subscribe(counts.observer)
        XCTAssertEqual(counts.events, [.next("a"), .next("cc"), .next("e"), .completed])

        let throwing = OpsRecorder<Int>()
        _ = Observable.of(1, 2).distinctUntilChanged({ $0 }, comparer: { _, _ in throw OpsError.boom }).subscribe(throwing.observer)
        XCTAssertEqual(throwing.events, [.next(1), .error(OpsError.boom)])
    }
}
