import Binding
import BindingGLib
import CGLib
import Dispatch
import XCTest

/// `MainLoop.runUntilStopped()` with GLib alone: the loop a toolkit without
/// `gtk_main` (GTK 4) runs until its app quits.
final class MainLoopUntilStoppedTests: XCTestCase {
    func testMainQueueWorkRunsInsideAndStopsTheLoop() throws {
        try onMainLoop {
            var ran: [String] = []
            DispatchQueue.main.async { ran.append("main queue") }
            Task { @MainActor in
                ran.append("task")
                MainLoop.stopRunning()
            }
            MainLoop.runUntilStopped()
            XCTAssertEqual(ran, ["main queue", "task"], "both ran inside the loop, in order")
            XCTAssertEqual(MainLoop.runningUntilStoppedDepth, 0)
        }
    }

    func testStopFromABackgroundThreadThroughTheMainQueue() throws {
        try onMainLoop {
            DispatchQueue.global().async {
                DispatchQueue.main.async { MainLoop.stopRunning() }
            }
            MainLoop.runUntilStopped()
            XCTAssertEqual(MainLoop.runningUntilStoppedDepth, 0)
        }
    }

    func testNestedLoopsEndInnermostFirst() throws {
        try onMainLoop {
            var depths: [Int] = []
            var innerReturned = false
            // GLib idle sources, not main-queue work: the main queue's drain is
            // not re-entrant, so the nested loop must not start from it.
            afterIdle {
                depths.append(MainLoop.runningUntilStoppedDepth)
                afterIdle {
                    depths.append(MainLoop.runningUntilStoppedDepth)
                    MainLoop.stopRunning()
                }
                MainLoop.runUntilStopped()
                innerReturned = true
                depths.append(MainLoop.runningUntilStoppedDepth)
                MainLoop.stopRunning()
            }
            MainLoop.runUntilStopped()
            XCTAssertTrue(innerReturned)
            XCTAssertEqual(depths, [1, 2, 1])
            XCTAssertEqual(MainLoop.runningUntilStoppedDepth, 0)
        }
    }

    func testStopWithNothingRunningDoesNothingAndDoesNotStopALaterLoop() throws {
        try onMainLoop {
            MainLoop.stopRunning()
            XCTAssertEqual(MainLoop.runningUntilStoppedDepth, 0)
            var laterRan = false
            afterIdle {
                laterRan = true
                MainLoop.stopRunning()
            }
            MainLoop.runUntilStopped()
            XCTAssertTrue(laterRan, "the loop ran until its own stop, not the one before it")
        }
    }
}

/// Runs `body` once from a GLib idle source (not from the main queue).
@MainActor
private func afterIdle(_ body: @escaping @MainActor () -> Void) {
    let box = Unmanaged.passRetained(IdleBody(body)).toOpaque()
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
        let body = Unmanaged<IdleBody>.fromOpaque(data!).takeRetainedValue()
        MainActor.assumeIsolated { body.run() }
        return cglib_source_remove()
    }, box, nil)
}

private final class IdleBody {
    let run: @MainActor () -> Void
    init(_ run: @escaping @MainActor () -> Void) { self.run = run }
}
