import Binding
import BindingGtk
import CGtk
import Dispatch
import Synchronization
import XCTest

/// What an app's start-up runs: the loop until a window or the last window
/// closes, and the waits (`run(until:timeout:)`, `run(for:)`, `runPending()`).
/// Windows are closed from GLib idles and timeouts, as GTK code does; every
/// loop runs under a guard that ends it (and fails the test) if it would hang.
final class MainLoopRunTests: XCTestCase {
    // MARK: runUntilClosed

    func testRunUntilClosedReturnsWhenTheWindowIsDestroyedFromAnIdle() throws {
        try onGtk {
            let window = Window(title: "closed from an idle")
            window.add(Label("closing soon"))
            window.showAll()
            var loopWasRunning = false
            onGLibSource {
                loopWasRunning = MainLoop.isRunning
                window.destroy()
            }
            XCTAssertTrue(try withHangGuard { try MainLoop.runUntilClosed(window) }, "the loop did not end with the window")
            XCTAssertTrue(loopWasRunning)
            XCTAssertTrue(window.isDestroyed)
            XCTAssertFalse(MainLoop.isRunning)
        }
    }

    func testRunUntilClosedReturnsWhenTheUserClosesTheWindowFromATimeout() throws {
        try onGtk {
            let window = Window(title: "closed from a timeout")
            window.add(Label("closing soon"))
            window.showAll()
            var askedToClose = 0
            window.shouldClose = { askedToClose += 1; return true }
            // As the title bar's close button does: a delete event, then GTK destroys the window.
            onGLibSource(afterMilliseconds: 10) { window.requestClose() }
            XCTAssertTrue(try withHangGuard { try MainLoop.runUntilClosed(window) }, "the loop did not end with the window")
            XCTAssertEqual(askedToClose, 1)
            XCTAssertTrue(window.isDestroyed)
        }
    }

    func testRunUntilClosedKeepsRunningWhileOtherWindowsClose() throws {
        try onGtk {
            let main = Window(title: "main")
            let other = Window(title: "other")
            main.showAll()
            other.showAll()
            var runningAfterOtherClosed = false
            onGLibSource { other.destroy() }
            onGLibSource(afterMilliseconds: 20) {
                runningAfterOtherClosed = MainLoop.isRunning
                main.destroy()
            }
            XCTAssertTrue(try withHangGuard { try MainLoop.runUntilClosed(main) })
            XCTAssertTrue(other.isDestroyed)
            XCTAssertTrue(runningAfterOtherClosed, "closing another window did not end the loop")
            XCTAssertTrue(main.isDestroyed)
        }
    }

    func testRunUntilClosedReturnsAtOnceForADestroyedWindow() throws {
        try onGtk {
            let window = Window(title: "gone")
            window.destroy()
            XCTAssertTrue(try withHangGuard { try MainLoop.runUntilClosed(window) })
        }
    }

    func testQuitEndsRunUntilClosedAndLeavesTheWindowOpen() throws {
        try onGtk {
            let window = Window(title: "quit")
            window.showAll()
            DispatchQueue.main.async { MainLoop.quit() }
            XCTAssertTrue(try withHangGuard { try MainLoop.runUntilClosed(window) })
            XCTAssertFalse(window.isDestroyed)
            XCTAssertTrue(window.isVisible)
            window.destroy()
        }
    }

    // MARK: runUntilLastWindowCloses

    func testRunUntilLastWindowClosesWaitsForEveryOpenWindow() throws {
        try onGtk {
            Self.closeWindowsLeftOpenByOtherTests()
            let first = Window(title: "first")
            let second = Window(title: "second")
            let neverShown = Window(title: "built, never shown")
            let popup = Window(gtk_window_new(GTK_WINDOW_POPUP))
            first.showAll()
            second.showAll()
            popup.showAll()
            var events: [String] = []
            onGLibSource {
                first.destroy()
                events.append("first closed")
            }
            onGLibSource(afterMilliseconds: 20) {
                events.append(MainLoop.isRunning ? "still running" : "stopped")
                // Hiding counts as closing: the window is no longer on screen.
                second.hide()
                events.append("second hidden")
            }
            XCTAssertTrue(try withHangGuard { try MainLoop.runUntilLastWindowCloses() }, "the loop did not end with the last window")
            XCTAssertEqual(events, ["first closed", "still running", "second hidden"])
            XCTAssertTrue(popup.isVisible, "a popup is not a window the user closes")
            XCTAssertFalse(neverShown.isVisible)
            for window in [second, neverShown, popup] { window.destroy() }
        }
    }

