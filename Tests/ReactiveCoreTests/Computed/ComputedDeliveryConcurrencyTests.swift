import BindingTesting
import Dispatch
import Foundation
@testable import ReactiveCore
import Synchronization
import XCTest

/// A computed's flush runs without the graph lock and without retaining the
/// computed: these tests dispose and subscribe while a delivery is under way,
/// on the delivering thread and on others, and check that the computed lives
/// exactly as long as it must and that the subscriber list comes out right.
final class ComputedDeliveryConcurrencyTests: XCTestCase {
    func testLastSubscriberDisposingItselfDuringADeliveryFreesTheComputedAfterwards() {
        let relay = BehaviorRelay(value: 0)
        let received = Received()
        let box = SubscriptionBox()
        var weakNode: WeakBox<ComputedCore<Int>>?
        do {
            let computed = Computed { relay.value * 10 }
            weakNode = WeakBox(computed.core)
            box.subscription = computed.subscribe(onNext: { value in
                received.append(value)
                if value == 10 {
                    box.subscription?.dispose()
                    box.subscription = nil
                }
            })
        }
        XCTAssertEqual(weakNode?.isAlive, true, "the subscription holds the computed")
        relay.accept(1)
        XCTAssertEqual(received.all, [0, 10])
        XCTAssertEqual(weakNode?.isAlive, false, "freed once the delivery that disposed it ended")
        XCTAssertFalse(relay.core.hasObservers)
        relay.accept(2)
        XCTAssertEqual(received.all, [0, 10])
    }

    func testSubscriptionDisposedOnAnotherThreadDuringADeliveryKeepsTheComputedUntilItEnds() {
        let relay = BehaviorRelay(value: 0)
        let holder = HoldingSubscriber(holdingAt: 2)
        let box = SubscriptionBox()
        var weakNode: WeakBox<ComputedCore<Int>>?
        do {
            let computed = Computed { relay.value + 1 }
            weakNode = WeakBox(computed.core)
            box.subscription = computed.subscribe(onNext: holder.on)
        }
        let finished = holder.whileHolding(writes: { relay.accept(1) }) {
            // The writer's thread is inside the subscriber: dispose the only
            // subscription and drop every reference from here.
            box.subscription?.dispose()
            box.subscription = nil
            XCTAssertEqual(weakNode?.isAlive, true, "the flush in progress keeps the computed")
        }
        XCTAssertTrue(finished)
        XCTAssertEqual(weakNode?.isAlive, false, "released by the flusher when it finished")
        XCTAssertEqual(holder.received.all, [1, 2])
        XCTAssertFalse(relay.core.hasObservers)
    }

    func testSubscriberDisposedOnAnotherThreadDuringADeliveryIsRemovedFromTheList() {
        let relay = BehaviorRelay(value: 0)
        let computed = Computed { relay.value }
        let holder = HoldingSubscriber(holdingAt: 1)
        let leaving = Received()
        let bag = DisposeBag()
        computed.subscribe(onNext: holder.on).disposed(by: bag)
        let leavingSubscription = computed.subscribe(onNext: { leaving.append($0) })
        let finished = holder.whileHolding(writes: {
            relay.accept(1)
            relay.accept(2)
        }) {
            leavingSubscription.dispose()
        }
        XCTAssertTrue(finished)
        relay.accept(3)
        XCTAssertEqual(holder.received.all, [0, 1, 2, 3])
        // 1 was staged before the disposal and may still arrive; 2 and 3 must not.
        XCTAssertEqual(leaving.all.filter { $0 >= 2 }, [])
        XCTAssertEqual(leaving.all.first, 0)
        XCTAssertEqual(listedSubscribers(of: computed), 1, "the disposed subscriber left the list")
    }

    func testSubscriberJoiningFromAnotherThreadDuringADeliveryGetsItsFirstValueOnceThenChanges() {
        let relay = BehaviorRelay(value: 0)
        let computed = Computed { relay.value * 2 }
        let holder = HoldingSubscriber(holdingAt: 2)
        let joined = Received()
        let bag = DisposeBag()
        computed.subscribe(onNext: holder.on).disposed(by: bag)
        let finished = holder.whileHolding(writes: { relay.accept(1) }) {
            // The flusher is busy on the writer's thread: it sends the first value.
            computed.subscribe(onNext: { joined.append($0) }).disposed(by: bag)
        }
        XCTAssertTrue(finished)
        XCTAssertEqual(joined.all, [2])
        relay.accept(2)
        XCTAssertEqual(joined.all, [2, 4])
        XCTAssertEqual(holder.received.all, [0, 2, 4])
        XCTAssertEqual(listedSubscribers(of: computed), 2)
    }

    func testSubscribersComingAndGoingWhileWritersRunNeverLoseTheComputed() {
        // Stress: subscriptions made and disposed on several threads while
        // two writers keep the computed flushing; every live subscriber
        // follows to the end, and the computed goes with the last reference.
        let a = BehaviorRelay(value: 0)
        let b = BehaviorRelay(value: 0)
        var weakNode: WeakBox<ComputedCore<Int>>?
        let finalSeen = Received()
        let keeper = SubscriptionBox()
        var keeperCount: () -> Int = { 0 }
        do {
            let computed = Computed { a.value &+ b.value }
            weakNode = WeakBox(computed.core)
            keeperCount = { [unowned core = computed.core] in
                var count = 0
                core.withGraphLock { count = core.listedSubscriberCount }
                return count
            }
            keeper.subscription = computed.subscribe(onNext: { finalSeen.append($0) })
            DispatchQueue.concurrentPerform(iterations: 6) { worker in
                for step in 0..<400 {
                    switch worker {
                    case 0: a.accept(step)
                    case 1: b.accept(step)
                    default:
                        let subscription = computed.subscribe(onNext: { _ in })
                        if step % 3 == 0 { a.accept(step) }
                        subscription.dispose()
                    }
                }
            }
        }
        a.accept(1_000)
        b.accept(2_000)
        // Queued behind a relay's worker, these may arrive after `accept`
        // returns (see `SubjectCore`).
        semWaitUntil("the computed reached 3000") { finalSeen.all.last == 3_000 }
        XCTAssertEqual(finalSeen.all.last, 3_000)
        XCTAssertEqual(weakNode?.isAlive, true)
        XCTAssertEqual(keeperCount(), 1, "only the keeper is left listed")
        keeper.subscription?.dispose()
        keeper.subscription = nil
        // A delivery still finishing on a worker may hold the computed a moment longer.
        semWaitUntil("the computed is freed") { weakNode?.isAlive == false }
        XCTAssertEqual(weakNode?.isAlive, false)
        XCTAssertFalse(a.core.hasObservers)
        XCTAssertFalse(b.core.hasObservers)
    }
}
