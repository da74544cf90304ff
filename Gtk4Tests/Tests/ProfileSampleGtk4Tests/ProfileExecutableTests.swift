import Foundation
import XCTest

/// Runs the built `ProfileSampleGtk4` executable as a user would.
final class ProfileExecutableTests: XCTestCase {
    /// Runs the executable (built beside the test bundle) with `arguments`; its status and output.
    private func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("ProfileSampleGtk4")
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testABadArgumentPrintsTheUsage() throws {
        let (status, output) = try run(["--screenshot"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(output.contains("usage: ProfileSampleGtk4"), output)
    }

    func testWithoutADisplayItSaysHowToRunHeadless() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let (status, output) = try run([], environment: environment)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(output.contains("no X display: run under"), output)
    }

    func testScreenshotWritesAPNG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("profile-gtk4-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("shot.png").path
        let (status, output) = try run(["--data-dir", folder.path, "--screenshot", png])
        XCTAssertEqual(status, 0, output)
        let header = try Data(contentsOf: URL(fileURLWithPath: png)).prefix(8)
        XCTAssertEqual(Array(header), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG at \(png)")
    }
}
