@testable import ReactiveCore
import XCTest

final class ComputedLifetimeTests: XCTestCase {
    func testUnreferencedComputedIsFreedAndReleasesItsSubscription() {
        let relay = BehaviorRelay(value: 1)
        weak var weakComputed: Computed<Int>?
        weak var weakNode: ComputedCore<Int>?
        do {
            let computed = Computed { relay.tracked + 1 }
            XCTAssertEqual(computed.value, 2)
            XCTAssertTrue(relay.core.hasObservers, "the graph listens to the relay while needed")
            weakComputed = computed
            weakNode = computed.core
        }
        XCTAssertNil(weakComputed)
        XCTAssertNil(weakNode, "the tracker keeps no strong reference to a computed")
        XCTAssertFalse(relay.core.hasObservers, "the relay's listener went with the last computed")
        relay.accept(5)
    }

    func testSubscriptionKeepsTheComputedAliveUntilDisposed() {
        let relay = BehaviorRelay(value: 1)
        weak var weakNode: ComputedCore<Int>?
        var values: [Int] = []
        var subscription: Disposable?
        do {
            let computed = Computed { relay.tracked * 3 }
            weakNode = computed.core
            subscription = computed.subscribe(onNext: { values.append($0) })
        }
        XCTAssertNotNil(weakNode)
        relay.accept(2)
        XCTAssertEqual(values, [3, 6])
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(weakNode)
        XCTAssertFalse(relay.core.hasObservers)
    }

    func testChainOfComputedsIsFreedWithItsTop() {
        let relay = BehaviorRelay(value: 1)
        weak var weakBottom: ComputedCore<Int>?
        weak var weakTop: ComputedCore<Int>?
        do {
            let bottom = Computed { relay.tracked + 1 }
            let top = Computed { bottom.value * 2 }
            XCTAssertEqual(top.value, 4)
            weakBottom = bottom.core
            weakTop = top.core
        }
        XCTAssertNil(weakTop)
        XCTAssertNil(weakBottom)
        XCTAssertFalse(relay.core.hasObservers)
    }

    func testDroppedBranchNoLongerListensToItsRelay() {
        let useFirst = BehaviorRelay(value: true)
        let first = BehaviorRelay(value: 1)
        let second = BehaviorRelay(value: 2)
        let pick = Computed { useFirst.tracked ? first.tracked : second.tracked }
        XCTAssertEqual(pick.value, 1)
        XCTAssertTrue(first.core.hasObservers)
        useFirst.accept(false)
        XCTAssertEqual(pick.value, 2)
        XCTAssertFalse(first.core.hasObservers, "the dropped dependency's listener is gone")
        XCTAssertTrue(second.core.hasObservers)
    }

    func testCycleLeftInPlaceDoesNotLeak() {
        let closeLoop = BehaviorRelay(value: true)
        weak var weakA: ComputedCore<Int>?
        weak var weakB: ComputedCore<Int>?
        do {
            var a: Computed<Int>!
            let b = Computed("b") { try a.get() + 1 }
            a = Computed("a") { closeLoop.tracked ? try b.get() : 0 }
            XCTAssertThrowsError(try a.get())
            weakA = a.core
            weakB = b.core
            a = nil
        }
        XCTAssertNil(weakA)
        XCTAssertNil(weakB)
    }

    func testDeallocatedRelayAddressReuseIsNotConfused() {
        // Many short-lived relays: a new relay at a freed address must get a fresh node.
        for round in 0..<200 {
            let relay = BehaviorRelay(value: round)
            let computed = Computed { relay.tracked }
            XCTAssertEqual(computed.value, round)
            relay.accept(round + 1)
            XCTAssertEqual(computed.value, round + 1)
        }
    }
}
