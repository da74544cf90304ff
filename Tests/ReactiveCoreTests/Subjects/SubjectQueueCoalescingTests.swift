@testable import ReactiveCore
import BindingTesting
import Dispatch
import Foundation
import XCTest

/// Emissions waiting behind a busy deliverer (here: an observer held inside
/// its delivery while another thread keeps emitting): once
/// ``SubjectCore/coalescingBound`` values wait (or the much smaller
/// ``SubjectCore/coalescingBoundUnderOverload`` while the main thread is
/// overloaded), a subject holding state replaces them with the newest; an
/// event subject keeps them all.
final class SubjectQueueCoalescingTests: XCTestCase {
    private let emissions = SubjectCore<Int>.coalescingBound * 3

    /// Emits 0 on one thread, whose delivery waits until `emit` has emitted
    /// 1...emissions on another thread; returns what the observer received.
    private func receivedWhileTheDelivererWaits(
        emissions: Int? = nil,
        subscribe: (@escaping (Int) -> Void) -> Disposable, emit: @escaping @Sendable (Int) -> Void
    ) -> [Int] {
        let received = SemRecorder<Int>()
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let subscription = subscribe { value in
            received.append(value)
            if value == 0 {
                inside.signal()
                release.wait()
            }
        }
        let first = DispatchGroup()
        DispatchQueue.global().async(group: first) { emit(0) }
        inside.wait()
        let emissions = emissions ?? self.emissions
        semOnBackgroundThread {
            for value in 1...emissions { emit(value) }
        }
        release.signal()
        first.wait()
        semWaitUntil("the last value arrives") { received.last == emissions }
        subscription.dispose()
        return received.values
    }

    func testABehaviorRelayKeepsOnlyTheLatestOfTheValuesBeyondTheBound() {
        let relay = BehaviorRelay(value: -1)
        let values = receivedWhileTheDelivererWaits(
            subscribe: { handler in relay.skip(1).subscribe(onNext: handler) },
            emit: { relay.accept($0) })
        XCTAssertEqual(values.first, 0)
        XCTAssertEqual(values.last, emissions, "the latest value is delivered")
        XCTAssertEqual(values, values.sorted(), "in order")
        XCTAssertLessThan(values.count, emissions / 2, "values waiting at the bound were replaced by the newest")
    }

    func testBelowTheBoundWhileTheMainThreadKeepsUpEveryValueArrives() {
        let emissions = 1_000
        XCTAssertFalse(MainDeliveryQueue.shared.isOverloaded)
        let relay = BehaviorRelay(value: -1)
        let values = receivedWhileTheDelivererWaits(
            emissions: emissions,
            subscribe: { handler in relay.skip(1).subscribe(onNext: handler) },
            emit: { relay.accept($0) })
        XCTAssertEqual(values, Array(0...emissions), "every value, in order")
    }

    func testWhileTheMainThreadIsOverloadedAStateRelayCoalescesPastTheSmallBound() {
        let queue = MainDeliveryQueue.shared
        // Values no one drains make the main thread overloaded.
        let ballast = MainDelivery<Int>(policy: .every) { _ in }
        let threshold = MainDeliveryQueue.overloadThreshold
        semOnBackgroundThread {
            for value in 0...threshold { ballast.send(value) }
        }
        XCTAssertTrue(queue.isOverloaded)
        let emissions = 1_000
        XCTAssertLessThan(emissions, SubjectCore<Int>.coalescingBound)
        let relay = BehaviorRelay(value: -1)
        let values = receivedWhileTheDelivererWaits(
            emissions: emissions,
            subscribe: { handler in relay.skip(1).subscribe(onNext: handler) },
            emit: { relay.accept($0) })
        ballast.cancel()
        semWaitUntil("the overload ends", drainingMainQueue: true) { !queue.isOverloaded }
        XCTAssertEqual(values.first, 0)
        XCTAssertEqual(values.last, emissions, "the latest value is delivered")
        XCTAssertEqual(values, values.sorted(), "in order")
        XCTAssertLessThanOrEqual(values.count, SubjectCore<Int>.coalescingBoundUnderOverload + 2,
                                 "values past the small bound were replaced by the newest")
    }

    func testAPublishRelayKeepsEveryEvent() {
        let relay = PublishRelay<Int>()
        let values = receivedWhileTheDelivererWaits(
            subscribe: { handler in relay.subscribe(onNext: handler) },
            emit: { relay.accept($0) })
        XCTAssertEqual(values, Array(0...emissions), "every event, in order")
    }
}
