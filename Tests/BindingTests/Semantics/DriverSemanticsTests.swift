import Binding
import BindingTesting
import Dispatch
import Foundation
import XCTest

private final class DriverViewModel: @unchecked Sendable {
    @Bindable var count = 0
    @Bindable var title = "start"
}

/// Driver: the projection of `@Bindable` and the result of the
/// `asDriver(onError…)` conversions.
final class DriverSemanticsTests: XCTestCase {
    override func tearDown() {
        semDrainMainQueue()
        super.tearDown()
    }

    // MARK: replays the current value synchronously on subscribe

    func testDriver_replaysCurrentValueSynchronouslyOnSubscribe_bindable() {
        let model = DriverViewModel()
        model.count = 7
        let received = SemRecorder<Int>()
        let subscription = model.$count.drive(onNext: received.append)
        XCTAssertEqual(received.values, [7], "the current value arrives before drive returns")
        subscription.dispose()
    }

    func testDriver_replaysCurrentValueSynchronouslyOnSubscribe_everySubscriber() {
        let model = DriverViewModel()
        let first = SemRecorder<Int>()
        let second = SemRecorder<Int>()
        let a = model.$count.drive(onNext: first.append)
        model.count = 3
        let b = model.$count.drive(onNext: second.append)
        XCTAssertEqual(first.values, [0, 3])
        XCTAssertEqual(second.values, [3], "a late subscriber gets only the current value")
        a.dispose()
        b.dispose()
    }

