@testable import BindingGtk
import BindingGtkTesting
import Foundation
import XCTest

final class NoDisplayTests: XCTestCase {
    func testErrorWithoutDisplayNamesXvfb() {
        let error = Gtk.noDisplayError(environment: [:])
        XCTAssertEqual(error, .noDisplay(display: nil))
        XCTAssertTrue(error.description.hasPrefix("no X display"))
        XCTAssertTrue(error.description.contains("xvfb-run"))
    }

    func testErrorWithUnreachableDisplayNamesIt() {
        let error = Gtk.noDisplayError(environment: ["DISPLAY": ":77"])
        XCTAssertEqual(error, .noDisplay(display: ":77"))
        XCTAssertTrue(error.description.contains("\":77\""))
        XCTAssertTrue(error.description.contains("xvfb-run"))
    }

    /// Without a display, initialisation must throw a clear error, not crash.
    ///
    /// GTK can be initialised once per process, and this process has a display,
    /// so the test runs itself again in a child process with no display in its
    /// environment (and ``probeVariable`` set), where it takes the other branch:
    /// the probe, which prints what each entry point threw.
    func testInitialisationWithoutDisplayThrowsInsteadOfCrashing() throws {
        if ProcessInfo.processInfo.environment[Self.probeVariable] == "1" {
            MainActor.assumeIsolated { Self.probeEntryPointsWithoutDisplay() }
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["BindingGtkTests.NoDisplayTests/testInitialisationWithoutDisplayThrowsInsteadOfCrashing"]
        var environment = BuiltExecutable.environmentWithoutDisplay
        environment[Self.probeVariable] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationReason, .exit, text)
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("probe: Gtk.initialize: no X display: DISPLAY is not set"), text)
        XCTAssertTrue(text.contains("probe: MainLoop.run: no X display"), text)
        XCTAssertTrue(text.contains("probe: Application.run: no X display"), text)
        XCTAssertTrue(text.contains("probe: MainLoop.runUntilLastWindowCloses: no X display"), text)
        XCTAssertTrue(text.contains("probe: GtkTestKit.setUp: this test needs a display (no X display: DISPLAY is not set"), text)
        XCTAssertTrue(text.contains("run the tests under Xvfb: G_DEBUG=fatal-criticals xvfb-run -a swift test"), text)
    }

    /// Set in the child process's environment: run the probe.
    private static let probeVariable = "BINDING_GTK_NO_DISPLAY_PROBE"

    /// Tries every entry point that initialises GTK; each must throw.
    @MainActor
    private static func probeEntryPointsWithoutDisplay() {
        do {
            try Gtk.initialize()
            XCTFail("initialisation succeeded without a display")
        } catch {
            print("probe: Gtk.initialize: \(error)")
        }
        XCTAssertFalse(Gtk.isInitialized)
        do {
            try MainLoop.run()
            XCTFail("MainLoop.run succeeded without a display")
        } catch {
            print("probe: MainLoop.run: \(error)")
        }
        do {
            _ = try Application(id: "org.example.Probe", flags: .nonUnique).run(arguments: ["probe"])
            XCTFail("Application.run succeeded without a display")
        } catch {
            print("probe: Application.run: \(error)")
        }
        do {
            try MainLoop.runUntilLastWindowCloses()
            XCTFail("MainLoop.runUntilLastWindowCloses succeeded without a display")
        } catch {
            print("probe: MainLoop.runUntilLastWindowCloses: \(error)")
        }
        // What every GTK test calls first: it fails (it does not skip) and says how to run the tests.
        do {
            try GtkTestKit.setUp()
            XCTFail("GtkTestKit.setUp succeeded without a display")
        } catch {
            print("probe: GtkTestKit.setUp: \(error)")
        }
    }
}
