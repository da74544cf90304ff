@testable import ReactiveCore
import BindingTesting
import XCTest

private struct Refused: Error {}

/// The bookkeeping of a computed's flush — the subscriber list lent to the
/// flusher and returned, subscribers joining and leaving while it is lent,
/// releases left to the flusher, the computed not retained by a delivery —
/// on the paths that debug builds check with assertions (see
/// `ComputedCore`): each test drives one of them, and a broken invariant
/// traps there.
final class ComputedFlushBookkeepingTests: XCTestCase {
    func testJoinerDisposedWhileTheFlusherSendsItsFirstValueLeavesTheListAndReleasesOnce() {
        // The joiner is a staged joiner of a lent list when it is disposed:
        // the flusher takes it out when the list comes back, and does the
        // release the subscription left to it.
        let relay = BehaviorRelay(value: 0)
        let computed = Computed { relay.value }
        let holder = HoldingSubscriber(holdingAt: 1)
        let joiner = HoldingSubscriber(holdingAt: 1)
        let bag = DisposeBag()
        computed.subscribe(onNext: holder.on).disposed(by: bag)
        let writer = BackgroundRun { relay.accept(1) }
        holder.waitUntilHolding()
        // The writer's thread is the flusher: it sends the joiner its first value.
        let joining = computed.subscribe(onNext: joiner.on)
        holder.letGo()
        joiner.waitUntilHolding()
        joining.dispose()
        joining.dispose()
        joiner.letGo()
        XCTAssertTrue(writer.finished())
        relay.accept(2)
        XCTAssertEqual(joiner.received.all, [1])
        XCTAssertEqual(holder.received.all, [0, 1, 2])
        XCTAssertEqual(listedSubscribers(of: computed), 1)
    }

    func testEverySubscriptionDisposedDuringOneDeliveryIsReleasedOnceByTheFlusher() {
        // Two releases wait for the flusher; the second is the computed's
        // last reference, so it is freed when the flusher has done both.
        let relay = BehaviorRelay(value: 0)
        let holder = HoldingSubscriber(holdingAt: 3)
        let first = SubscriptionBox(), second = SubscriptionBox()
        var weakNode: WeakBox<ComputedCore<Int>>?
        do {
            let computed = Computed { relay.value * 3 }
            weakNode = WeakBox(computed.core)
            first.subscription = computed.subscribe(onNext: holder.on)
            second.subscription = computed.subscribe(onNext: { _ in })
        }
        let finished = holder.whileHolding(writes: { relay.accept(1) }) {
            for box in [second, first] {
                box.subscription?.dispose()
                box.subscription?.dispose()
                box.subscription = nil
            }
            XCTAssertEqual(weakNode?.isAlive, true, "the flusher's releases are still due")
        }
        XCTAssertTrue(finished)
        XCTAssertEqual(weakNode?.isAlive, false)
        XCTAssertFalse(relay.core.hasObservers)
        XCTAssertEqual(holder.received.all, [0, 3])
    }

    func testSubscriptionsDisposedByTwoThreadsAtOnceReleaseTheComputedOnce() {
        let relay = BehaviorRelay(value: 0)
        var weakNode: WeakBox<ComputedCore<Int>>?
        var subscriptions: [Disposable] = []
        do {
            let computed = Computed { relay.value }
            weakNode = WeakBox(computed.core)
            subscriptions = (0..<50).map { _ in computed.subscribe(onNext: { _ in }) }
        }
        let shared = UncheckedSendable(subscriptions)
        let writes = BackgroundRun { for value in 1...200 { relay.accept(value) } }
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for subscription in shared.value { subscription.dispose() }
        }
        XCTAssertTrue(writes.finished())
        subscriptions = []
        XCTAssertEqual(weakNode?.isAlive, false)
        XCTAssertFalse(relay.core.hasObservers)
    }

    func testSubscriberLeavingAndAnotherJoiningInOneDeliveryOnTheFlushersThread() {
        // Within one delivery, on the flusher's thread: a removal from the
        // lent list, whose release becomes the flusher's own, and a joiner the
        // flusher sends its first value when it goes round again.
        let relay = BehaviorRelay(value: 0)
        let box = SubscriptionBox()
        var first: [Int] = []
        var second: [Int] = []
        var replacement: Disposable?
        weak var weakNode: ComputedCore<Int>?
        do {
            let computed = Computed { relay.value + 1 }
            weakNode = computed.core
            box.subscription = computed.subscribe(onNext: { [unowned computed] value in
                first.append(value)
                guard value == 2 else { return }
                box.subscription?.dispose()
                box.subscription = nil
                replacement = computed.subscribe(onNext: { second.append($0) })
            })
            relay.accept(1)
            relay.accept(2)
            XCTAssertEqual(listedSubscribers(of: computed), 1)
        }
        XCTAssertNotNil(weakNode, "the replacement holds it")
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2, 3])
        replacement?.dispose()
        XCTAssertNil(weakNode)
        XCTAssertFalse(relay.core.hasObservers)
    }

    func testSubscriberLeavingAfterADeliveryTakesTheReturnedListBack() {
        // After a delivery the list waits, returned, for the next flush;
        // a disposal before then takes it back with nobody flushing.
        let relay = BehaviorRelay(value: 0)
        let computed = Computed { relay.value }
        var first: [Int] = []
        var second: [Int] = []
        let staying = computed.subscribe(onNext: { first.append($0) })
        let leaving = computed.subscribe(onNext: { second.append($0) })
        relay.accept(1)
        leaving.dispose()
        XCTAssertEqual(listedSubscribers(of: computed), 1)
        relay.accept(2)
        staying.dispose()
        XCTAssertEqual(listedSubscribers(of: computed), 0)
        XCTAssertEqual(first, [0, 1, 2])
        XCTAssertEqual(second, [0, 1])
    }

    func testSubscribingInsideATransactionDeliversTheFirstValueThereAndTheChangesOnceAtItsEnd() {
        // The first flush runs while the transaction holds the graph lock.
        let a = BehaviorRelay(value: 1), b = BehaviorRelay(value: 10)
        let sum = Computed { a.value + b.value }
        var seen: [Int] = []
        var subscription: Disposable?
        Transaction.run {
            a.accept(2)
            subscription = sum.subscribe(onNext: { seen.append($0) })
            XCTAssertEqual(seen, [12], "the first value at once, with what the transaction wrote so far")
            a.accept(3)
            b.accept(20)
            XCTAssertEqual(seen, [12])
        }
        XCTAssertEqual(seen, [12, 23])
        a.accept(4)
        XCTAssertEqual(seen, [12, 23, 24])
        subscription?.dispose()
    }

    func testSubscriberJoiningAFailingComputedGetsTheLastValueThenTheRecovery() {
        // A failure is staged without lending the list; a joiner staged with
        // it still gets the value last sent, then joins the list.
        let a = BehaviorRelay(value: 1)
        let checked = Computed { () throws -> Int in
            guard a.value >= 0 else { throw Refused() }
            return a.value
        }
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        checked.subscribe(onNext: { first.append($0) }).disposed(by: bag)
        a.accept(-1)
        checked.subscribe(onNext: { second.append($0) }).disposed(by: bag)
        a.accept(-2)
        a.accept(2)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
        XCTAssertEqual(listedSubscribers(of: checked), 2)
    }
}
