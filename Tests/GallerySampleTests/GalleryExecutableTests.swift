import Foundation
import BindingGtkTesting
import XCTest
@testable import GallerySample

/// Runs the built `GallerySample` executable as a user would.
final class GalleryExecutableTests: XCTestCase {
    private func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        try BuiltExecutable(named: "GallerySample").run(arguments, environment: environment)
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
        let png = NSTemporaryDirectory() + "/gallery-shot-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: png) }
        let (status, output) = try run(["--window", "search", "--query", "iron", "--screenshot", png], environment: environment)
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(try BuiltExecutable.isPNG(atPath: png), "a PNG at \(png)")
    }

    func testBadArgumentPrintsUsage() throws {
        let (status, output) = try run(["--screenshot"], environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(status, 2)
        XCTAssertTrue(output.contains("usage: GallerySample"), output)
    }
}

/// The gallery starts the other sample apps from the build folder.
final class SiblingSampleLauncherTests: XCTestCase {
    /// A program path inside the folder holding the built executables.
    private var programInBuildFolder: String {
        get throws { try BuiltExecutable(named: "GallerySample").url.path }
    }

    func testFindsTheBuiltSamplesAndReportsMissingOnes() throws {
        let program = try programInBuildFolder
        XCTAssertNotNil(SiblingSampleLauncher.executable(of: .settings, besides: program))
        XCTAssertNotNil(SiblingSampleLauncher.executable(of: .profile, besides: program))
        XCTAssertNil(SiblingSampleLauncher.executable(of: .settings, besides: "/nonexistent/GallerySample"))
        XCTAssertThrowsError(try SiblingSampleLauncher.launch(.settings, besides: "/nonexistent/GallerySample"))
    }

    func testLaunchesTheSettingsSample() throws {
        // Fails (does not skip) without a display, saying to run under xvfb-run.
        try MainActor.assumeIsolated { try GtkTestKit.setUp() }
        let folder = NSTemporaryDirectory() + "/gallery-launch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = folder + "/settings.png"
        let process = try SiblingSampleLauncher.launch(
            .settings,
            arguments: ["--config-dir", folder + "/config", "--cache-dir", folder + "/cache", "--screenshot", png],
            besides: try programInBuildFolder
        )
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png))
    }
}
