import Foundation
import MVVM
import ReactiveCore
import XCTest

/// Values recorded from any thread.
final class CommandRecorder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    func append(_ value: Value) { lock.withLock { stored.append(value) } }
    var values: [Value] { lock.withLock { stored } }
}

/// A test error.
struct CommandTestError: Error, Equatable {
    let code: Int
}

/// Replaces `CommandErrorHandler.handler` for one test and records what reaches it.
final class UnhandledErrorSpy: @unchecked Sendable {
    let reports = CommandRecorder<UnhandledCommandError>()

    init() {
        CommandErrorHandler.handler = { [reports] in reports.append($0) }
    }

    func restore() { CommandErrorHandler.reset() }
}

/// A gate an `async` test work waits at, ignoring task cancellation (work
/// that takes its time to stop), until the test opens it.
@MainActor
final class CommandGate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private(set) var arrivals = 0
    private var isOpen = false

    func wait() async {
        arrivals += 1
        if isOpen { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        let resumed = waiting
        waiting.removeAll()
        for continuation in resumed { continuation.resume() }
    }
}

/// Polls `condition` on the main actor, yielding, until it holds; fails the test when it still does
/// not after `timeout` seconds (a safety net for a broken behaviour, as XCTest's own waits have).
/// Bounded by time, not by a number of yields: what the condition waits for may run on another
/// thread (a nonisolated `perform` starts the work on the global executor), which a loaded machine
/// can leave unscheduled for longer than any fixed number of yields takes.
@MainActor
func commandEventually(timeout: Double = 30, _ condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) async {
    let deadline = ContinuousClock.now + .seconds(timeout)
    while !condition() && ContinuousClock.now < deadline {
        await Task.yield()
    }
    XCTAssertTrue(condition(), "condition did not hold", file: file, line: line)
}
