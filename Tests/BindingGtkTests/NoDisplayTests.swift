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

    /// Runs ``NoDisplayProbe`` in a child process with no display in its
    /// environment: initialisation must throw a clear error, not crash.
    func testInitialisationWithoutDisplayThrowsInsteadOfCrashing() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["BindingGtkTests.NoDisplayProbe/testProbe"]
        var environment = BuiltExecutable.environmentWithoutDisplay
        environment[NoDisplayProbe.variable] = "1"
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
    }
}

/// Runs only inside the child process started by
/// ``NoDisplayTests/testInitialisationWithoutDisplayThrowsInsteadOfCrashing()``.
final class NoDisplayProbe: XCTestCase {
    static let variable = "BINDING_GTK_NO_DISPLAY_PROBE"

    func testProbe() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment[Self.variable] == "1", "runs only as a child process")
        MainActor.assumeIsolated {
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
        }
    }
}
