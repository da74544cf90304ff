import Binding
import BindingTesting
import Foundation
import XCTest

/// `publish`, `replay`, `multicast`, `connect` and `refCount` on recorded
/// timelines (RxSwift's semantics).
final class ConnectableTests: XCTestCase {
    func testPublishSubscribesTheSourceOnlyOnConnectAndSharesIt() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let published = cold.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = published.subscribe(first) }
        scheduler.scheduleAt(205) { _ = published.connect() }
        scheduler.scheduleAt(220) { _ = published.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(215, 1), .next(225, 2), .next(235, 3), .completed(245)])
        XCTAssertEqual(second.events, [.next(225, 2), .next(235, 3), .completed(245)])
        XCTAssertEqual(cold.subscriptions, [Subscription(205, 245)])
    }

    func testDisposingTheConnectionDisconnectsAndTheNextConnectUsesAFreshSubject() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let replayed = cold.replay(1)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { _ = replayed.subscribe(early) }
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        scheduler.scheduleAt(225) { connection?.dispose() }
        scheduler.scheduleAt(300) { _ = replayed.subscribe(late) }
        scheduler.scheduleAt(305) { connection = replayed.connect() }
        scheduler.scheduleAt(340) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2)], "the first subject's subscriber is not moved")
        XCTAssertEqual(late.events, [.next(315, 1), .next(325, 2), .next(335, 3)], "no replay from the old subject")
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 225), Subscription(305, 340)])
    }

    func testConnectWhileConnectedReturnsTheSameConnection() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable([.next(210, 1)])
        let published = hot.publish()
        let first = published.connect()
        let second = published.connect()
        XCTAssertTrue(first === second)
        first.dispose()
        let third = published.connect()
        XCTAssertFalse(first === third)
        third.dispose()
    }

    func testMulticastThroughAGivenSubjectKeepsItAcrossConnections() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let connectable = cold.multicast(subject)
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(225) { connection?.dispose() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(300, 2)], "the same subject replays its last value")
    }

    func testATerminalEventEndsTheConnectionBeforeItIsDelivered() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .error(20, OpsError.boom)])
        let published = cold.publish()
        let again = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = published.subscribe(onError: { _ in
                _ = published.subscribe(again)
                _ = published.connect()
            })
            _ = published.connect()
        }
        scheduler.start()
        XCTAssertEqual(again.events, [.next(230, 1), .error(240, OpsError.boom)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testRefCountConnectsWithTheFirstSubscriberAndDisconnectsAfterTheLast() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let shared = cold.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(215) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(225) { subscriptions[0].dispose() }
        scheduler.scheduleAt(235) { subscriptions[1].dispose() }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(third)) }
        scheduler.scheduleAt(315) { subscriptions[2].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(second.events, [.next(220, 2), .next(230, 3)])
        XCTAssertEqual(third.events, [.next(310, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 235), Subscription(300, 315)])
    }

    func testRefCountReconnectsAfterATerminalEvent() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = cold.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testRefCountSubscriberLeavingAtOnceDisconnectsAndTheNextConnectsAgain() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1)])
        let shared = cold.publish().refCount()
        let result = scheduler.start(disposed: 200) { shared }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 200)])
        let late = scheduler.createObserver(Int.self)
        _ = shared.subscribe(late)
        scheduler.advance(to: scheduler.clock + 20)
        XCTAssertEqual(late.events.map(\.value.element), [1], "the count went back to zero: the next subscriber connects")
    }

    func testMulticastWithASelectorConnectsPerSubscription() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let result = scheduler.start {
            cold.multicast({ PublishSubject<Int>() }, selector: { shared in
                Observable.zip(shared, shared.skip(1)) { $0 * 10 + $1 }
            })
        }
        XCTAssertEqual(result.events, [.next(220, 12), .completed(230)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 230)])
    }

    func testMulticastSelectorThatThrowsFails() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1)])
        let result = scheduler.start {
            cold.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw OpsError.boom })
        }
        XCTAssertEqual(result.events, [.error(200, OpsError.boom)])
        XCTAssertEqual(cold.subscriptions, [])
    }

    func testReplayAllReplaysEveryValueToALateSubscriber() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let replayed = hot.replayAll()
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = replayed.connect() }
        scheduler.scheduleAt(240) { _ = replayed.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(240, 1), .next(240, 2), .next(240, 3)])
    }

    func testConcurrentRefCountSubscribersShareOneConnection() {
        let subscriptions = OpsCounter()
        let disposals = OpsCounter()
        let source = PublishRelay<Int>().asObservable().opsCounted(subscriptions: subscriptions, disposals: disposals)
        let shared = source.publish().refCount()
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            for _ in 0..<20 { shared.subscribe(onNext: { _ in }).dispose() }
        }
        XCTAssertEqual(subscriptions.value, disposals.value, "every connection made was released")
        let kept = shared.subscribe(onNext: { _ in })
        XCTAssertEqual(subscriptions.value, disposals.value + 1)
        kept.dispose()
        XCTAssertEqual(subscriptions.value, disposals.value)
    }
}