    func testRunUntilLastWindowClosesCountsWindowsOpenedWhileRunning() throws {
        try onGtk {
            Self.closeWindowsLeftOpenByOtherTests()
            let first = Window(title: "first")
            first.showAll()
            let later = Window(title: "opened later")
            onGLibSource {
                later.showAll()
                first.destroy()
            }
            var runningAfterFirstClosed = false
            onGLibSource(afterMilliseconds: 20) {
                runningAfterFirstClosed = MainLoop.isRunning
                later.destroy()
            }
            XCTAssertTrue(try withHangGuard { try MainLoop.runUntilLastWindowCloses() })
            XCTAssertTrue(runningAfterFirstClosed, "the window opened later kept the loop running")
            XCTAssertTrue(later.isDestroyed)
        }
    }

    func testRunUntilLastWindowClosesReturnsAtOnceWithoutOpenWindows() throws {
        try onGtk {
            Self.closeWindowsLeftOpenByOtherTests()
            let hidden = Window(title: "never shown")
            XCTAssertTrue(try withHangGuard { try MainLoop.runUntilLastWindowCloses() })
            hidden.destroy()
        }
    }

    /// Hides the windows earlier tests left on screen: the tests of the last
    /// window must start with none open.
    @MainActor
    private static func closeWindowsLeftOpenByOtherTests() {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var node = list
        while let current = node {
            node = current.pointee.next
            if let window = current.pointee.data, gtk_widget_get_visible(cgtk_widget(window)) != 0 {
                gtk_widget_hide(cgtk_widget(window))
            }
        }
        MainLoop.runPending()
    }

    // MARK: Waiting inside the loop

    func testRunUntilReturnsOnceTheConditionHolds() throws {
        try onGtk {
            var ran = false
            DispatchQueue.main.async { ran = true }
            XCTAssertTrue(MainLoop.run(until: { ran }, timeout: .seconds(10)))
        }
    }

    func testRunUntilSeesAConditionAnotherThreadChangesWithoutWakingTheLoop() throws {
        try onGtk {
            let flag = Atomic<Bool>(false)
            let started = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                started.wait()
                flag.store(true, ordering: .releasing)
            }
            started.signal()
            XCTAssertTrue(MainLoop.run(until: { flag.load(ordering: .acquiring) }, timeout: .seconds(10)))
        }
    }

    func testRunUntilReturnsFalseAtTheDeadline() throws {
        try onGtk {
            // The last check comes at or after the deadline; the first one may too, when the work
            // pending at the start (on a loaded machine) outlasts the timeout.
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: .milliseconds(20))
            var lastCheck: ContinuousClock.Instant?
            XCTAssertFalse(MainLoop.run(until: { lastCheck = clock.now; return false }, timeout: .milliseconds(20)))
            let checked = try XCTUnwrap(lastCheck, "the condition was never checked")
            XCTAssertGreaterThanOrEqual(checked, deadline, "checked once more at the deadline")
        }
    }

    func testRunForRunsWhatComesDue() throws {
        try onGtk {
            var idleRan = false
            var mainQueueRan = false
            onGLibSource { idleRan = true }
            DispatchQueue.main.async { mainQueueRan = true }
            MainLoop.run(for: .milliseconds(20))
            XCTAssertTrue(idleRan)
            XCTAssertTrue(mainQueueRan)
        }
    }

    func testRunPendingRunsWhatIsReadyWithoutWaiting() throws {
        try onGtk {
            var order: [String] = []
            DispatchQueue.main.async { order.append("main queue") }
            onGLibSource { order.append("idle") }
            XCTAssertTrue(MainLoop.runPending())
            XCTAssertEqual(order, ["main queue", "idle"])
        }
    }
}