    func testDriver_replaysCurrentValueSynchronouslyOnSubscribe_asDriverReplaysLatestToLateSubscriber() {
        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: -1)
        let first = SemRecorder<Int>()
        let second = SemRecorder<Int>()
        let a = driver.drive(onNext: first.append)
        subject.onNext(1)
        subject.onNext(2)
        let b = driver.drive(onNext: second.append)
        XCTAssertEqual(second.values, [2])
        subject.onNext(3)
        XCTAssertEqual(first.values, [1, 2, 3])
        XCTAssertEqual(second.values, [2, 3])
        a.dispose()
        b.dispose()
    }

    func testDriver_replaysCurrentValueSynchronouslyOnSubscribe_mappedDriver() {
        let model = DriverViewModel()
        model.count = 4
        let received = SemRecorder<String>()
        let subscription = model.$count.map { "\($0) items" }.drive(onNext: received.append)
        XCTAssertEqual(received.values, ["4 items"])
        subscription.dispose()
    }

    // MARK: delivers on the main thread

    func testDriver_deliversOnMainThread_inlineWhenAlreadyThere() {
        let model = DriverViewModel()
        let received = SemRecorder<Int>()
        let subscription = model.$count.drive(onNext: received.append)
        model.count = 1
        XCTAssertEqual(received.values, [0, 1], "a write on the main thread is delivered before it returns")
        XCTAssertTrue(received.allOnMainThread)
        subscription.dispose()
    }

    func testDriver_deliversOnMainThread_inlineWhenWrittenFromAnotherDriversDelivery() {
        // A view-model output written from a subscriber of another output, all on
        // the main thread: the second Driver delivers at once (as in RxSwift, where
        // each Driver has its own MainScheduler), not one main-loop turn later.
        let model = DriverViewModel()
        let titles = SemRecorder<String>()
        let forward = model.$count.drive(onNext: { model.title = "count \($0)" })
        let show = model.$title.drive(onNext: titles.append)
        model.count = 1
        XCTAssertEqual(titles.values, ["count 0", "count 1"])
        forward.dispose()
        show.dispose()
    }

    func testDriver_deliversOnMainThread_reentrantWriteToTheSameDriverIsQueuedInOrder() {
        let model = DriverViewModel()
        let received = SemRecorder<Int>()
        let clamp = model.$count.drive(onNext: { value in
            if value > 10 { model.count = 10 }
        })
        let show = model.$count.drive(onNext: received.append)
        model.count = 50
        semDrainMainQueue()
        XCTAssertEqual(received.values, [0, 50, 10], "every value arrives, in order, ending with the model's value")
        XCTAssertEqual(model.count, 10)
        clamp.dispose()
        show.dispose()
    }

    func testDriver_deliversOnMainThread_fromBackgroundQueuedInOrder() {
        let model = DriverViewModel()
        let received = SemRecorder<Int>()
        let subscription = model.$count.drive(onNext: received.append)
        semOnBackgroundThread {
            for value in 1...200 { model.count = value }
        }
        XCTAssertEqual(received.values, [0], "values written on another thread wait for the main queue")
        semDrainMainQueue()
        XCTAssertEqual(received.values, Array(0...200), "queued values arrive in order, none lost")
        XCTAssertTrue(received.allOnMainThread)
        subscription.dispose()
    }

    func testDriver_deliversOnMainThread_fromBackground_asyncTest() async {
        let model = DriverViewModel()
        let received = SemRecorder<Int>()
        let subscription = model.$count.drive(onNext: received.append)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                for value in 1...50 { model.count = value }
                continuation.resume()
            }
        }
        // Awaiting a hop through the main queue lets the queued deliveries run first.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
        XCTAssertEqual(received.values.last, 50)
        XCTAssertEqual(Array(received.values.drop { $0 == 0 }), Array(1...50))
        XCTAssertTrue(received.allOnMainThread)
        subscription.dispose()
    }

    func testDriver_deliversOnMainThread_asDriverFromBackgroundSource() {
        let subject = PublishSubject<Int>()
        let received = SemRecorder<Int>()
        let subscription = subject.asDriver(onErrorJustReturn: -1).drive(onNext: received.append)
        semOnBackgroundThread {
            subject.onNext(1)
            subject.onNext(2)
        }
        semDrainMainQueue()
        XCTAssertEqual(received.values, [1, 2])
        XCTAssertTrue(received.allOnMainThread)
        subscription.dispose()
    }

    func testDriver_deliversOnMainThread_factoryMethods() {
        let received = SemRecorder<Int>()
        var subscriptions: [Disposable] = []
        subscriptions.append(Driver.just(1).drive(onNext: received.append))
        subscriptions.append(Driver.of(2, 3).drive(onNext: received.append))
        subscriptions.append(Driver.from([4]).drive(onNext: received.append))
        XCTAssertEqual(received.values, [1, 2, 3, 4])
        XCTAssertTrue(received.allOnMainThread)
        subscriptions.forEach { $0.dispose() }
    }

    // MARK: cannot error

    func testDriver_cannotError_onErrorJustReturn() {
        let subject = PublishSubject<Int>()
        let received = SemRecorder<Int>()
        let completed = SemCounter()
        let subscription = subject.asDriver(onErrorJustReturn: -1)
            .drive(onNext: received.append, onCompleted: completed.increment)
        subject.onNext(1)
        subject.onError(SemError())
        XCTAssertEqual(received.values, [1, -1], "the failure becomes the fallback value")
        XCTAssertEqual(completed.value, 1, "then the Driver completes instead of failing")
        subscription.dispose()
    }

    func testDriver_cannotError_onErrorDriveWith() {
        let subject = PublishSubject<Int>()
        let received = SemRecorder<Int>()
        let subscription = subject.asDriver(onErrorDriveWith: Driver.of(8, 9))
            .drive(onNext: received.append)
        subject.onNext(1)
        subject.onError(SemError())
        // The fallback is subscribed while the failure is being delivered; draining
        // the main queue makes the assertion independent of inline-or-queued delivery.
        semDrainMainQueue()
        XCTAssertEqual(received.values, [1, 8, 9])
        XCTAssertTrue(received.allOnMainThread)
        subscription.dispose()
    }

    func testDriver_cannotError_onErrorRecover() {
        let subject = PublishSubject<Int>()
        let received = SemRecorder<Int>()
        let subscription = subject.asDriver(onErrorRecover: { error in
            Driver.just((error as? SemError)?.code ?? 0)
        }).drive(onNext: received.append)
        subject.onError(SemError(42))
        semDrainMainQueue()
        XCTAssertEqual(received.values, [42])
        subscription.dispose()
    }

    func testDriver_cannotError_failingSourceOfJustReturnDriver() {
        let received = SemRecorder<String>()
        let subscription = Observable<String>.error(SemError())
            .asDriver(onErrorJustReturn: "fallback")
            .drive(onNext: received.append)
        XCTAssertEqual(received.values, ["fallback"])
        subscription.dispose()
    }

    // MARK: shares one upstream while subscribed, restarts fresh after the last subscriber leaves

    func testDriver_sharesOneUpstreamWhileSubscribed() {
        let source = SemCountingSource()
        let driver = source.observable.asDriver(onErrorJustReturn: -1)
        let first = SemRecorder<Int>()
        let second = SemRecorder<Int>()
        let a = driver.drive(onNext: first.append)
        let b = driver.drive(onNext: second.append)
        XCTAssertEqual(source.subscriptions.value, 1, "two subscribers, one upstream subscription")
        XCTAssertEqual(first.values, [100])
        XCTAssertEqual(second.values, [100], "the second subscriber gets the shared latest value")
        source.send(5)
        XCTAssertEqual(first.values, [100, 5])
        XCTAssertEqual(second.values, [100, 5])
        a.dispose()
        XCTAssertEqual(source.disposals.value, 0, "still subscribed: the upstream stays")
        b.dispose()
        XCTAssertEqual(source.disposals.value, 1, "the last subscriber left: the upstream is disposed")
    }

    func testDriver_sharesOneUpstreamWhileSubscribed_restartsFreshAfterLastSubscriberLeaves() {
        let source = SemCountingSource()
        let driver = source.observable.asDriver(onErrorJustReturn: -1)
        let a = driver.drive(onNext: { _ in })
        source.send(5)
        a.dispose()
        let received = SemRecorder<Int>()
        let b = driver.drive(onNext: received.append)
        XCTAssertEqual(source.subscriptions.value, 2, "a new subscriber after everyone left resubscribes")
        XCTAssertEqual(received.values, [200], "fresh start: the old replayed value (5) is not seen")
        b.dispose()
        XCTAssertEqual(source.disposals.value, 2)
    }

    func testDriver_sharesOneUpstreamWhileSubscribed_operatorsShareToo() {
        let model = DriverViewModel()
        let transforms = SemCounter()
        let mapped = model.$count.map { value -> Int in
            transforms.increment()
            return value * 2
        }
        let a = mapped.drive(onNext: { _ in })
        let b = mapped.drive(onNext: { _ in })
        let c = mapped.drive(onNext: { _ in })
        model.count = 1
        model.count = 2
        XCTAssertEqual(transforms.value, 3, "one transform per value (0, 1, 2), not one per subscriber")
        [a, b, c].forEach { $0.dispose() }
    }

    func testDriver_sharesOneUpstreamWhileSubscribed_signalAndDriverConversionsOfControlEvents() {
        let source = SemCountingSource()
        let driver = ControlEvent(events: source.observable).asDriver()
        let a = driver.drive(onNext: { _ in })
        let b = driver.drive(onNext: { _ in })
        XCTAssertEqual(source.subscriptions.value, 1)
        a.dispose()
        b.dispose()
        XCTAssertEqual(source.disposals.value, 1)
    }

    // MARK: no implicit dedup

    func testDriver_noImplicitDedup() {
        let model = DriverViewModel()
        let received = SemRecorder<Int>()
        let subscription = model.$count.drive(onNext: received.append)
        for value in [7, 5, 1, 99, 99] { model.count = value }
        XCTAssertEqual(received.values, [0, 7, 5, 1, 99, 99])
        subscription.dispose()
    }

    func testDriver_noImplicitDedup_sameValueAsInitial() {
        let model = DriverViewModel()
        let received = SemRecorder<String>()
        let subscription = model.$title.drive(onNext: received.append)
        model.title = "start"
        model.title = "start"
        XCTAssertEqual(received.values, ["start", "start", "start"])
        subscription.dispose()
    }

    func testDriver_noImplicitDedup_asDriverConversion() {
        let relay = PublishRelay<Int>()
        let received = SemRecorder<Int>()
        let subscription = relay.asDriver().drive(onNext: received.append)
        for value in [7, 5, 1, 99, 99] { relay.accept(value) }
        XCTAssertEqual(received.values, [7, 5, 1, 99, 99])
        subscription.dispose()
    }

    func testDriver_explicitDistinctUntilChangedDedups() {
        let model = DriverViewModel()
        let received = SemRecorder<Int>()
        let subscription = model.$count.distinctUntilChanged().drive(onNext: received.append)
        for value in [7, 5, 1, 99, 99] { model.count = value }
        XCTAssertEqual(received.values, [0, 7, 5, 1, 99])
        subscription.dispose()
    }

    // MARK: drive variants

    func testDriver_driveRelaysAndObservers() {
        let model = DriverViewModel()
        let relay = BehaviorRelay(value: -1)
        let optionalRelay = BehaviorRelay<Int?>(value: nil)
        let observed = SemRecorder<Int>()
        let subscriptions = [
            model.$count.drive(relay),
            model.$count.drive(optionalRelay),
            model.$count.drive(AnyObserver<Int> { if case .next(let v) = $0 { observed.append(v) } }),
        ]
        model.count = 3
        XCTAssertEqual(relay.value, 3)
        XCTAssertEqual(optionalRelay.value, 3)
        XCTAssertEqual(observed.values, [0, 3])
        subscriptions.forEach { $0.dispose() }
        model.count = 4
        XCTAssertEqual(relay.value, 3, "disposed: no more values")
    }
}
