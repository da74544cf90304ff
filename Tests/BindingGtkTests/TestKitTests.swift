import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import Foundation
import XCTest

final class TestKitTests: XCTestCase {
    func testFindByNameAndBuilderID() throws {
        try onGtk {
            let entry = Entry()
            entry.name = "email"
            let window = makeShownWindow(Label("Email"), entry)
            XCTAssertTrue(GtkTestKit.find(named: "email", in: window) === entry)
            XCTAssertTrue(GtkTestKit.find(named: "email", as: Entry.self, in: window) === entry)
            XCTAssertNil(GtkTestKit.find(named: "email", as: Switch.self, in: window))
            XCTAssertNil(GtkTestKit.find(named: "missing", in: window))
            gtk_buildable_set_name(cgtk_buildable(entry.widgetPointer), "emailEntry")
            XCTAssertTrue(GtkTestKit.find(named: "emailEntry", in: window) === entry)
            window.destroy()
        }
    }

    func testFindByLabelReturnsTheLabelledInput() throws {
        try onGtk {
            let caption = Label()
            caption.setTextWithMnemonic("_Name")
            let entry = Entry()
            caption.mnemonicWidget = entry
            let status = Label("Ready")
            let window = makeShownWindow(caption, entry, status, Button(label: "OK"))
            XCTAssertTrue(GtkTestKit.find(labelled: "Name", in: window) === entry, "a label stands for its mnemonic widget")
            XCTAssertTrue(GtkTestKit.find(labelled: "Ready", in: window) === status)
            XCTAssertTrue(GtkTestKit.find(labelled: "OK", in: window) is Button)
            XCTAssertNil(GtkTestKit.find(labelled: "Cancel", in: window))
            window.destroy()
        }
    }

    func testDescendantsIncludeInternalChildren() throws {
        try onGtk {
            let button = Button(label: "Inner")
            let window = makeShownWindow(button)
            let all = GtkTestKit.descendants(of: window)
            XCTAssertTrue(all.first === window)
            XCTAssertTrue(all.contains { $0 === button })
            XCTAssertTrue(all.contains { $0 is Label && ($0 as! Label).text == "Inner" }, "the button's own label")
            window.destroy()
        }
    }

    func testScreenshotIsAPNGOfTheWindowSize() throws {
        try onGtk {
            let window = makeShownWindow(Label("Screenshot"))
            window.setDefaultSize(width: 240, height: 120)
            gtk_window_resize(window.windowPointer, 240, 120)
            XCTAssertTrue(GtkTestKit.pump(until: { window.allocatedSize.width == 240 }, timeout: .seconds(2)))
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("binding-gtk-\(UUID()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try GtkTestKit.saveScreenshot(of: window, to: path)
            let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
            XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            // IHDR width and height, big-endian, at offsets 16 and 20.
            let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual(width, window.allocatedSize.width)
            XCTAssertEqual(height, window.allocatedSize.height)
            XCTAssertGreaterThan(distinctPixelCount(ofPNG: path), 2, "the label's text was drawn on the background")
            window.destroy()
        }
    }

    func testScreenshotOfAHiddenWidgetFailsClearly() throws {
        try onGtk {
            let label = Label("never shown")
            XCTAssertThrowsError(try GtkTestKit.saveScreenshot(of: label, to: "/tmp/unused.png")) { error in
                XCTAssertEqual(error as? ScreenshotError, .notLaidOut)
            }
        }
    }

    func testPumpStopsAtTheDeadlineOrWhenTheConditionHolds() throws {
        try onGtk {
            let start = ContinuousClock.now
            XCTAssertFalse(GtkTestKit.pump(until: { false }, timeout: .milliseconds(60)))
            XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, .milliseconds(60))
            var fired = false
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) { fired = true }
            XCTAssertTrue(GtkTestKit.pump(until: { fired }, timeout: .seconds(2)))
        }
    }

    func testLogRecorderCapturesWarnings() throws {
        try onGtk {
            let messages = GtkTestKit.recordingLogMessages {
                withVaList([]) { g_logv("Gtk", G_LOG_LEVEL_WARNING, "deliberate test warning", $0) }
            }
            XCTAssertEqual(messages, [GLibLogMessage(domain: "Gtk", isCritical: false, message: "deliberate test warning")])
        }
    }

    func testTypingIntoAHiddenWindowFailsClearly() throws {
        try onGtk {
            let entry = Entry()
            XCTAssertThrowsError(try GtkTestKit.type("x", into: entry)) { error in
                XCTAssertEqual(error as? SimulatedInputError, .windowNotShown)
            }
        }
    }
}

/// The number of distinct ARGB values in a PNG file (read back through cairo).
private func distinctPixelCount(ofPNG path: String) -> Int {
    guard let surface = cairo_image_surface_create_from_png(path) else { return 0 }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
        return 0
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    var seen = Set<UInt32>()
    for row in 0..<height {
        let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
        for column in 0..<width { seen.insert(line[column]) }
    }
    return seen.count
}
