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
