import Dispatch
import Foundation
import ReactiveCore
import XCTest

/// Disposing scheduled work before it runs: it never runs, and what it
/// captured is released at once, not when its time would have come.
final class CancelledScheduleTests: XCTestCase {
    private final class Token: @unchecked Sendable {}

    func testDisposedDelayedActionReleasesItsCapturesAtOnceAndNeverRuns() {
        let scheduler = SerialDispatchQueueScheduler(label: "cancelled-schedule")
        weak var weakToken: Token?
        var ran = false
        var scheduled: Disposable?
        do {
            let token = Token()
            weakToken = token
            scheduled = scheduler.scheduleRelative(.seconds(600)) { withExtendedLifetime(token) { ran = true } }
        }
        XCTAssertNotNil(weakToken, "held while scheduled")
        scheduled?.dispose()
        XCTAssertNil(weakToken, "released on dispose, not in ten minutes")
        XCTAssertFalse(ran)
    }

    func testDisposedTimeoutOperatorDoesNotKeepItsSubscriberAlive() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        weak var weakToken: Token?
        var subscription: Disposable?
        do {
            let token = Token()
            weakToken = token
            subscription = PublishRelay<Int>().asObservable()
                .timeout(.seconds(600), scheduler: scheduler)
                .subscribe(onNext: { _ in withExtendedLifetime(token) {} }, onError: { _ in })
        }
        XCTAssertNotNil(weakToken)
        subscription?.dispose()
        XCTAssertNil(weakToken, "the pending timeout let go of the subscription")
    }

    func testActionQueuedToTheMainThreadAndDisposedFirstNeverRuns() {
        let ran = expectation(description: "a later action ran")
        let didRunDisposed = UnsafeFlag()
        let scheduler = MainScheduler.instance
        // From a background thread, both are queued to the main queue in order.
        let queued = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let first = scheduler.schedule { didRunDisposed.set() }
            first.dispose()
            _ = scheduler.schedule { ran.fulfill() }
            queued.signal()
        }
        queued.wait()
        wait(for: [ran], timeout: 10)
        XCTAssertFalse(didRunDisposed.isSet)
    }
}

/// A flag set on the main thread and read there (the test waits on the main queue).
private final class UnsafeFlag: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}
