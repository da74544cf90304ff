import Binding
@testable import ReactiveCore
#if canImport(Glibc)
import BindingTesting
import Glibc
#endif
import Dispatch
import Foundation
import Synchronization
import XCTest

/// The budget of events queued by other threads a deliverer delivers before
/// it hands the rest to a worker: `DelivererRole`'s, the same for subjects
/// and arrays (read through `SubjectCore`, which keeps this file compiling
/// against an array engine that does not use `DelivererRole`).
private let budget = SubjectCore<Int>.courtesyBudget

/// What one observer of a `[Int]` array received: the values its changes
/// wrote (see `record`), and the array rebuilt by applying each change to
/// the previous one. Recorded without a lock: the array's engine never
/// delivers to one observer from two threads at once, and ThreadSanitizer
/// reports it if it does. `latest` is what the waits read.
private final class Log: @unchecked Sendable {
    private var storage: [Int] = []
    private var rebuilt: [Int]?
    private var inconsistent = 0
    private let latest = Atomic<Int>(.min)

    /// Records `event`: a reset records nothing (the first event must be
    /// one); a patch records the value at each updated index, in order.
    func record(_ event: ArrayChangeEvent<Int>) {
        if var replica = rebuilt {
            event.change.apply(to: &replica, newArray: event.array)
            if replica != event.array { inconsistent += 1 }
            rebuilt = replica
        } else {
            XCTAssertTrue(event.change.isReset, "the first event is the replay")
            rebuilt = event.array
        }
        for index in event.change.changeSet?.updates ?? [] {
            storage.append(event.array[index])
            latest.store(event.array[index], ordering: .releasing)
        }
    }

    /// Once `waitFor` has returned.
    var values: [Int] { storage }
    var replica: [Int]? { rebuilt }
    var mismatches: Int { inconsistent }

    /// Waits until the value recorded last is `value`; `false` after `hangLimit`.
    func waitFor(_ value: Int) -> Bool {
        let deadline = DispatchTime.now() + hangLimit
        while latest.load(ordering: .acquiring) != value {
            if DispatchTime.now() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }
}

/// Asserts that `values` are exactly 1, 2, … `last` with the values of
/// `extra` (in that order, each once) somewhere among them: every change
/// once, the flood's in order.
private func assertExactlyOnceInOrder(
    _ values: [Int], last: Int, extra: [Int] = [], file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(values.filter { $0 <= 0 }, extra, "the other threads' changes, once each", file: file, line: line)
    let flood = values.filter { $0 > 0 }
    XCTAssertEqual(flood.count, last, "every flood change once", file: file, line: line)
    if let wrong = flood.indices.first(where: { flood[$0] != $0 + 1 }) {
        XCTFail("flood value \(flood[wrong]) at position \(wrong + 1): out of order or repeated", file: file, line: line)
    }
}

/// A thread mutating an observable array without pause can no longer keep
/// another thread's mutation or `subscribe` from returning (see
/// `ChangeEventCore` and `DelivererRole`). Each test also checks that, once
/// the flood stops, every observer received every change exactly once, in
/// order, and that the changes rebuild the array's final contents.
///
/// The tests with a flood fail (by their ten-second watchdogs) against the
/// previous `ChangeEventCore`, whose deliverer drained the queue until it
/// was empty. The class name puts them in the CI's ThreadSanitizer run.
final class ArrayLivenessConcurrencyTests: XCTestCase {
    /// The flood sets element 0; the other threads set element 1.
    func testSubscribeAndMutationReturnWhileAnotherThreadMutatesWithoutPause() {
        let array = MutableObservableArray([0, 0])
        let flood = Flood(emit: { array[0] = $0 })
        let early = Log()
        let earlySubscription = array.subscribe(onNext: { event in
            early.record(event)
            if let value = event.change.changeSet?.updates.first.map({ event.array[$0] }) {
                flood.pace(after: value)
            }
        })
        let late = Log()
        let floodStarted = Atomic<Bool>(false)
        let lateSubscription = SubscriptionBox()
        let subscribed = DispatchSemaphore(value: 0)
        // Nobody delivers now, so the subscribing thread becomes the array's
        // deliverer for its replay; the flood starts during that replay and
        // queues its changes behind it.
        let subscribeReturned = returnsWhileFlooding(flood) {
            let subscription = array.subscribe(onNext: { event in
                if !floodStarted.load(ordering: .relaxed) {
                    floodStarted.store(true, ordering: .relaxed)
                    flood.start()
                    XCTAssertTrue(flood.waitUntilEmitted(1_000), "the flood started")
                }
                late.record(event)
            })
            lateSubscription.subscription = subscription
            subscribed.signal()
        }
        XCTAssertTrue(subscribeReturned, "subscribe() returned while the flood went on")
        subscribed.wait()
        XCTAssertTrue(returnsWhileFlooding(flood) { array[1] = -1 },
                      "a mutation from a third thread returned while the flood went on")
        // The flood, which may be waiting for deliveries to catch up, changes
        // the array again after -1, so that its last value is the last one overall.
        XCTAssertTrue(flood.waitUntilEmitted(flood.emitted + 1))

        guard let last = flood.stop() else { return XCTFail("the flood did not stop") }
        XCTAssertTrue(early.waitFor(last), "the last change reached the first observer")
        XCTAssertTrue(late.waitFor(last), "the last change reached the new observer")
        XCTAssertEqual(array.array, [last, -1])
        for log in [early, late] {
            assertExactlyOnceInOrder(log.values, last: last, extra: [-1])
            XCTAssertEqual(log.mismatches, 0, "every change applies to the array before it")
            XCTAssertEqual(log.replica, [last, -1], "the changes rebuild the final contents")
        }
        earlySubscription.dispose()
        lateSubscription.subscription?.dispose()
    }

