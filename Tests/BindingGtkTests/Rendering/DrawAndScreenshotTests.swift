import BindingGtk
import BindingGtkTesting
import CGtk
import Foundation
import XCTest

/// Waiting until a widget is drawn, and rendering it to PNG: what an app's
/// `--screenshot` mode runs, and its failures (hidden, destroyed, not laid
/// out, an unwritable path).
final class DrawAndScreenshotTests: XCTestCase {
    // MARK: waitUntilDrawn

    func testWaitUntilDrawnReturnsOnceTheWindowIsOnScreenAndAgainForTheNextFrame() throws {
        try onGtk {
            let label = Label("drawn")
            let window = Window(title: "draw")
            window.add(label)
            var draws = 0
            window.connect("draw", after: true, eventHandler: { _ in draws += 1; return false })
            window.showAll()
            try window.waitUntilDrawn()
            XCTAssertGreaterThan(draws, 0)
            XCTAssertTrue(gtk_widget_get_mapped(window.widgetPointer) != 0)
            XCTAssertGreaterThan(window.allocatedSize.width, 0)

            let drawsBefore = draws
            label.text = "changed"
            try label.waitUntilDrawn()
            XCTAssertGreaterThan(draws, drawsBefore, "a widget already on screen waits for a new frame")
            window.destroy()
        }
    }

    func testWaitUntilDrawnFailsAtOnceForAHiddenWidget() throws {
        try onGtk {
            let window = Window(title: "never shown")
            window.add(Label("inside"))
            XCTAssertThrowsError(try window.waitUntilDrawn(timeout: .seconds(30))) { error in
                XCTAssertEqual(error as? DrawWaitError, .hidden)
                XCTAssertTrue("\(error)".contains("showAll()"), "\(error)")
            }
            let loose = Label("in no window")
            loose.show()
            XCTAssertThrowsError(try loose.waitUntilDrawn(timeout: .seconds(30))) { error in
                XCTAssertEqual(error as? DrawWaitError, .hidden)
            }
            window.destroy()
        }
    }

    func testWaitUntilDrawnFailsForADestroyedWidget() throws {
        try onGtk {
            let window = Window(title: "destroyed")
            window.showAll()
            window.destroy()
            XCTAssertThrowsError(try window.waitUntilDrawn()) { error in
                XCTAssertEqual(error as? DrawWaitError, .destroyed)
            }
        }
    }

    // MARK: saveScreenshot

    func testScreenshotIsAPNGOfTheWindowSize() throws {
        try onGtk {
            let window = makeShownWindow(Label("Screenshot"))
            window.setDefaultSize(width: 240, height: 120)
            gtk_window_resize(window.windowPointer, 240, 120)
            XCTAssertTrue(GtkTestKit.pump(until: { window.allocatedSize.width == 240 }), "the window was not resized")
            let path = temporaryPNGPath()
            defer { try? FileManager.default.removeItem(atPath: path) }
            try window.saveScreenshot(to: path)
            let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
            XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let (width, height) = pngSize(Array(data))
            XCTAssertEqual(width, window.allocatedSize.width)
            XCTAssertEqual(height, window.allocatedSize.height)
            XCTAssertGreaterThan(distinctPixelCount(ofPNG: path), 2, "the label's text was drawn on the background")
            XCTAssertEqual(Array(data), try window.pngData(), "the file holds what pngData() renders")
            window.destroy()
        }
    }

    func testScreenshotOfAChildWidgetHasItsSize() throws {
        try onGtk {
            let button = Button(label: "Only me")
            let window = makeShownWindow(Label("not in the picture"), button)
            let (width, height) = pngSize(try button.pngData())
            XCTAssertEqual(width, button.allocatedSize.width)
            XCTAssertEqual(height, button.allocatedSize.height)
            XCTAssertLessThan(height, window.allocatedSize.height, "the button alone, not the window")
            window.destroy()
        }
    }

    func testScreenshotOfAHiddenWidgetFailsClearly() throws {
        try onGtk {
            let path = temporaryPNGPath()
            let label = Label("never shown")
            XCTAssertThrowsError(try label.saveScreenshot(to: path)) { error in
                XCTAssertEqual(error as? ScreenshotError, .hidden)
                XCTAssertTrue("\(error)".contains("hidden"), "\(error)")
            }
            let window = Window(title: "hidden window")
            window.add(Label("inside"))
            XCTAssertThrowsError(try window.saveScreenshot(to: path)) { error in
                XCTAssertEqual(error as? ScreenshotError, .hidden)
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), "nothing is written")
            window.destroy()
        }
    }

    func testScreenshotRightAfterAChangeShowsItLaidOut() throws {
        try onGtk {
            let label = Label("short")
            let window = makeShownWindow(label)
            let narrow = try label.pngData()
            XCTAssertEqual(pngSize(narrow).width, label.allocatedSize.width)
            // The longer text needs a new layout (and a larger window): the
            // screenshot waits for that frame, so GTK is never asked to draw a
            // widget whose allocation is pending (a critical, fatal here).
            label.text = "a much, much longer text than the one before"
            let wide = try label.pngData()
            XCTAssertGreaterThan(pngSize(wide).width, pngSize(narrow).width)
            XCTAssertEqual(pngSize(wide).width, label.allocatedSize.width)

            // A widget added to a shown window has no allocation until the next frame.
            let box = try XCTUnwrap(window.children.first as? Container)
            let late = Label("added late")
            box.add(late)
            late.show()
            let latePNG = try late.pngData()
            XCTAssertEqual(pngSize(latePNG).height, late.allocatedSize.height)
            XCTAssertGreaterThan(late.allocatedSize.height, 1)
            window.destroy()
        }
    }

    func testScreenshotOfADestroyedWindowFailsClearly() throws {
        try onGtk {
            let window = makeShownWindow(Label("gone"))
            window.destroy()
            XCTAssertThrowsError(try window.saveScreenshot(to: temporaryPNGPath())) { error in
                XCTAssertEqual(error as? ScreenshotError, .destroyed)
            }
        }
    }

    func testScreenshotToAnUnwritablePathNamesThePathAndTheReason() throws {
        try onGtk {
            let window = makeShownWindow(Label("nowhere to go"))
            let missingFolder = "/nonexistent-\(UUID())/shot.png"
            XCTAssertThrowsError(try window.saveScreenshot(to: missingFolder)) { error in
                XCTAssertEqual(error as? ScreenshotError, .writeFailed(path: missingFolder, reason: String(cString: strerror(ENOENT))))
                XCTAssertTrue("\(error)".contains(missingFolder), "\(error)")
            }
            let folder = FileManager.default.temporaryDirectory.path
            XCTAssertThrowsError(try window.saveScreenshot(to: folder)) { error in
                XCTAssertEqual(error as? ScreenshotError, .writeFailed(path: folder, reason: String(cString: strerror(EISDIR))))
            }
            window.destroy()
        }
    }
}

/// A path for a PNG in the temporary folder, not yet used.
private func temporaryPNGPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("binding-gtk-\(UUID()).png").path
}

/// The width and height in a PNG's IHDR chunk (big-endian, at offsets 16 and 20).
private func pngSize(_ png: [UInt8]) -> (width: Int, height: Int) {
    guard png.count >= 24 else { return (0, 0) }
    return (png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) })
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
