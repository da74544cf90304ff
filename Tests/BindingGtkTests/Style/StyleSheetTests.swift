@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class StyleSheetTests: XCTestCase {
    func testLoadsFromStringAndFileAndApplies() throws {
        try onGtk {
            let sheet = try StyleSheet(string: ".error { color: red; }")
            XCTAssertTrue(sheet.cssText.contains("red") || sheet.cssText.contains("rgb(255,0,0)"), sheet.cssText)
            let label = makeLabelWidget()
            sheet.apply(to: label)
            sheet.applyToApplication()
            sheet.removeFromApplication()

            let path = FileManager.default.temporaryDirectory.appendingPathComponent("widgets-\(getpid()).css").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try "label { padding: 2px; }".write(toFile: path, atomically: true, encoding: .utf8)
            _ = try StyleSheet(file: path)
            label.destroy()
        }
    }

    func testBadFileAndBadCSSThrowClearErrors() throws {
        try onGtk {
            XCTAssertThrowsError(try StyleSheet(file: "/no/such/style.css")) { error in
                XCTAssertTrue("\(error)".contains("/no/such/style.css"), "\(error)")
            }
            XCTAssertThrowsError(try StyleSheet(string: "label { colour: ; ")) { error in
                XCTAssertTrue("\(error)".contains("a string"), "\(error)")
            }
        }
    }
}
