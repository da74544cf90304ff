import XCTest
import Binding

/// The time operators on real clocks (dispatch queues and the main queue),
/// checking values and order only, never timings: the virtual-time tests
/// check timings. Each test waits for an expectation, not a fixed sleep.
final class RealSchedulerTimeTests: XCTestCase {
    /// Events collected from another thread.
    private final class Collector<Element>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Event<Element>] = []

        func append(_ event: Event<Element>) { lock.withLock { storage.append(event) } }
        var events: [Event<Element>] { lock.withLock { storage } }
        var elements: [Element] { events.compactMap(\.element) }
    }

    private let queue = SerialDispatchQueueScheduler(label: "time-tests")

    private func collect<Element>(
        _ source: Observable<Element>,
        until isLast: @escaping (Event<Element>) -> Bool = { $0.isStopEvent }
    ) -> Collector<Element> {
        let collector = Collector<Element>()
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
        let collector = Collector<Int>()
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
        let result = Collector<Int>()
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

    func testDebouncedDriverDeliversOnTheMainThread() {
        let relay = BehaviorRelay(value: 1)
        var values: [Int] = []
        var onMain: [Bool] = []
        let done = expectation(description: "debounced value")
        let subscription = relay.asDriver().debounce(.milliseconds(200)).drive(onNext: { value in
            values.append(value)
            onMain.append(MainThread.isCurrent)
            done.fulfill()
        })
        relay.accept(2)
        relay.accept(3)
        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(values, [3])
        XCTAssertEqual(onMain, [true])
    }

    func testDelayOnAConcurrentQueueKeepsOrderUnderLoad() {
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let subject = PublishSubject<Int>()
        let collector = Collector<Int>()
        let overlapping = OverlapDetector()
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
        let collector = Collector<Int>()
        let overlapping = OverlapDetector()
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
}

/// Notices when two deliveries to one observer overlap.
private final class OverlapDetector: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private(set) var detected = false

    func enter() {
        lock.withLock {
            inside += 1
            if inside > 1 { detected = true }
        }
    }

    func leave() { lock.withLock { inside -= 1 } }
}
