@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import Dispatch
import XCTest

final class MainLoopTests: XCTestCase {
    func testInitialisationInstallsTheMainQueueSource() throws {
        try onGtk {
            XCTAssertTrue(Gtk.isInitialized)
            XCTAssertTrue(MainQueueSource.isInstalled)
        }
    }

    func testDispatchMainAsyncRunsInsideGtkMain() throws {
        try onGtk {
            var ranOnMain = false
            DispatchQueue.main.async {
                ranOnMain = MainThread.isCurrent && MainLoop.isRunning
                MainLoop.quit()
            }
            XCTAssertTrue(try runMainLoop(), "main-queue work did not run inside gtk_main")
            XCTAssertTrue(ranOnMain)
        }
    }

    func testMainActorTaskRunsInsideGtkMain() throws {
        try onGtk {
            var ran = false
            Task { @MainActor in
                ran = MainLoop.isRunning
                MainLoop.quit()
            }
            XCTAssertTrue(try runMainLoop(), "Task { @MainActor } did not run inside gtk_main")
            XCTAssertTrue(ran)
        }
    }

    func testAwaitMainActorRunFromABackgroundTaskInsideGtkMain() throws {
        try onGtk {
            let value = MainActorBox(0)
            Task.detached {
                let computed = 6 * 7
                await MainActor.run {
                    value.value = computed
                    MainLoop.quit()
                }
            }
            XCTAssertTrue(try runMainLoop())
            XCTAssertEqual(value.value, 42)
        }
    }

    func testMainSchedulerWorkFromABackgroundThreadRunsInOrderInsideGtkMain() throws {
        try onGtk {
            // Work that ran off the main thread records its index negated.
            let received = BehaviorRelay<[Int]>(value: [])
            DispatchQueue.global().async {
                for index in 1...100 {
                    _ = MainScheduler.instance.schedule {
                        received.accept(received.value + [MainThread.isCurrent ? index : -index])
                        if index == 100 { MainActor.assumeIsolated { MainLoop.quit() } }
                    }
                }
            }
            XCTAssertTrue(try runMainLoop())
            XCTAssertEqual(received.value, Array(1...100))
        }
    }

    func testAsyncAfterFiresInsideGtkMain() throws {
        try onGtk {
            let start = ContinuousClock.now
            var elapsed: Duration = .zero
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(80)) {
                elapsed = ContinuousClock.now - start
                MainLoop.quit()
            }
            XCTAssertTrue(try runMainLoop())
            XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(80))
        }
    }

    func testMainSchedulerTimerFiresInsideGtkMain() throws {
        try onGtk {
            var fired = false
            let timer = MainScheduler.instance.scheduleRelative(.milliseconds(30)) {
                fired = true
                MainActor.assumeIsolated { MainLoop.quit() }
            }
            XCTAssertTrue(try runMainLoop())
            XCTAssertTrue(fired)
            timer.dispose()
        }
    }

    func testTestKitPumpRunsMainQueueWork() throws {
        try onGtk {
            var ran = false
            DispatchQueue.main.async { ran = true }
            XCTAssertTrue(GtkTestKit.pump(until: { ran }, timeout: .seconds(2)))
        }
    }

    func testMainQueueWorkThatPumpsGLibDoesNotReenterTheDrain() throws {
        try onGtk {
            var order: [String] = []
            DispatchQueue.main.async {
                order.append("outer start")
                DispatchQueue.main.async { order.append("inner") }
                MainLoop.runPending()
                order.append("outer end")
            }
            XCTAssertTrue(GtkTestKit.pump(until: { order.count == 3 }, timeout: .seconds(2)))
            XCTAssertEqual(order, ["outer start", "outer end", "inner"])
        }
    }

    func testNestedPumpingNeitherSpinsNorLosesWork() throws {
        try onGtk {
            var busyIterations = -1
            let innerRan = MainActorBox(false)
            DispatchQueue.main.async {
                // Enqueued from another thread while the main queue drains,
                // so libdispatch signals the eventfd during the drain.
                let enqueued = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    DispatchQueue.main.async { innerRan.value = true }
                    enqueued.signal()
                }
                enqueued.wait()
                busyIterations = (0..<20).filter { _ in g_main_context_iteration(nil, 0) != 0 }.count
            }
            XCTAssertTrue(GtkTestKit.pump(until: { innerRan.value }, timeout: .seconds(2)), "work enqueued during a drain still runs")
            XCTAssertLessThanOrEqual(busyIterations, 1, "the main-queue fd did not keep GLib busy while nested")
        }
    }

    func testQuitWithoutARunningLoopDoesNothing() throws {
        try onGtk {
            XCTAssertFalse(MainLoop.isRunning)
            let messages = GtkTestKit.recordingLogMessages { MainLoop.quit() }
            XCTAssertEqual(messages, [])
        }
    }
}
