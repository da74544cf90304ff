import Binding
import Dispatch
import Foundation
@testable import ReactiveCore
import Synchronization
import XCTest

/// State guarded only by the lock under test: ThreadSanitizer reports any
/// access the lock failed to order, and the counts show lost updates.
private final class Guarded: @unchecked Sendable {
    var count = 0
    var inside = 0
    var overlaps = 0
}

/// The recursive lock of two-way bindings and of the computed graph: mutual
/// exclusion under contention (threads that must sleep and be woken),
/// reentrancy on the owning thread, and many locks sharing the sleeping places.
final class RecursiveLockConcurrencyTests: XCTestCase {
    func testContendedIncrementsAreNeitherLostNorOverlapping() {
        let lock = RecursiveLock()
        let state = Guarded()
        let threads = 6, perThread = 20_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<perThread {
                lock.withLock { _ in
                    state.inside += 1
                    if state.inside != 1 { state.overlaps += 1 }
                    state.count += 1
                    state.inside -= 1
                }
            }
        }
        XCTAssertEqual(state.count, threads * perThread)
        XCTAssertEqual(state.overlaps, 0)
    }

    func testTheOwnerReentersAndOthersWaitForTheOutermostUnlock() {
        let lock = RecursiveLock()
        let state = Guarded()
        let holding = DispatchSemaphore(value: 0)
        let waiterDone = DispatchSemaphore(value: 0)
        let events = Mutex<[String]>([])
        Thread.detachNewThread {
            lock.withLock { outerReentered in
                XCTAssertFalse(outerReentered)
                lock.withLock { innerReentered in
                    XCTAssertTrue(innerReentered)
                    holding.signal()
                    // Hold on until the waiter sleeps on the lock (it cannot
                    // reenter: not its lock), so that the outermost unlock must wake it.
                    XCTAssertTrue(waitUntilSomeoneWaits(for: lock), "the waiter never blocked")
                    events.withLock { $0.append("inner end") }
                }
                state.count = 1
                events.withLock { $0.append("outer end") }
            }
        }
        holding.wait()
        Thread.detachNewThread {
            lock.withLock { reentered in
                XCTAssertFalse(reentered)
                events.withLock { $0.append("waiter in, saw \(state.count)") }
            }
            waiterDone.signal()
        }
        XCTAssertEqual(waiterDone.wait(timeout: .now() + 10), .success, "the waiter was never woken")
        XCTAssertEqual(events.withLock { $0 }, ["inner end", "outer end", "waiter in, saw 1"])
    }

    func testManyLocksSharingSleepingPlacesWakeTheirOwnWaiters() {
        // More locks than sleeping places, so some share one; every thread
        // hammers two of them, so many sleep and are woken.
        let locks = (0..<40).map { _ in RecursiveLock() }
        let states = (0..<40).map { _ in Guarded() }
        let threads = 8, perThread = 4_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for step in 0..<perThread {
                let index = (thread + step) % 2 == 0 ? step % 40 : (step * 7 + thread) % 40
                locks[index].withLock { _ in
                    states[index].inside += 1
                    if states[index].inside != 1 { states[index].overlaps += 1 }
                    states[index].count += 1
                    states[index].inside -= 1
                }
            }
        }
        XCTAssertEqual(states.reduce(0) { $0 + $1.count }, threads * perThread)
        XCTAssertEqual(states.reduce(0) { $0 + $1.overlaps }, 0)
    }

    func testAThrowingBodyReleasesTheLock() {
        struct Failure: Error {}
        let lock = RecursiveLock()
        var caught = false
        do {
            try lock.withLock { (_: Bool) throws -> Void in throw Failure() }
        } catch {
            caught = error is Failure
        }
        XCTAssertTrue(caught)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            lock.withLock { _ in _ = done.signal() }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the lock stayed taken after a throw")
    }
}

/// Waits until a thread sleeps waiting for `lock` (its state says so);
/// `false` after 10 seconds.
private func waitUntilSomeoneWaits(for lock: RecursiveLock) -> Bool {
    let deadline = DispatchTime.now() + 10
    while lock.state.load(ordering: .acquiring) != LockState.lockedWithWaiters {
        if DispatchTime.now() > deadline { return false }
        Thread.sleep(forTimeInterval: 0.001)
    }
    return true
}
