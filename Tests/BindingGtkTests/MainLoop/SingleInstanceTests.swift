import Binding
import BindingGtk
import BindingGtkTesting
import Foundation
import XCTest

/// One application instance: a second launch hands its files to the first
/// and exits. Each test runs two launches of a small application
/// (the fixture `Tests/Fixtures/SingleInstanceProbe`) on a private session bus (`dbus-run-session`), so
/// the test process itself needs no bus.
final class SingleInstanceTests: XCTestCase {
    /// A fresh application id per test.
    private static func uniqueID(_ name: String) -> String {
        "org.example.BindingGtkTests.\(name).p\(getpid())"
    }

    /// Runs `SingleInstanceProbe arguments` under `dbus-run-session` and returns its output lines.
    private static func runOnPrivateBus(_ arguments: [String]) throws -> [String] {
        let probe = try BuiltExecutable(named: "SingleInstanceProbe")
        let session = Process()
        session.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        session.arguments = ["--", probe.url.path] + arguments
        let pipe = Pipe()
        session.standardOutput = pipe
        session.standardError = pipe
        try session.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        session.waitUntilExit()
        XCTAssertEqual(session.terminationStatus, 0, output)
        return output.split(separator: "\n").map(String.init)
    }

    func testSecondLaunch_handsItsFilesToTheFirst_andExits() throws {
        let lines = try Self.runOnPrivateBus(["--pair", Self.uniqueID("Open"), "notes.txt", "todo.md"])
        XCTAssertTrue(lines.contains("primary: opened: notes.txt todo.md"), "\(lines)")
        XCTAssertTrue(lines.contains("second: remote"), "\(lines)")
        XCTAssertFalse(lines.contains { $0.hasPrefix("second: opened") }, "the second launch opened nothing itself: \(lines)")
        XCTAssertTrue(lines.contains("statuses: 0 0"), "\(lines)")
    }

    func testNonUniqueLaunch_opensItsFilesItself() throws {
        let lines = try Self.runOnPrivateBus(["--pair", Self.uniqueID("NonUnique"), "--non-unique", "a.txt"])
        XCTAssertTrue(lines.contains("second: opened: a.txt"), "\(lines)")
        XCTAssertFalse(lines.contains("second: remote"), "\(lines)")
        XCTAssertTrue(lines.contains("primary: opened: last.txt"), "the primary got only the later unique launch's file: \(lines)")
        XCTAssertFalse(lines.contains { $0.contains("a.txt") && $0.hasPrefix("primary") }, "\(lines)")
    }

    func testWithoutASessionBus_theApplicationStillStarts_alone() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/binding-no-bus"
        let result = try BuiltExecutable(named: "SingleInstanceProbe").run([Self.uniqueID("NoBus"), "b.txt"], environment: environment)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("opened: b.txt"), result.output)
    }

    func testOpenInTheFirstInstance_reachesItsHandler() throws {
        try onGtk {
            let app = try SharedTestApplication.get()
            var opened: [String] = []
            let handler = app.onOpen { _, paths in opened = paths }
            defer { handler.disconnect() }
            app.open(["/tmp/x.txt"])
            XCTAssertEqual(opened, ["/tmp/x.txt"])
        }
    }
}
