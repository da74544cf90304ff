import BindingTesting
import ReactiveCore
import XCTest

/// Time operators with timers on a concurrent queue and values from another
/// thread: order kept, nothing lost or doubled, deliveries never overlap.
/// The name puts them in the CI's ThreadSanitizer run (`--filter ThreadSafety`).
final class TimeOperatorsThreadSafetyTests: XCTestCase {
    func testDelayOnAConcurrentQueueKeepsOrderUnderLoad() {
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let subject = PublishSubject<Int>()
        let collector = TimeEventCollector<Int>()
        let overlapping = TimeOverlapDetector()
        let done = expectation(description: "completed")
        let subscription = subject.asObservable()
            .delay(.microseconds(20), scheduler: concurrent)
            .subscribe { event in
                overlapping.enter()
                collector.append(event)
                overlapping.leave()
                if event.isStopEvent { done.fulfill() }
            }
        DispatchQueue.global().async {
            for value in 0..<5_000 { subject.onNext(value) }
            subject.onCompleted()
        }
        wait(for: [done], timeout: 30)
        subscription.dispose()
        XCTAssertEqual(collector.elements, Array(0..<5_000))
        XCTAssertTrue(collector.events.last?.isCompleted ?? false)
        XCTAssertFalse(overlapping.detected, "events to one observer never overlap")
    }

    func testDebounceOnAConcurrentQueueEndsWithTheLastValueUnderLoad() {
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let subject = PublishSubject<Int>()
        let collector = TimeEventCollector<Int>()
        let overlapping = TimeOverlapDetector()
        let done = expectation(description: "completed")
        let subscription = subject.asObservable()
            .debounce(.microseconds(5), scheduler: concurrent)
            .subscribe { event in
                overlapping.enter()
                collector.append(event)
                overlapping.leave()
                if event.isStopEvent { done.fulfill() }
            }
        DispatchQueue.global().async {
            for value in 0..<5_000 { subject.onNext(value) }
            subject.onCompleted()
        }
        wait(for: [done], timeout: 30)
        subscription.dispose()
        let elements = collector.elements
        XCTAssertEqual(elements.last, 4_999, "completion sends the value still waiting")
        XCTAssertEqual(elements, elements.sorted(), "values arrive in order")
        XCTAssertEqual(Set(elements).count, elements.count, "no value is sent twice")
        XCTAssertFalse(overlapping.detected, "events to one observer never overlap")
    }

    /// Sends 0..<5_000 from a background thread, then completes, through
    /// `operation`; returns the events once the result has ended.
    private func run<Result>(
        _ operation: (Observable<Int>, SchedulerType) -> Observable<Result>
    ) -> (events: [Event<Result>], overlapped: Bool) {
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let subject = PublishSubject<Int>()
        let collector = TimeEventCollector<Result>()
        let overlapping = TimeOverlapDetector()
        let done = expectation(description: "ended")
        let subscription = operation(subject.asObservable(), concurrent).subscribe { event in
            overlapping.enter()
            collector.append(event)
            overlapping.leave()
            if event.isStopEvent { done.fulfill() }
        }
        DispatchQueue.global().async {
            for value in 0..<5_000 { subject.onNext(value) }
            subject.onCompleted()
        }
        wait(for: [done], timeout: 30)
        subscription.dispose()
        return (collector.events, overlapping.detected)
    }

    func testThrottleOnAConcurrentQueueEndsWithTheLatestValueUnderLoad() {
        let result = run { $0.throttle(.microseconds(20), scheduler: $1) }
        let elements = result.events.compactMap(\.element)
        XCTAssertEqual(elements.first, 0, "the first value passes at once")
        XCTAssertEqual(elements.last, 4_999, "completion waits for the latest value")
        XCTAssertEqual(elements, elements.sorted())
        XCTAssertEqual(Set(elements).count, elements.count)
        XCTAssertTrue(result.events.last?.isCompleted ?? false)
        XCTAssertFalse(result.overlapped)
    }

    func testBufferOnAConcurrentQueueLosesNothingUnderLoad() {
        let result = run { $0.buffer(timeSpan: .microseconds(50), count: 7, scheduler: $1) }
        let buffers = result.events.compactMap(\.element)
        XCTAssertEqual(buffers.flatMap { $0 }, Array(0..<5_000))
        XCTAssertTrue(buffers.allSatisfy { $0.count <= 7 })
        XCTAssertTrue(result.events.last?.isCompleted ?? false)
        XCTAssertFalse(result.overlapped)
    }
}
