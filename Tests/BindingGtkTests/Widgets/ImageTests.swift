@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class ImageTests: XCTestCase {
    func testIconNameBinder() throws {
        try onGtk {
            let image = Image()
            image.rx.iconName.onNext("dialog-warning")
            XCTAssertEqual(image.iconName, "dialog-warning")
            image.rx.iconName.onNext(nil)
            XCTAssertNil(image.iconName)
            image.destroy()
        }
    }

    func testLoadsAPictureAndReportsABadFileClearly() throws {
        try onGtk {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgets-image-\(getpid())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let png = directory.appendingPathComponent("dot.png").path
            let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 3, 2)!
            XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, png, "png", nil, nil, nil), 0)
            g_object_unref(UnsafeMutableRawPointer(pixbuf))

            let image = Image()
            try image.load(file: png)
            XCTAssertEqual(image.pixbufSize?.width, 3)
            XCTAssertEqual(image.shownFile, png)

            let garbage = directory.appendingPathComponent("garbage.png").path
            try Data("not a picture".utf8).write(to: URL(fileURLWithPath: garbage))
            XCTAssertThrowsError(try image.load(file: garbage)) { error in
                XCTAssertTrue("\(error)".contains("garbage.png"), "\(error)")
            }
            XCTAssertThrowsError(try image.load(file: "/no/such/file.png")) { error in
                XCTAssertTrue("\(error)".contains("/no/such/file.png"), "\(error)")
            }
            XCTAssertEqual(image.shownFile, png, "a failed load leaves the image unchanged")

            image.rx.filePath.onNext(png)
            XCTAssertEqual(image.filePath, png)
            image.destroy()
        }
    }
}

final class ImageScaledLoadTests: XCTestCase {
    func testLoadScalesToFitKeepingTheAspectRatio() throws {
        try onGtk {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgets-image-scale-\(getpid())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let png = directory.appendingPathComponent("wide.png").path
            let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 400, 200)!
            gdk_pixbuf_fill(pixbuf, 0x3366_99ff)
            XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, png, "png", nil, nil, nil), 0)
            g_object_unref(UnsafeMutableRawPointer(pixbuf))

            let image = Image()
            try image.load(file: png, size: (width: 100, height: 100))
            XCTAssertEqual(image.pixbufSize?.width, 100)
            XCTAssertEqual(image.pixbufSize?.height, 50)
            XCTAssertEqual(image.shownFile, png)

            XCTAssertThrowsError(try image.load(file: "/no/such/avatar.png", size: (width: 64, height: 64))) { error in
                XCTAssertTrue("\(error)".contains("cannot load image \"/no/such/avatar.png\""), "\(error)")
            }
            XCTAssertEqual(image.pixbufSize?.width, 100, "a failed load leaves the image unchanged")
            image.destroy()
        }
    }
}
