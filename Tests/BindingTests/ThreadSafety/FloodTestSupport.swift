import Binding
@testable import ReactiveCore
#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import Synchronization

// What the liveness tests of subjects and observable arrays share: a thread
// that floods an engine with values, and a check that a call returns while
// the flood goes on.

/// How long a test waits for something before calling it a hang. Generous:
/// these waits normally end in microseconds; the limit only turns a hang
/// into a failure instead of a stuck suite.
let hangLimit: DispatchTimeInterval = .seconds(10)

/// A thread emitting 1, 2, 3, … through `emit` without pause until told to
/// stop, then calling `finish`.
///
/// One observer of the subject or array calls `pace(after:)` with each value: delivery
/// then never catches up with the flood (the next value is always queued
/// before the observer returns), as with a flood faster than delivery but
/// whatever the scheduler does — so the old engine's deliverer never found
/// its queue empty. And the flood never runs more than `window` values ahead
/// of that observer, so the queue's memory stays bounded.
///
/// Start it while another thread delivers on the subject or array (it then only
/// queues): were it to become the deliverer of its own values, the pacing
/// observer would wait for it forever (until it is stopped).
final class Flood: @unchecked Sendable {
    static let window = 50 * SubjectCore<Int>.courtesyBudget

    private let emit: @Sendable (Int) -> Void
    private let finish: @Sendable () -> Void
    private let stopRequested = Atomic<Bool>(false)
    private let lastEmitted = Atomic<Int>(0)
    private let lastPaced = Atomic<Int>(0)
    private let ended = DispatchSemaphore(value: 0)

    init(emit: @escaping @Sendable (Int) -> Void, finish: @escaping @Sendable () -> Void = {}) {
        self.emit = emit
        self.finish = finish
    }

    /// Starts the emitting thread.
    func start() {
        Thread.detachNewThread { [self] in
            var value = 0
            while !stopRequested.load(ordering: .acquiring) {
                if value - lastPaced.load(ordering: .relaxed) > Self.window {
                    sched_yield()
                    continue
                }
                value += 1
                emit(value)
                lastEmitted.store(value, ordering: .releasing)
            }
            finish()
            ended.signal()
        }
    }

    /// Called by the pacing observer with each value it receives: for a
    /// flood value, returns once the next one is queued (or the flood stopped).
    func pace(after value: Int) {
        guard value > 0 else { return }
        lastPaced.store(value, ordering: .relaxed)
        while isRunning && emitted <= value { sched_yield() }
    }

    /// The last value the pacing observer received.
    var paced: Int { lastPaced.load(ordering: .relaxed) }

    /// The last value emitted so far.
    var emitted: Int { lastEmitted.load(ordering: .acquiring) }

    /// Whether it has not been told to stop.
    var isRunning: Bool { !stopRequested.load(ordering: .acquiring) }

    /// Waits until at least `count` values were emitted; `false` after `hangLimit`.
    func waitUntilEmitted(_ count: Int) -> Bool {
        let deadline = DispatchTime.now() + hangLimit
        while emitted < count {
            if DispatchTime.now() > deadline { return false }
            sched_yield()
        }
        return true
    }

    /// Tells it to stop without waiting (for a watchdog).
    func requestStop() { stopRequested.store(true, ordering: .releasing) }

    /// Stops it and waits for its thread to end; returns the last value
    /// emitted, or `nil` if the thread did not end within `hangLimit`.
    func stop() -> Int? {
        requestStop()
        guard ended.wait(timeout: .now() + hangLimit) == .success else { return nil }
        return emitted
    }
}

/// Runs `body` on a new thread and waits for it to return, for at most
/// `hangLimit`; then, if it has not, stops `flood` (which lets an old-style
/// deliverer go) and waits for it again. Returns whether `body` returned
/// while `flood` was still running.
func returnsWhileFlooding(_ flood: Flood, _ body: @escaping @Sendable () -> Void) -> Bool {
    let returned = DispatchSemaphore(value: 0)
    let floodRunningAtReturn = Atomic<Bool>(false)
    Thread.detachNewThread {
        body()
        floodRunningAtReturn.store(flood.isRunning, ordering: .releasing)
        returned.signal()
    }
    if returned.wait(timeout: .now() + hangLimit) == .timedOut {
        flood.requestStop()
        _ = returned.wait(timeout: .now() + hangLimit)
        return false
    }
    return floodRunningAtReturn.load(ordering: .acquiring)
}
