import Foundation
import BindingGtkTesting
import XCTest

/// Runs the built `SettingsSample` executable as a user would.
final class SettingsExecutableTests: XCTestCase {
    private func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        try BuiltExecutable(named: "SettingsSample").run(arguments, environment: environment)
    }

    func testWithoutDisplayExplainsHowToRunHeadless() throws {
        let (status, output) = try run([], environment: BuiltExecutable.environmentWithoutDisplay)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(output.contains("no X display: run under xvfb-run -a"), output)
    }

    func testScreenshotWritesPNG() throws {
        // Fails (does not skip) without a display, saying to run under xvfb-run.
        try MainActor.assumeIsolated { try GtkTestKit.setUp() }
        let environment = ProcessInfo.processInfo.environment
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let png = directory.path + "/shot.png"
        let (status, output) = try run(["--config-dir", directory.path + "/config", "--cache-dir", directory.path + "/cache", "--screenshot", png], environment: environment)
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(try BuiltExecutable.isPNG(atPath: png), "a PNG at \(png)")
    }

    func testBadArgumentPrintsUsage() throws {
        let (status, output) = try run(["--screenshot"], environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(status, 2)
        XCTAssertTrue(output.contains("usage: SettingsSample"), output)
    }
}
