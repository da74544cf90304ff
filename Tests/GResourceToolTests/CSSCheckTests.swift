@testable import GResourceToolCore
import Foundation
import XCTest

/// The bundle's CSS parsed by GTK's parser in the tool, without a display.
final class CSSCheckTests: XCTestCase {
    private func check(_ css: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("css-check-\(getpid())-\(name.hashValue).css").path
        try css.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try CSSCheck.check(path)
    }

    func testValidCSSPasses() throws {
        XCTAssertNoThrow(try check("label { color: red; }\n.row-title { font-weight: bold; }\n"))
        XCTAssertNoThrow(try check("@define-color accent #3584e4;\nbutton { color: @accent; }\n"))
    }

    func testAnUnknownPropertyIsAnErrorAtItsLineAndColumn() {
        XCTAssertThrowsError(try check("label { color: red; }\nbox { colr: blue; }\n")) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.line, 2)
            XCTAssertEqual(diagnostic?.column, 7)
            XCTAssertTrue(diagnostic?.message.contains("'colr' is not a valid property name") == true, "\(error)")
            XCTAssertTrue("\(error)".hasSuffix(".css:2:7: error: invalid CSS: 'colr' is not a valid property name"), "\(error)")
        }
    }

    func testASyntaxErrorIsAnError() {
        XCTAssertThrowsError(try check("label { color: ; }\n")) { error in
            XCTAssertEqual((error as? Diagnostic)?.line, 1)
        }
    }

    func testAMissingFileIsAnError() {
        XCTAssertThrowsError(try CSSCheck.check("/nonexistent/style.css")) { error in
            XCTAssertTrue("\(error)".contains("cannot read the CSS file"), "\(error)")
        }
    }
}

/// The CSS of a GTK 4 bundle, parsed by GTK 4's parser. The built tool runs in a process of its
/// own: GTK 3's parser, loaded by the tests above, and GTK 4's cannot share one.
final class GTK4CSSCheckTests: XCTestCase {
    /// Runs GResourceTool on a GTK 4 bundle of a `.ui` file and `css`; returns its status and
    /// standard error.
    private func runTool(css: String) throws -> (status: Int32, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("css4-check-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"<interface><requires lib="gtk" version="4.0"/></interface>"#.write(
            to: folder.appendingPathComponent("window.ui"), atomically: true, encoding: .utf8)
        try css.write(to: folder.appendingPathComponent("style.css"), atomically: true, encoding: .utf8)
        let manifest = folder.appendingPathComponent("app.gresource.xml")
        try """
            <gresources><gresource prefix="/app">
            <file>window.ui</file>
            <file>style.css</file>
            </gresource></gresources>
            """.write(to: manifest, atomically: true, encoding: .utf8)
        let tool = Process()
        // The test bundle and the tool are built into the same folder.
        tool.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("GResourceTool")
        let work = folder.appendingPathComponent("work").path
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        let compiler = path.split(separator: ":").map { "\($0)/glib-compile-resources" }
            .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "glib-compile-resources"
        tool.arguments = ["--compiler", compiler, "--target", "App", "--work-dir", work, "--output-dir", work, "--manifest", manifest.path]
        let errors = Pipe()
        tool.standardError = errors
        try tool.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        tool.waitUntilExit()
        return (tool.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    func testGtk4CSSPasses() throws {
        let (status, errors) = try runTool(css: "label { color: @error_color; outline: 1px solid red; outline-offset: -1px; }\n")
        XCTAssertEqual(status, 0, errors)
    }

    func testAnUnknownPropertyInGtk4CSSIsAnErrorAtItsLineAndColumn() throws {
        let (status, errors) = try runTool(css: "label { color: red; }\nbox { colr: blue; }\n")
        XCTAssertEqual(status, 1)
        XCTAssertTrue(errors.contains("style.css:2:7: error: invalid CSS:"), errors)
        XCTAssertTrue(errors.contains("colr"), errors)
    }
}
