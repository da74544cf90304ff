@testable import ReactiveCore
import XCTest

/// How a computed hands values to its subscribers: first values, joining
/// and leaving during a delivery, many dependents of one relay, and reads of
/// relays that changed inside the evaluation's own transaction.
final class ComputedDeliveryTests: XCTestCase {
    func testEverySubscriberGetsTheCurrentValueFirstThenEachChangeOnce() {
        let a = BehaviorRelay(value: 1)
        let doubled = Computed { a.value * 2 }
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        doubled.subscribe(onNext: { first.append($0) }).disposed(by: bag)
        a.accept(2)
        doubled.subscribe(onNext: { second.append($0) }).disposed(by: bag)
        a.accept(3)
        XCTAssertEqual(first, [2, 4, 6])
        XCTAssertEqual(second, [4, 6])
    }

    func testSubscriberJoiningDuringADeliveryGetsTheCurrentValueOnceThenChanges() {
        let a = BehaviorRelay(value: 0)
        let value = Computed { a.value + 100 }
        var joined: [Int] = []
        var joiner: Disposable?
        let bag = DisposeBag()
        value.subscribe(onNext: { current in
            guard current == 101, joiner == nil else { return }
            // Subscribes while this value is being delivered.
            joiner = value.subscribe(onNext: { joined.append($0) })
        }).disposed(by: bag)
        a.accept(1)
        XCTAssertEqual(joined, [101], "the value being delivered, once")
        a.accept(2)
        XCTAssertEqual(joined, [101, 102])
        joiner?.dispose()
        a.accept(3)
        XCTAssertEqual(joined, [101, 102])
    }

    func testSubscriberDisposedDuringADeliveryGetsNothingAfterwards() {
        let a = BehaviorRelay(value: 0)
        let value = Computed { a.value }
        var late: [Int] = []
        var lateSubscription: Disposable?
        let bag = DisposeBag()
        value.subscribe(onNext: { current in
            if current == 1 { lateSubscription?.dispose() }
        }).disposed(by: bag)
        lateSubscription = value.subscribe(onNext: { late.append($0) })
        a.accept(1)
        a.accept(2)
        // The value being delivered when it was disposed may still arrive
        // (as with any subject); nothing after it does.
        XCTAssertEqual(late.filter { $0 > 1 }, [])
        XCTAssertEqual(late.first, 0)
    }

    func testDisposingTheLastSubscriberStopsRecomputation() {
        let a = BehaviorRelay(value: 0)
        let value = Computed { a.value }
        let subscription = value.subscribe(onNext: { _ in })
        a.accept(1)
        let evaluations = value.evaluationCount
        subscription.dispose()
        a.accept(2)
        a.accept(3)
        XCTAssertEqual(value.evaluationCount, evaluations, "lazy again without subscribers")
        XCTAssertEqual(value.value, 3)
    }

    func testManyComputedsOnOneRelayAllFollowAndLeaveCleanly() {
        // More dependents than the set keeps without an index, then fewer again.
        let source = BehaviorRelay(value: 0)
        let count = 40
        var computeds = (0..<count).map { offset in Computed { source.value + offset } }
        var received = [Int: [Int]]()
        var subscriptions = (0..<count).map { offset in
            computeds[offset].subscribe(onNext: { received[offset, default: []].append($0) })
        }
        source.accept(1)
        for offset in 0..<count { XCTAssertEqual(received[offset], [offset, offset + 1]) }

        // Drop the odd ones, last first, which moves members around in the set.
        for offset in stride(from: count - 1, through: 1, by: -2) {
            subscriptions[offset].dispose()
            subscriptions.remove(at: offset)
            computeds.remove(at: offset)
        }
        source.accept(2)
        for offset in 0..<count {
            let expected = offset.isMultiple(of: 2) ? [offset, offset + 1, offset + 2] : [offset, offset + 1]
            XCTAssertEqual(received[offset], expected, "computed \(offset)")
        }
        XCTAssertTrue(source.core.hasObservers)
        subscriptions.forEach { $0.dispose() }
        subscriptions = []
        computeds = []
        XCTAssertFalse(source.core.hasObservers, "the relay's listener went with the last computed")
    }

    func testBodyReadsRelaysWrittenEarlierInTheSameTransaction() {
        let a = BehaviorRelay(value: 1)
        let b = BehaviorRelay(value: 2)
        let sum = Computed { a.value + b.value }
        var seen: [Int] = []
        let subscription = sum.subscribe(onNext: { seen.append($0) })
        defer { subscription.dispose() }
        Transaction.run {
            a.accept(10)
            XCTAssertEqual(sum.value, 12, "up to date inside the transaction")
            b.accept(20)
            XCTAssertEqual(sum.value, 30)
        }
        XCTAssertEqual(seen, [3, 30], "subscribers see one update, after the transaction")
    }

    func testRelayReadThroughTheGenericTrackerStillFollowsChanges() {
        // A relay whose node was made by the generic `recordRead` path (no cache).
        let relay = BehaviorRelay(value: 1)
        let viaTracker = Computed { () -> Int in
            DependencyTracker.recordRead(relay)
            return relay.core.value!
        }
        let viaValue = Computed { relay.value * 10 }
        XCTAssertEqual(viaTracker.value, 1)
        XCTAssertEqual(viaValue.value, 10)
        relay.accept(2)
        XCTAssertEqual(viaTracker.value, 2)
        XCTAssertEqual(viaValue.value, 20)
    }
}
