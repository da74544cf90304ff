import Dispatch
import MVVM
import ReactiveCore
import XCTest

/// Commands executed from several threads at once.
final class CommandThreadTests: XCTestCase {
    func testQueuePolicy_fromManyThreads_runsEveryExecutionOnceAndNeverTwoAtATime() {
        let running = CommandRecorder<Int>()
        let overlap = CommandRecorder<Bool>()
        let lock = NSLockBox()
        var active = 0
        let command = Command<Int, Int>(policy: .queue) { value in
            lock.withLock { active += 1; if active > 1 { overlap.append(true) } }
            running.append(value)
            lock.withLock { active -= 1 }
            return value
        }
        DispatchQueue.concurrentPerform(iterations: 400) { command.trigger($0) }
        XCTAssertEqual(running.values.count, 400)
        XCTAssertEqual(Set(running.values).count, 400)
        XCTAssertTrue(overlap.values.isEmpty, "the queue never runs two at once")
    }

    func testRefusePolicy_fromManyThreads_neverRunsTwoAtATime() {
        let overlap = CommandRecorder<Bool>()
        let lock = NSLockBox()
        var active = 0
        let command = Command<Int, Void> { _ in
            lock.withLock { active += 1; if active > 1 { overlap.append(true) } }
            lock.withLock { active -= 1 }
        }
        DispatchQueue.concurrentPerform(iterations: 400) { command.trigger($0) }
        XCTAssertTrue(overlap.values.isEmpty)
        XCTAssertTrue(command.canExecuteNow)
    }
}

/// A lock for counters a test shares between threads.
final class NSLockBox: @unchecked Sendable {
    private let lock = NSLock()
    func withLock<R>(_ body: () -> R) -> R { lock.withLock(body) }
}