    func testAMutationThatBecameTheDelivererReturnsWhileAnotherThreadMutatesWithoutPause() {
        let array = MutableObservableArray([0, 0])
        let flood = Flood(emit: { array[0] = $0 })
        let log = Log()
        let subscription = array.subscribe(onNext: { event in
            log.record(event)
            if event.change.changeSet?.updates == [0] { flood.pace(after: event.array[0]) }
        })
        // The flood starts while a third thread delivers its own change
        // (nobody else delivered, so it became the deliverer).
        let starter = array.subscribe(onNext: { event in
            guard event.change.changeSet?.updates == [1] else { return }
            flood.start()
            XCTAssertTrue(flood.waitUntilEmitted(1_000), "the flood started")
        })
        XCTAssertTrue(returnsWhileFlooding(flood) { array[1] = -1 },
                      "the mutation from a third thread returned while the flood went on")
        XCTAssertTrue(flood.waitUntilEmitted(flood.emitted + 1))

        guard let last = flood.stop() else { return XCTFail("the flood did not stop") }
        XCTAssertTrue(log.waitFor(last))
        XCTAssertEqual(log.values.first, -1, "the mutating thread's own change first")
        assertExactlyOnceInOrder(log.values, last: last, extra: [-1])
        XCTAssertEqual(log.mismatches, 0)
        XCTAssertEqual(log.replica, array.array)
        XCTAssertEqual(array.array, [last, -1])
        subscription.dispose()
        starter.dispose()
    }

