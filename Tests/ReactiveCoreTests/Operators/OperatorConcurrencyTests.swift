import BindingTesting
import Dispatch
import Foundation
import ReactiveCore
import XCTest

/// Operators with several sources fed from many threads at once: every value
/// arrives, events never overlap, the final state is the expected one.
/// Run under ThreadSanitizer by `.ci/run`.
private let threads = 8
private let perThread = 500

final class OperatorConcurrencyTests: XCTestCase {

    /// Asserts that `observer` is never entered by two threads at once.
    private final class OverlapDetector: @unchecked Sendable {
        private let inside = NSLock()
        private let lock = NSLock()
        private(set) var overlaps = 0
        private(set) var count = 0

        func enter() {
            if !inside.try() {
                lock.lock()
                overlaps += 1
                lock.unlock()
                inside.lock()
            }
            lock.lock()
            count += 1
            lock.unlock()
            inside.unlock()
        }
    }

    func testCombineLatestOfRelaysWrittenConcurrently() {
        let relays = (0..<threads).map { _ in BehaviorRelay(value: 0) }
        let detector = OverlapDetector()
        let last = OpsRecorder<Int>()
        let subscription = Observable.combineLatest(relays) { $0.reduce(0, +) }.subscribe(onNext: { sum in
            detector.enter()
            last.record(.next(sum))
        })
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            for value in 1...perThread { relays[index].accept(value) }
        }
        XCTAssertEqual(detector.overlaps, 0)
        XCTAssertEqual(last.values.last, threads * perThread, "the final combination holds every relay's last value")
        XCTAssertEqual(detector.count, 1 + threads * perThread)
        subscription.dispose()
    }

    func testCombineLatestOfThreeWrittenConcurrently() {
        let a = BehaviorRelay(value: 0), b = BehaviorRelay(value: 0), c = BehaviorRelay(value: 0)
        let detector = OverlapDetector()
        let last = OpsRecorder<Int>()
        let subscription = Observable.combineLatest(a, b, c) { $0 + $1 + $2 }.subscribe(onNext: {
            detector.enter()
            last.record(.next($0))
        })
        let relays = [a, b, c]
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            for value in 1...perThread { relays[index].accept(value) }
        }
        XCTAssertEqual(detector.overlaps, 0)
        XCTAssertEqual(last.values.last, 3 * perThread)
        subscription.dispose()
    }

    func testMergeAndFlatMapFromManyThreads() {
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        // One detector per subscription: two subscriptions may run at once.
        let detector = OverlapDetector(), flatDetector = OverlapDetector()
        let total = OpsCounter()
        let merged = Observable.merge(subjects.map { $0.asObservable() }).subscribe(onNext: { _ in
            detector.enter()
            total.increment()
        })
        let outer = PublishSubject<Int>()
        let flattened = OpsCounter()
        let flat = outer.flatMap { index in subjects[index].map { $0 * 2 } }.subscribe(onNext: { _ in
            flatDetector.enter()
            flattened.increment()
        })
        for index in 0..<threads { outer.onNext(index) }
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            for value in 1...perThread { subjects[index].onNext(value) }
        }
        XCTAssertEqual(detector.overlaps, 0)
        XCTAssertEqual(flatDetector.overlaps, 0)
        XCTAssertEqual(total.value, threads * perThread)
        XCTAssertEqual(flattened.value, threads * perThread)
        merged.dispose()
        flat.dispose()
    }

    func testZipAndWithLatestFromFromTwoThreads() {
        let left = PublishSubject<Int>(), right = PublishSubject<Int>()
        let pairs = OpsRecorder<Int>()
        let zipped = Observable.zip(left, right) { $0 - $1 }.subscribe(pairs.observer)
        let latest = OpsCounter()
        let sampled = left.withLatestFrom(right).subscribe(onNext: { _ in latest.increment() })
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for value in 1...perThread { (index == 0 ? left : right).onNext(value) }
        }
        XCTAssertEqual(pairs.values, Array(repeating: 0, count: perThread), "pairs match in order")
        XCTAssertLessThanOrEqual(latest.value, perThread)
        zipped.dispose()
        sampled.dispose()
    }

    func testFlatMapLatestSwitchingWhileInnersEmitOnOtherThreads() {
        let outer = PublishSubject<Int>()
        let inners = (0..<threads).map { _ in PublishSubject<Int>() }
        let detector = OverlapDetector()
        let received = OpsRecorder<Int>()
        let subscription = outer.flatMapLatest { inners[$0] }.subscribe(onNext: {
            detector.enter()
            received.record(.next($0))
        })
        DispatchQueue.concurrentPerform(iterations: threads + 1) { index in
            if index == threads {
                for round in 0..<perThread { outer.onNext(round % threads) }
            } else {
                for value in 1...perThread { inners[index].onNext(index * 10_000 + value) }
            }
        }
        XCTAssertEqual(detector.overlaps, 0)
        // Whatever was received came from an inner that was the latest at the time;
        // after the last switch only that inner is subscribed.
        let latest = (perThread - 1) % threads
        XCTAssertTrue(inners[latest].hasObservers)
        XCTAssertEqual(inners.enumerated().filter { $0.element.hasObservers }.map(\.offset), [latest])
        subscription.dispose()
        XCTAssertFalse(inners.contains { $0.hasObservers })
    }

    func testSubscribeAndDisposeWhileSourcesEmit() {
        let a = BehaviorRelay(value: 0), b = BehaviorRelay(value: 0)
        let subscriptions = OpsCounter(), disposals = OpsCounter()
        let countedA = a.asObservable().opsCounted(subscriptions: subscriptions, disposals: disposals)
        let countedB = b.asObservable().opsCounted(subscriptions: subscriptions, disposals: disposals)
        let cycles = OpsCounter()
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            if index < 2 {
                for value in 1...perThread { (index == 0 ? a : b).accept(value) }
            } else {
                for _ in 0..<perThread / 5 {
                    let subscription = Observable.combineLatest(countedA, countedB)
                        .flatMapLatest { Observable.just($0 + $1) }
                        .subscribe(onNext: { _ in })
                    subscription.dispose()
                    cycles.increment()
                }
            }
        }
        XCTAssertEqual(cycles.value, 2 * (perThread / 5))
        XCTAssertEqual(subscriptions.value, 2 * cycles.value)
        XCTAssertEqual(disposals.value, subscriptions.value, "every source subscription was released")
    }
}
