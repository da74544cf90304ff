import BindingTesting
import ReactiveCore
import XCTest

/// `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
final class SideEffectsTests: XCTestCase {
    func testHandlersRunInOrderAroundEachEvent() {
        var log: [String] = []
        let subscription = Observable.of(1, 2)
            .do(
                onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe(onNext: { log.append("received \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, [
            "onSubscribe",
            "onNext 1", "received 1", "afterNext 1",
            "onNext 2", "received 2", "afterNext 2",
            "onCompleted", "completed", "afterCompleted",
            "onSubscribed", "onDispose",
        ])
        subscription.dispose()
        XCTAssertEqual(log.filter { $0 == "onDispose" }.count, 1, "onDispose runs once")
    }

    func testErrorHandlersAndDisposeOnFailure() {
        var log: [String] = []
        _ = Observable<Int>.error(OpsError.boom)
            .do(
                onError: { log.append("onError \($0)") },
                afterError: { log.append("afterError \($0)") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe(onError: { log.append("error \($0)") })
        XCTAssertEqual(log, ["onError boom", "error boom", "afterError boom", "onDispose"])
    }

    func testOnDisposeWhenTheSubscriberLeaves() {
        let disposals = OpsCounter()
        let subject = PublishSubject<Int>()
        let subscription = subject.do(onDispose: disposals.increment).subscribe()
        XCTAssertEqual(disposals.value, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposals.value, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testThrowingHandlerFailsTheSequence() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            source.do(onNext: { if $0 == 2 { throw OpsError.boom } })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OpsError.boom)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])

        let completion = OpsRecorder<Int>()
        _ = Observable<Int>.empty().do(onCompleted: { throw OpsError.other }).subscribe(completion.observer)
        XCTAssertEqual(completion.events, [.error(OpsError.other)])
    }

    func testNoSideEffectsAfterTheSubscriberLeft() {
        let relay = PublishRelay<Int>()
        var seen: [Int] = []
        var subscription: Disposable?
        // Two subscribers; the first leaves while the relay is delivering to both.
        subscription = relay.do(onNext: { seen.append($0) }).subscribe(onNext: { _ in subscription?.dispose() })
        let other = relay.subscribe()
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(seen, [1])
        other.dispose()
    }

    func testSideEffectsPerSubscription() {
        let subscriptions = OpsCounter()
        let source = Observable.just(1).do(onSubscribe: subscriptions.increment)
        _ = source.subscribe()
        _ = source.subscribe()
        XCTAssertEqual(subscriptions.value, 2)
    }
}