    func testReentrantMutationsCausedByItsOwnChangeAreDeliveredByTheMutatingThreadDuringAFlood() {
        // Setting element 1 to -1 makes an observer set it to -2, which makes
        // it set -3, and so on to -5: all owed by the thread that set -1,
        // which delivers them (behind the flood changes queued before each)
        // before returning.
        let array = MutableObservableArray([0, 0])
        let flood = Flood(emit: { array[0] = $0 })
        let log = Log()
        let subscription = array.subscribe(onNext: { event in
            log.record(event)
            if event.change.changeSet?.updates == [0] { flood.pace(after: event.array[0]) }
        })
        let mutator = Atomic<UInt>(0)
        let mutationReturned = Atomic<Bool>(false)
        let misdelivered = Atomic<Int>(0)
        let chain = array.subscribe(onNext: { event in
            guard event.change.changeSet?.updates == [1] else { return }
            let value = event.array[1]
            if pthread_self() != mutator.load(ordering: .relaxed) || mutationReturned.load(ordering: .relaxed) {
                misdelivered.add(1, ordering: .relaxed)
            }
            if value == -1 {
                flood.start()
                XCTAssertTrue(flood.waitUntilEmitted(1_000), "the flood started")
            }
            if value > -5 { array[1] = value - 1 }
        })
        XCTAssertTrue(returnsWhileFlooding(flood) {
            mutator.store(pthread_self(), ordering: .relaxed)
            array[1] = -1
            mutationReturned.store(true, ordering: .relaxed)
        }, "the mutation returned while the flood went on")
        XCTAssertEqual(misdelivered.load(ordering: .relaxed), 0,
                       "-1 to -5 were delivered on the mutating thread before it returned")
        XCTAssertTrue(flood.waitUntilEmitted(flood.emitted + 1))

        guard let last = flood.stop() else { return XCTFail("the flood did not stop") }
        XCTAssertTrue(log.waitFor(last))
        assertExactlyOnceInOrder(log.values, last: last, extra: [-1, -2, -3, -4, -5])
        XCTAssertEqual(log.mismatches, 0)
        XCTAssertEqual(log.replica, [last, -5])
        subscription.dispose()
        chain.dispose()
    }

    func testASectionedArraySubscribeReturnsWhileAnotherThreadMutatesWithoutPause() {
        let sections = MutableObservableSectionedArray([ArraySection(metadata: 0, items: [Int]())])
        let flood = Flood(emit: { sections.updateMetadata($0, ofSection: 0) })
        let received = LockedValues()
        let early = sections.subscribe(onNext: { event in
            let value = event.sections[0].metadata
            received.append(value)
            flood.pace(after: value)
        })
        let lateReceived = LockedValues()
        let floodStarted = Atomic<Bool>(false)
        let lateSubscription = SubscriptionBox()
        let subscribed = DispatchSemaphore(value: 0)
        XCTAssertTrue(returnsWhileFlooding(flood) {
            let subscription = sections.subscribe(onNext: { event in
                if !floodStarted.load(ordering: .relaxed) {
                    floodStarted.store(true, ordering: .relaxed)
                    flood.start()
                    XCTAssertTrue(flood.waitUntilEmitted(1_000), "the flood started")
                }
                lateReceived.append(event.sections[0].metadata)
            })
            lateSubscription.subscription = subscription
            subscribed.signal()
        }, "subscribe() returned while the flood went on")
        subscribed.wait()

        guard let last = flood.stop() else { return XCTFail("the flood did not stop") }
        semWaitUntil("the last change reached both observers") {
            received.all.last == last && lateReceived.all.last == last
        }
        // Each starts with its replay (0), then gets every change once, in order.
        XCTAssertEqual(received.all, Array(0...last))
        XCTAssertEqual(lateReceived.all, Array(0...last))
        XCTAssertEqual(sections.sections.first?.metadata, last)
        early.dispose()
        lateSubscription.subscription?.dispose()
    }

    func testOneThreadGetsEverythingDeliveredBeforeTheOutermostMutationReturns() {
        // Re-entrant changes far beyond the budget, with no other thread:
        // all of them are owed, so none is left to a worker.
        let array = MutableObservableArray([0])
        let target = 10 * budget
        let log = Log()
        let subscription = array.subscribe(onNext: log.record)
        let chain = array.subscribe(onNext: { event in
            if event.change.changeSet != nil, event.array[0] < target { array[0] = event.array[0] + 1 }
        })
        array[0] = 1
        XCTAssertEqual(log.values, Array(1...target), "delivered, in order, before the mutation returned")
        XCTAssertEqual(log.replica, [target])
        subscription.dispose()
        chain.dispose()
    }
}

/// Values appended on a delivering thread and read on the test's, guarded by an
/// `NSLock`: ThreadSanitizer does not see a contended `Synchronization.Mutex`
/// hand over on Linux, and reported the appends as racing with the reads.
private final class LockedValues: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []

    func append(_ value: Int) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var all: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
