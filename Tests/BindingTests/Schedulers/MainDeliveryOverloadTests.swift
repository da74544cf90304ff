@testable import ReactiveCore
import Binding
import BindingTesting
import Dispatch
import Foundation
import XCTest

/// A producer on another thread far faster than the main thread (here: the
/// main thread does not drain at all while it writes, so the overload is the
/// count of waiting values passing ``MainDeliveryQueue/overloadThreshold``):
/// the values waiting for the main thread stay bounded, state ends with its
/// last value, events are all delivered in order. Counts, never timings.
final class MainDeliveryOverloadTests: XCTestCase {
    private var queue: MainDeliveryQueue { .shared }
    /// Enough writes to pass the threshold several times over.
    private let writes = MainDeliveryQueue.overloadThreshold + 20_000

    override func setUp() {
        super.setUp()
        drainEverything()
    }

    override func tearDown() {
        drainEverything()
        super.tearDown()
    }

    /// Lets the main queue run until no value waits for the main thread and
    /// the overload has ended.
    private func drainEverything() {
        semWaitUntil("no value waits for the main thread", drainingMainQueue: true) {
            queue.waitingValueCount == 0 && !queue.isOverloaded
        }
    }

    func testDriversUnderAWriteStormKeepWaitingValuesBoundedAndEndWithTheLastValue() {
        let relay = BehaviorRelay(value: 0)
        let recorders = (0..<3).map { _ in SemRecorder<Int>() }
        let subscriptions = recorders.map { relay.asDriver().drive(onNext: $0.append) }
        let coalescedBefore = queue.coalescedValueCount
        let writes = writes
        let queue = queue
        let mostWaiting = SemRecorder<Int>()
        semOnBackgroundThread {
            var most = 0
            for value in 1...writes {
                relay.accept(value)
                most = max(most, queue.waitingValueCount)
            }
            mostWaiting.append(most)
        }
        XCTAssertLessThanOrEqual(
            mostWaiting.last ?? .max, MainDeliveryQueue.overloadThreshold + recorders.count + 1,
            "waiting values stay bounded: one per Driver once past the threshold, not one per write")
        XCTAssertTrue(queue.isOverloaded)
        XCTAssertEqual(queue.waitingValueCount, recorders.count, "what waits once the writer stops is the newest value of each Driver")
        XCTAssertGreaterThan(queue.coalescedValueCount - coalescedBefore, 0, "values were replaced while waiting")
        semWaitUntil("every Driver shows the last value", drainingMainQueue: true) {
            recorders.allSatisfy { $0.last == writes }
        }
        for recorder in recorders {
            let values = recorder.values
            XCTAssertEqual(values.first, 0, "the current value first")
            XCTAssertEqual(values, values.sorted(), "values keep their order")
            XCTAssertEqual(Set(values).count, values.count, "no value twice")
            XCTAssertLessThan(values.count, writes, "intermediate values were skipped")
            XCTAssertTrue(recorder.allOnMainThread)
        }
        subscriptions.forEach { $0.dispose() }
    }

    func testSignalsNeverDropAnEventWhileDriversCoalesce() {
        let state = BehaviorRelay(value: 0)
        let events = PublishRelay<Int>()
        let shown = SemRecorder<Int>()
        let received = SemRecorder<Int>()
        let driving = state.asDriver().drive(onNext: shown.append)
        let emitting = events.asSignal().emit(onNext: received.append)
        let writes = writes
        semOnBackgroundThread {
            for value in 1...writes {
                state.accept(value)
                events.accept(value)
            }
        }
        XCTAssertTrue(queue.isOverloaded, "the events alone keep more values waiting than the threshold")
        XCTAssertLessThanOrEqual(queue.waitingValueCount, writes + 2, "the state waits as one value")
        semWaitUntil("the last event and the last state arrive", drainingMainQueue: true) {
            received.last == writes && shown.last == writes
        }
        XCTAssertEqual(received.values, Array(1...writes), "every event, in order")
        XCTAssertLessThan(shown.count, writes, "the state skipped values")
        driving.dispose()
        emitting.dispose()
    }

