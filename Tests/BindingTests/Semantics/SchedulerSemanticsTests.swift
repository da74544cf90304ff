import Binding
import BindingTesting
import Dispatch
import Foundation
import XCTest

/// The schedulers behind Driver, Signal, Binder and `observe(on:)`.
final class SchedulerSemanticsTests: XCTestCase {
    override func tearDown() {
        semDrainMainQueue()
        super.tearDown()
    }

    // MARK: MainScheduler: inline vs queued, order preserved

    func testMainScheduler_inlineOnMainThread() {
        let log = SemRecorder<String>()
        _ = MainScheduler.instance.schedule { log.append("action") }
        log.append("after schedule")
        XCTAssertEqual(log.values, ["action", "after schedule"])
        XCTAssertTrue(MainScheduler.isMainThread)
    }

    func testMainScheduler_queuedFromBackgroundThreadInOrder() {
        let log = SemRecorder<Int>()
        semOnBackgroundThread {
            XCTAssertFalse(MainScheduler.isMainThread)
            for value in 1...50 { _ = MainScheduler.instance.schedule { log.append(value) } }
        }
        XCTAssertEqual(log.values, [])
        semDrainMainQueue()
        XCTAssertEqual(log.values, Array(1...50))
        XCTAssertTrue(log.allOnMainThread)
    }

    func testMainScheduler_reentrantScheduleIsQueuedNotNested() {
        let log = SemRecorder<String>()
        _ = MainScheduler.instance.schedule {
            log.append("outer start")
            _ = MainScheduler.instance.schedule { log.append("inner") }
            log.append("outer end")
        }
        XCTAssertEqual(log.values, ["outer start", "outer end"])
        semDrainMainQueue()
        XCTAssertEqual(log.values, ["outer start", "outer end", "inner"])
    }

    func testMainScheduler_mainThreadWorkWaitsBehindPendingQueuedWork() {
        let log = SemRecorder<String>()
        semOnBackgroundThread {
            _ = MainScheduler.instance.schedule { log.append("queued from background") }
        }
        _ = MainScheduler.instance.schedule { log.append("scheduled on main") }
        XCTAssertEqual(log.values, [], "not inline while earlier work is pending, so order is kept")
        semDrainMainQueue()
        XCTAssertEqual(log.values, ["queued from background", "scheduled on main"])
        _ = MainScheduler.instance.schedule { log.append("inline again") }
        XCTAssertEqual(log.values.last, "inline again", "inline once the queue is drained")
    }

    func testMainScheduler_driverDeliveryKeepsOrderAcrossThreads() {
        let relay = BehaviorRelay(value: 0)
        let received = SemRecorder<Int>()
        let subscription = relay.asDriver().drive(onNext: received.append)
        semOnBackgroundThread { relay.accept(1) }
        relay.accept(2)
        XCTAssertEqual(received.values, [0], "2 waits behind the queued 1")
        semDrainMainQueue()
        XCTAssertEqual(received.values, [0, 1, 2])
        subscription.dispose()
    }

    func testMainScheduler_cancelledBeforeRunning() {
        let log = SemRecorder<Int>()
        let handle = DisposableSlot()
        semOnBackgroundThread {
            handle.set(MainScheduler.instance.schedule { log.append(1) })
        }
        handle.get()?.dispose()
        semDrainMainQueue()
        XCTAssertEqual(log.values, [])
    }

    func testMainScheduler_asyncInstanceAlwaysQueues() {
        let log = SemRecorder<String>()
        _ = MainScheduler.asyncInstance.schedule { log.append("action") }
        log.append("after")
        semDrainMainQueue()
        XCTAssertEqual(log.values, ["after", "action"])
    }

