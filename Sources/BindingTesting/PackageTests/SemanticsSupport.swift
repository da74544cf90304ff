import Dispatch
import Foundation
import ReactiveCore
import XCTest

// Helpers shared by this package's Semantics, ThreadSafety, Memory and Builder tests
// (`package`, so no user sees them). Names carry a `Sem` prefix so they cannot
// collide with other test folders.

/// A thread-safe list of received values.
package final class SemRecorder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []
    private var threads: [Bool] = []

    package init() {}

    /// Records `value` and whether it arrived on the main thread.
    package func append(_ value: Value) {
        let onMain = Thread.isMainThread
        lock.lock()
        storage.append(value)
        threads.append(onMain)
        lock.unlock()
    }

    /// Everything recorded so far, in arrival order.
    package var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// How many values arrived.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage.count
    }

    /// `true` when every value arrived on the main thread.
    package var allOnMainThread: Bool {
        lock.lock()
        defer { lock.unlock() }
        return threads.allSatisfy { $0 }
    }

    /// The last value, if any.
    package var last: Value? {
        lock.lock()
        defer { lock.unlock() }
        return storage.last
    }
}

/// A thread-safe counter.
package final class SemCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    package init() {}

    package func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    package var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// An error for tests.
package struct SemError: Error, Equatable {
    package let code: Int
    package init(_ code: Int = 1) { self.code = code }
}

/// A plain object whose lifetime a test observes through a weak reference.
package final class SemToken: @unchecked Sendable {
    package init() {}
}

/// An observable counting its subscriptions and disposals; each subscription
/// receives `subscriptionNumber * 100` at once and stays open until disposed.
/// `send` pushes a value to every live subscription.
package final class SemCountingSource: @unchecked Sendable {
    package let subscriptions = SemCounter()
    package let disposals = SemCounter()
    private let relay = PublishRelay<Int>()

    package init() {}

    package var observable: Observable<Int> {
        Observable<Int>.create { [subscriptions, disposals, relay] observer in
            subscriptions.increment()
            observer.onNext(subscriptions.value * 100)
            let inner = relay.subscribe(observer)
            return Disposables.create {
                inner.dispose()
                disposals.increment()
            }
        }
    }

    package func send(_ value: Int) { relay.accept(value) }
}

extension XCTestCase {
    /// Lets the main queue run everything enqueued on it so far (and what
    /// that work enqueues in turn), by spinning the main run loop until a
    /// marker enqueued after it has run. Call from the main thread.
    ///
    /// Verified on Linux (swift-corelibs-xctest): `wait(for:timeout:)` in a
    /// synchronous test spins the main run loop, which drains
    /// `DispatchQueue.main`; so does awaiting a main-queue hop in an `async`
    /// test (see `testDriver_deliversOnMainThread_fromBackground_asyncTest`).
    package func semDrainMainQueue(rounds: Int = 3, file: StaticString = #filePath, line: UInt = #line) {
        for _ in 0..<rounds {
            let marker = expectation(description: "main queue drained")
            DispatchQueue.main.async { marker.fulfill() }
            wait(for: [marker], timeout: 30)
        }
    }

    /// Waits until `condition` holds, checking it about every millisecond;
    /// fails the test (and returns `false`) if it still does not after
    /// `timeout` seconds. With `drainingMainQueue`, lets the main queue run
    /// between checks (call from the main thread).
    ///
    /// For work that may still be under way on another thread, such as
    /// deliveries a subject's worker makes after the emitting threads have
    /// returned (see `SubjectCore`). Never asserts a duration.
    @discardableResult
    package func semWaitUntil(
        _ description: String, timeout: TimeInterval = 10, drainingMainQueue: Bool = false,
        file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
    ) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            if Date() > deadline {
                XCTFail("timed out waiting until \(description)", file: file, line: line)
                return false
            }
            if drainingMainQueue { semDrainMainQueue(rounds: 1, file: file, line: line) }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }

    /// Runs `body` on a background thread and waits for it to finish, without
    /// letting the main queue run meanwhile.
    package func semOnBackgroundThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            done.signal()
        }
        done.wait()
    }
}