    func testABinderFedFromAnotherThreadKeepsOnlyTheLatestValueUnderOverload() {
        final class Target: @unchecked Sendable { var values: [Int] = [] }
        let target = Target()
        let binder = Binder<Int>(target) { target, value in target.values.append(value) }
        let writes = writes
        let queue = queue
        let mostWaiting = SemRecorder<Int>()
        semOnBackgroundThread {
            var most = 0
            for value in 1...writes {
                binder.onNext(value)
                most = max(most, queue.waitingValueCount)
            }
            mostWaiting.append(most)
        }
        XCTAssertLessThanOrEqual(mostWaiting.last ?? .max, MainDeliveryQueue.overloadThreshold + 2)
        semWaitUntil("the binder applied the last value", drainingMainQueue: true) { target.values.last == writes }
        XCTAssertEqual(target.values, target.values.sorted())
    }

    func testBelowTheThresholdEveryValueArrives() {
        let relay = BehaviorRelay(value: 0)
        let recorder = SemRecorder<Int>()
        let subscription = relay.asDriver().drive(onNext: recorder.append)
        let count = 5_000
        let coalescedBefore = queue.coalescedValueCount
        semOnBackgroundThread {
            for value in 1...count { relay.accept(value) }
        }
        semWaitUntil("the last value arrives", drainingMainQueue: true) { recorder.last == count }
        XCTAssertEqual(recorder.values, Array(0...count), "the main thread was late, not overloaded: nothing skipped")
        XCTAssertEqual(queue.coalescedValueCount, coalescedBefore)
        subscription.dispose()
    }

    func testALateMainThreadDrainingABurstBelowTheThresholdSkipsNothing() {
        let relay = BehaviorRelay(value: 0)
        let recorder = SemRecorder<Int>()
        let subscription = relay.asDriver().drive(onNext: recorder.append)
        let count = 100_000
        let coalescedBefore = queue.coalescedValueCount
        let writing = DispatchGroup()
        DispatchQueue.global().async(group: writing) {
            for value in 1...count { relay.accept(value) }
        }
        // The main thread drains while the writer writes, faster than it can
        // deliver: its slices run out of time, which is no overload.
        semWaitUntil("the last value arrives", drainingMainQueue: true) { recorder.last == count }
        writing.wait()
        XCTAssertEqual(recorder.values, Array(0...count), "every value, in order")
        XCTAssertEqual(queue.coalescedValueCount, coalescedBefore, "nothing coalesced")
        XCTAssertFalse(queue.isOverloaded)
        subscription.dispose()
    }

    func testTheOverloadEndsOnceTheQueueEmptiesWithNothingCoalesced() {
        let relay = BehaviorRelay(value: 0)
        let recorder = SemRecorder<Int>()
        let subscription = relay.asDriver().drive(onNext: recorder.append)
        let writes = writes
        semOnBackgroundThread {
            for value in 1...writes { relay.accept(value) }
        }
        XCTAssertTrue(queue.isOverloaded)
        semWaitUntil("the overload ends", drainingMainQueue: true) { !queue.isOverloaded }
        XCTAssertEqual(recorder.last, writes)
        let before = recorder.count
        semOnBackgroundThread {
            for value in 1...1_000 { relay.accept(writes + value) }
        }
        semWaitUntil("the later values arrive", drainingMainQueue: true) { recorder.last == writes + 1_000 }
        XCTAssertEqual(Array(recorder.values.dropFirst(before)), Array((writes + 1)...(writes + 1_000)),
                       "after the overload every value arrives again")
        subscription.dispose()
    }

    func testDisposingASubscriptionForgetsItsWaitingValues() {
        let relay = BehaviorRelay(value: 0)
        let recorder = SemRecorder<Int>()
        let subscription = relay.asDriver().drive(onNext: recorder.append)
        semOnBackgroundThread {
            for value in 1...100 { relay.accept(value) }
        }
        XCTAssertEqual(queue.waitingValueCount, 100)
        subscription.dispose()
        XCTAssertEqual(queue.waitingValueCount, 0, "a disposed subscription's values no longer count")
        drainEverything()
        XCTAssertEqual(recorder.values, [0], "nor are they delivered")
    }

    func testAValueSentDuringItsOwnDeliveryWaitsForItUnderOverload() {
        let relay = BehaviorRelay(value: 0)
        let recorder = SemRecorder<Int>()
        let subscription = relay.asDriver().drive(onNext: { value in
            recorder.append(value)
            if value == self.writes { relay.accept(-1) }
        })
        let writes = writes
        semOnBackgroundThread {
            for value in 1...writes { relay.accept(value) }
        }
        semWaitUntil("the re-entrant value arrives last", drainingMainQueue: true) { recorder.last == -1 }
        XCTAssertEqual(Array(recorder.values.suffix(2)), [writes, -1])
        subscription.dispose()
    }
}
