import BindingTesting
import ReactiveCore
import XCTest

/// The time operators on real clocks (dispatch queues and the main queue),
/// checking values and order only, never timings: the virtual-time tests
/// check timings. Each test waits for an expectation, not a fixed sleep.
final class RealSchedulerTimeTests: XCTestCase {
    private let queue = SerialDispatchQueueScheduler(label: "time-tests")

    private func collect<Element>(
        _ source: Observable<Element>,
        until isLast: @escaping (Event<Element>) -> Bool = { $0.isStopEvent }
    ) -> TimeEventCollector<Element> {
        let collector = TimeEventCollector<Element>()
        let done = expectation(description: "last event")
        let subscription = source.subscribe { event in
            collector.append(event)
            if isLast(event) { done.fulfill() }
        }
        wait(for: [done], timeout: 10)
        subscription.dispose()
        return collector
    }

    func testDelayOnADispatchQueueKeepsValuesAndOrder() {
        let result = collect(Observable.from(1...5).delay(.milliseconds(2), scheduler: queue))
        XCTAssertEqual(result.elements, [1, 2, 3, 4, 5])
        XCTAssertTrue(result.events.last?.isCompleted ?? false)
    }

    func testDebounceOnADispatchQueueSendsTheLastOfABurst() {
        let subject = PublishSubject<Int>()
        let source = subject.asObservable().debounce(.milliseconds(200), scheduler: queue)
        let collector = TimeEventCollector<Int>()
        let done = expectation(description: "debounced value")
        let subscription = source.subscribe { event in
            collector.append(event)
            done.fulfill()
        }
        for value in 1...3 { subject.onNext(value) }
        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(collector.elements, [3])
    }

    func testThrottleOnADispatchQueueSendsTheFirstThenTheLatest() {
        let subject = PublishSubject<Int>()
        let source = subject.asObservable().throttle(.milliseconds(200), scheduler: queue)
        let result = TimeEventCollector<Int>()
        let done = expectation(description: "latest value")
        let subscription = source.subscribe { event in
            result.append(event)
            if event.element == 3 { done.fulfill() }
        }
        for value in 1...3 { subject.onNext(value) }
        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(result.elements, [1, 3])
    }

    func testIntervalOnADispatchQueueCounts() {
        let result = collect(Observable<Int>.interval(.milliseconds(1), scheduler: queue).take(3))
        XCTAssertEqual(result.elements, [0, 1, 2])
    }

    func testTimeoutOnADispatchQueueFails() {
        let result = collect(Observable<Int>.never().timeout(.milliseconds(5), scheduler: queue))
        XCTAssertEqual(result.events.count, 1)
        XCTAssertEqual(result.events.first?.error as? RxError, .timeout)
    }

}