    func testMainScheduler_observeOnMainFromBackground() {
        let subject = PublishSubject<Int>()
        let received = SemRecorder<Int>()
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: received.append)
        semOnBackgroundThread {
            for value in 1...10 { subject.onNext(value) }
        }
        semDrainMainQueue()
        XCTAssertEqual(received.values, Array(1...10))
        XCTAssertTrue(received.allOnMainThread)
        subscription.dispose()
    }

    func testMainScheduler_disposedSubscriptionDropsQueuedValues() {
        let subject = PublishSubject<Int>()
        let received = SemRecorder<Int>()
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: received.append)
        semOnBackgroundThread { subject.onNext(1) }
        subscription.dispose()
        semDrainMainQueue()
        XCTAssertEqual(received.values, [], "a value queued before disposal is not delivered after it")
    }

    // MARK: CurrentThreadScheduler trampolining

    func testCurrentThreadScheduler_trampolinesNestedActions() {
        let log = SemRecorder<String>()
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule {
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule {
                log.append("inner 1")
                _ = CurrentThreadScheduler.instance.schedule { log.append("inner 1.1") }
            }
            _ = CurrentThreadScheduler.instance.schedule { log.append("inner 2") }
            log.append("outer end")
        }
        XCTAssertEqual(log.values, ["outer start", "outer end", "inner 1", "inner 2", "inner 1.1"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testCurrentThreadScheduler_cancelsQueuedAction() {
        let log = SemRecorder<String>()
        _ = CurrentThreadScheduler.instance.schedule {
            let queued = CurrentThreadScheduler.instance.schedule { log.append("cancelled") }
            _ = CurrentThreadScheduler.instance.schedule { log.append("kept") }
            queued.dispose()
        }
        XCTAssertEqual(log.values, ["kept"])
    }

    func testCurrentThreadScheduler_isPerThread() {
        let inner = SemRecorder<Bool>()
        _ = CurrentThreadScheduler.instance.schedule {
            self.semOnBackgroundThread {
                inner.append(CurrentThreadScheduler.isScheduleRequired)
                _ = CurrentThreadScheduler.instance.schedule { inner.append(true) }
            }
        }
        XCTAssertEqual(inner.values, [true, true], "another thread has its own trampoline")
    }

    func testImmediateScheduler_runsAtOnce() {
        let log = SemRecorder<String>()
        _ = ImmediateScheduler.instance.schedule {
            _ = ImmediateScheduler.instance.schedule { log.append("nested") }
            log.append("outer")
        }
        XCTAssertEqual(log.values, ["nested", "outer"])
    }

    // MARK: SerialDispatchQueueScheduler ordering

    func testSerialDispatchQueueScheduler_runsInOrderOnItsQueue() {
        let queue = DispatchQueue(label: "semantics.serial")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        let scheduler = SerialDispatchQueueScheduler(queue: queue)
        let log = SemRecorder<Int>()
        let onQueue = SemRecorder<Bool>()
        for value in 1...500 {
            _ = scheduler.schedule {
                log.append(value)
                onQueue.append(DispatchQueue.getSpecific(key: key) == 7)
            }
        }
        queue.sync {}
        XCTAssertEqual(log.values, Array(1...500))
        XCTAssertFalse(onQueue.values.contains(false))
    }

    func testSerialDispatchQueueScheduler_observeOnKeepsOrder() {
        let scheduler = SerialDispatchQueueScheduler(label: "semantics.observe")
        let received = SemRecorder<Int>()
        let done = expectation(description: "completed")
        let subscription = Observable.from(1...1000)
            .observe(on: scheduler)
            .subscribe(onNext: received.append, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 30)
        XCTAssertEqual(received.values, Array(1...1000))
        subscription.dispose()
    }

    func testConcurrentDispatchQueueScheduler_observeOnDeliversSeriallyInOrder() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let received = SemRecorder<Int>()
        let overlapping = SemCounter()
        let inside = NSLock()
        let done = expectation(description: "completed")
        let subscription = Observable.from(1...1000)
            .observe(on: scheduler)
            .subscribe(onNext: { value in
                if !inside.try() { overlapping.increment() }
                received.append(value)
                inside.unlock()
            }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 30)
        XCTAssertEqual(received.values, Array(1...1000))
        XCTAssertEqual(overlapping.value, 0, "one event at a time even on a concurrent queue")
        subscription.dispose()
    }

    func testSerialDispatchQueueScheduler_subscribeOnRunsSubscriptionThere() {
        let queue = DispatchQueue(label: "semantics.subscribeOn")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let subscribedOnQueue = SemRecorder<Bool>()
        let source = Observable<Int>.create { observer in
            subscribedOnQueue.append(DispatchQueue.getSpecific(key: key) == true)
            observer.onNext(1)
            return Disposables.create()
        }
        let subscription = source.subscribe(on: SerialDispatchQueueScheduler(queue: queue)).subscribe()
        queue.sync {}
        XCTAssertEqual(subscribedOnQueue.values, [true])
        subscription.dispose()
    }
}

/// A lock-protected slot for a disposable handed between threads.
private final class DisposableSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Disposable?

    func set(_ disposable: Disposable) {
        lock.lock()
        value = disposable
        lock.unlock()
    }

    func get() -> Disposable? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
