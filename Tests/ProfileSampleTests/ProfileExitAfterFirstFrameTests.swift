import Foundation
import BindingGtkTesting
import XCTest
@testable import ProfileSample

/// `--exit-after-first-frame`, the startup benchmark's end point.
final class ProfileExitAfterFirstFrameTests: XCTestCase {
    func testOptionIsParsed() throws {
        XCTAssertFalse(try Options.parse([]).exitAfterFirstFrame)
        let options = try Options.parse(["--data-dir", "/tmp/x", "--exit-after-first-frame"])
        XCTAssertTrue(options.exitAfterFirstFrame)
        XCTAssertEqual(options.dataDirectory, "/tmp/x")
    }

    /// The built sample shows its window and exits by itself with status 0.
    func testExecutableExitsAfterFirstFrame() throws {
        // Fails (does not skip) without a display, saying to run under xvfb-run.
        try MainActor.assumeIsolated { try GtkTestKit.setUp() }
        let executable = try BuiltExecutable(named: "ProfileSample")
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let process = Process()
        process.executableURL = executable.url
        process.arguments = ["--data-dir", directory.path, "--exit-after-first-frame"]
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            XCTFail("ProfileSample still ran 60 s after it started: it did not exit after its first frame")
            return
        }
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
