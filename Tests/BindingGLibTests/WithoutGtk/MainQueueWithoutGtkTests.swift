import Binding
import BindingGLib
import Dispatch
import Synchronization
import XCTest

/// The main loop and the main-queue bridge with GLib alone: main-queue work,
/// `MainActor` tasks and `MainScheduler` timers run inside `MainLoop.run(until:timeout:)`.
final class MainQueueWithoutGtkTests: XCTestCase {
    func testMainQueueWorkRunsInsideTheGLibLoop() throws {
        try onMainLoop {
            XCTAssertTrue(MainQueueSource.isInstalled)
            let order = Order()
            DispatchQueue.main.async { order.append("main queue") }
            Task { @MainActor in order.append("task") }
            DispatchQueue.global().async {
                DispatchQueue.main.async { order.append("from a background thread") }
            }
            XCTAssertTrue(MainLoop.run(until: { order.entries.count == 3 }, timeout: .seconds(10)), "ran: \(order.entries)")
            XCTAssertEqual(order.entries.first, "main queue", "work enqueued first runs first")
            XCTAssertEqual(Set(order.entries), ["main queue", "task", "from a background thread"])
        }
    }

    func testSchedulerTimerFiresInsideTheGLibLoop() throws {
        try onMainLoop {
            var fired = 0
            let subscription = Observable<Int>.timer(.milliseconds(5), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in fired += 1 })
            defer { subscription.dispose() }
            XCTAssertTrue(MainLoop.run(until: { fired == 1 }, timeout: .seconds(10)))
        }
    }

    func testAWaitThatTimesOutReturnsFalseAndWorkEnqueuedDuringADrainStillRuns() throws {
        try onMainLoop {
            XCTAssertFalse(MainLoop.run(until: { false }, timeout: .milliseconds(20)), "nothing can make it hold")
            var inner = false
            DispatchQueue.main.async {
                // Pumping GLib from main-queue work does not re-enter the drain ...
                _ = MainLoop.runPending()
                DispatchQueue.main.async { inner = true }
            }
            // ... and what it enqueued meanwhile runs after it.
            XCTAssertTrue(MainLoop.run(until: { inner }, timeout: .seconds(10)))
        }
    }
}

/// What ran, in order; appended to from the main queue, read by the test.
private final class Order: Sendable {
    private let storage = Mutex<[String]>([])
    var entries: [String] { storage.withLock { $0 } }
    func append(_ entry: String) { storage.withLock { $0.append(entry) } }
}
