import BindingGtk4
import BindingGtk4Testing
import CGtk4
import Foundation
import XCTest

/// A window rendered through GSK to a PNG, and the cases where there is nothing to render.
@MainActor
final class ScreenshotTests: XCTestCase {
    nonisolated func testAPresentedWindowIsSavedAsPNG() throws {
        try GtkTestKit.run(self) { _ in
            let window = Window(title: "Screenshot")
            window.child = Widget(gtk_label_new("Rendered by GSK"))
            window.setDefaultSize(width: 240, height: 80)
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtk4-screenshot-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try window.saveScreenshot(to: path)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG signature")
            // The IHDR chunk holds the width and height, big-endian, at bytes 16..<24.
            let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual(width, gtk_widget_get_width(window.widgetPointer).asInt)
            window.destroy()
        }
    }

    nonisolated func testADestroyedOrNeverShownWindowIsAnError() throws {
        try GtkTestKit.run(self) { _ in
            let hidden = Window(title: "never shown")
            XCTAssertThrowsError(try hidden.saveScreenshot(to: "/nonexistent/x.png", timeout: .milliseconds(50))) { error in
                XCTAssertEqual(error as? ScreenshotError, .hidden)
            }
            let label = Widget(gtk_label_new("in no window"))
            XCTAssertThrowsError(try label.pngData()) { error in
                XCTAssertEqual(error as? ScreenshotError, .hidden)
            }
            hidden.destroy()
            XCTAssertThrowsError(try hidden.saveScreenshot(to: "/nonexistent/x.png")) { error in
                XCTAssertEqual(error as? ScreenshotError, .destroyed)
            }
        }
    }

    nonisolated func testAnUnwritablePathIsAnError() throws {
        try GtkTestKit.run(self) { _ in
            let window = Window(title: "Screenshot")
            window.child = Widget(gtk_label_new("x"))
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            XCTAssertThrowsError(try window.saveScreenshot(to: "/nonexistent-folder/x.png")) { error in
                XCTAssertEqual(error as? ScreenshotError, .writeFailed(path: "/nonexistent-folder/x.png", reason: "No such file or directory"))
            }
            window.destroy()
        }
    }
}

private extension Int32 {
    var asInt: Int { Int(self) }
}
