import BindingTesting
import Foundation
import ReactiveCore
import XCTest

/// The ported operators with events from several threads at once (checked
/// under ThreadSanitizer by `Scripts/run-sanitized-tests.sh thread`).
final class PortedOperatorsConcurrencyTests: XCTestCase {
    /// Inner sequences on queues send at the same time as the outer source;
    /// each value arrives once and deliveries never overlap.
    func testFlatMapFirstAndMergeMaxConcurrentWithInnersOnQueues() {
        for limited in [false, true] {
            let overlap = TimeOverlapDetector()
            let recorder = OpsRecorder<Int>()
            let done = expectation(description: "completed")
            let inner = { (value: Int) -> Observable<Int> in
                Observable.from(0..<50).map { value * 100 + $0 }.subscribe(on: ConcurrentDispatchQueueScheduler(queue: .global()))
            }
            let outer = Observable.from(0..<20)
            let merged = limited ? outer.map(inner).merge(maxConcurrent: 3) : outer.flatMapFirst(inner)
            let subscription = merged.subscribe(AnyObserver { event in
                overlap.enter()
                recorder.record(event)
                overlap.leave()
                if event.isStopEvent { done.fulfill() }
            })
            wait(for: [done], timeout: 30)
            subscription.dispose()
            XCTAssertFalse(overlap.detected)
            XCTAssertTrue(recorder.isCompleted)
            if limited {
                XCTAssertEqual(recorder.values.count, 20 * 50)
                XCTAssertEqual(Set(recorder.values).count, 20 * 50)
            } else {
                XCTAssertEqual(recorder.values.count % 50, 0)
                XCTAssertGreaterThanOrEqual(recorder.values.count, 50)
            }
        }
    }

    /// The trigger fires on a queue while the failed attempt is released on
    /// the source's thread.
    func testRetryWhenWithTheTriggerOnAQueue() {
        let attempts = OpsCounter()
        let source = Observable<Int>.deferred { () -> Observable<Int> in
            attempts.increment()
            return attempts.value < 200 ? .error(OpsError.boom) : .just(attempts.value)
        }.subscribe(on: ConcurrentDispatchQueueScheduler(queue: .global()))
        let trigger = SerialDispatchQueueScheduler(queue: DispatchQueue(label: "retry-trigger"))
        let recorder = OpsRecorder<Int>()
        let done = expectation(description: "completed")
        let subscription = source.retry(when: { errors in errors.observe(on: trigger) }).subscribe(AnyObserver { event in
            recorder.record(event)
            if event.isStopEvent { done.fulfill() }
        })
        wait(for: [done], timeout: 30)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [.next(200), .completed])
    }

    /// The `skip(until:)` trigger fires on this thread while values arrive on
    /// another: the values passed are a contiguous tail, in order.
    func testSkipUntilTriggerOnAnotherThread() {
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Void>()
        let recorder = OpsRecorder<Int>()
        let subscription = source.skip(until: trigger).subscribe(recorder.observer)
        let started = DispatchSemaphore(value: 0)
        let feeder = DispatchWorkItem {
            started.signal()
            for value in 0..<20_000 { source.onNext(value) }
        }
        DispatchQueue.global().async(execute: feeder)
        started.wait()
        trigger.onNext(())
        feeder.wait()
        source.onCompleted()
        subscription.dispose()
        let values = recorder.values
        XCTAssertEqual(values, values.sorted())
        if let first = values.first { XCTAssertEqual(values, Array(first..<20_000)) }
        XCTAssertTrue(recorder.isCompleted)
    }
}
