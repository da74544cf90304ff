import Binding
import BindingTesting
import Dispatch
import Foundation
import XCTest

private final class ActionViewModel: @unchecked Sendable {
    @ViewAction var showAlert: (String) -> Void
    @ViewAction var select: (Int) -> Void
    @ViewAction.NoParam var dismiss: () -> Void
}

/// Signal: the projection of `@ViewAction` / `@ViewAction.NoParam`;
/// like Driver without replay.
final class SignalSemanticsTests: XCTestCase {
    override func tearDown() {
        semDrainMainQueue()
        super.tearDown()
    }

    // MARK: no replay; events before subscription are lost

    func testSignal_noReplay_eventsBeforeSubscriptionAreLost() {
        let model = ActionViewModel()
        model.showAlert("before")
        let received = SemRecorder<String>()
        let subscription = model.$showAlert.emit(onNext: received.append)
        XCTAssertEqual(received.values, [], "nothing is replayed on subscribe")
        model.showAlert("after")
        XCTAssertEqual(received.values, ["after"])
        subscription.dispose()
    }

    func testSignal_noReplay_lateSubscriberSeesOnlyLaterEvents() {
        let model = ActionViewModel()
        let first = SemRecorder<Int>()
        let second = SemRecorder<Int>()
        let a = model.$select.emit(onNext: first.append)
        model.select(1)
        let b = model.$select.emit(onNext: second.append)
        model.select(2)
        XCTAssertEqual(first.values, [1, 2])
        XCTAssertEqual(second.values, [2])
        a.dispose()
        b.dispose()
    }

    func testSignal_noReplay_noParamAction() {
        let model = ActionViewModel()
        model.dismiss()
        let count = SemCounter()
        let subscription = model.$dismiss.emit(onNext: { count.increment() })
        XCTAssertEqual(count.value, 0)
        model.dismiss()
        model.dismiss()
        XCTAssertEqual(count.value, 2)
        subscription.dispose()
    }

    func testSignal_noReplay_asSignalConversionOfSubject() {
        let subject = BehaviorSubject(value: 1)
        let received = SemRecorder<Int>()
        // A Signal shares without replay: a second subscriber does not see the value
        // the first one received at subscription.
        let signal = subject.asSignal(onErrorJustReturn: -1)
        let a = signal.emit(onNext: { _ in })
        let b = signal.emit(onNext: received.append)
        XCTAssertEqual(received.values, [])
        subject.onNext(2)
        XCTAssertEqual(received.values, [2])
        a.dispose()
        b.dispose()
    }

    func testSignal_noReplay_behaviorRelayAsSignalSkipsCurrentValue() {
        let relay = BehaviorRelay(value: 1)
        let received = SemRecorder<Int>()
        let subscription = relay.asSignal().emit(onNext: received.append)
        relay.accept(2)
        XCTAssertEqual(received.values, [2])
        subscription.dispose()
    }

    // MARK: delivers on the main thread

    func testSignal_deliversOnMainThread_inlineWhenAlreadyThere() {
        let model = ActionViewModel()
        let received = SemRecorder<Int>()
        let subscription = model.$select.emit(onNext: received.append)
        model.select(1)
        XCTAssertEqual(received.values, [1])
        XCTAssertTrue(received.allOnMainThread)
        subscription.dispose()
    }

    func testSignal_deliversOnMainThread_fromBackgroundQueuedInOrder() {
        let model = ActionViewModel()
        let received = SemRecorder<Int>()
        let subscription = model.$select.emit(onNext: received.append)
        semOnBackgroundThread {
            for value in 1...100 { model.select(value) }
        }
        XCTAssertEqual(received.values, [])
        semDrainMainQueue()
        XCTAssertEqual(received.values, Array(1...100))
        XCTAssertTrue(received.allOnMainThread)
        subscription.dispose()
    }

    // MARK: cannot error

    func testSignal_cannotError_onErrorJustReturn() {
        let subject = PublishSubject<Int>()
        let received = SemRecorder<Int>()
        let completed = SemCounter()
        let subscription = subject.asSignal(onErrorJustReturn: -1)
            .emit(onNext: received.append, onCompleted: completed.increment)
        subject.onNext(1)
        subject.onError(SemError())
        XCTAssertEqual(received.values, [1, -1])
        XCTAssertEqual(completed.value, 1)
        subscription.dispose()
    }

    func testSignal_cannotError_onErrorSignalWithAndRecover() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let fallback = PublishRelay<Int>()
        let receivedA = SemRecorder<Int>()
        let receivedB = SemRecorder<Int>()
        let a = first.asSignal(onErrorSignalWith: fallback.asSignal()).emit(onNext: receivedA.append)
        let b = second.asSignal(onErrorRecover: { _ in fallback.asSignal() }).emit(onNext: receivedB.append)
        first.onError(SemError())
        second.onError(SemError())
        semDrainMainQueue()
        fallback.accept(5)
        XCTAssertEqual(receivedA.values, [5])
        XCTAssertEqual(receivedB.values, [5])
        a.dispose()
        b.dispose()
    }

    // MARK: shares one upstream while subscribed, restarts fresh

    func testSignal_sharesOneUpstreamWhileSubscribed_restartsFresh() {
        let source = SemCountingSource()
        let signal = source.observable.asSignal(onErrorJustReturn: -1)
        let first = SemRecorder<Int>()
        let second = SemRecorder<Int>()
        let a = signal.emit(onNext: first.append)
        let b = signal.emit(onNext: second.append)
        XCTAssertEqual(source.subscriptions.value, 1)
        source.send(7)
        XCTAssertEqual(first.values, [100, 7])
        XCTAssertEqual(second.values, [7], "no replay of the value sent before the second subscription")
        a.dispose()
        b.dispose()
        XCTAssertEqual(source.disposals.value, 1)
        let c = signal.emit(onNext: { _ in })
        XCTAssertEqual(source.subscriptions.value, 2)
        c.dispose()
    }

    // MARK: no implicit dedup

    func testSignal_noImplicitDedup() {
        let model = ActionViewModel()
        let received = SemRecorder<Int>()
        let subscription = model.$select.emit(onNext: received.append)
        for value in [7, 5, 1, 99, 99] { model.select(value) }
        XCTAssertEqual(received.values, [7, 5, 1, 99, 99])
        subscription.dispose()
    }

    // MARK: emit variants

    func testSignal_emitToRelaysAndObservers() {
        let model = ActionViewModel()
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let fromPublish = SemRecorder<Int>()
        let optional = SemRecorder<Int?>()
        let p = publish.subscribe(onNext: fromPublish.append)
        let subscriptions = [
            model.$select.emit(to: publish),
            model.$select.emit(to: behavior),
            model.$select.emit(to: AnyObserver<Int?> { if case .next(let v) = $0 { optional.append(v) } }),
        ]
        model.select(4)
        XCTAssertEqual(fromPublish.values, [4])
        XCTAssertEqual(behavior.value, 4)
        XCTAssertEqual(optional.values, [4])
        subscriptions.forEach { $0.dispose() }
        p.dispose()
    }
}
