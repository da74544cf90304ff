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

    func testIconSizeIsASwiftEnumThatGtkReceives() throws {
        try onGtk {
            let image = Image(iconName: "dialog-warning", size: .dialog)
            XCTAssertEqual(image.iconSize, .dialog)
            XCTAssertEqual(image.property("icon-size", as: Int32.self), IconSize.dialog.rawValue)
            image.iconSize = .menu
            image.iconName = "dialog-information"
            XCTAssertEqual(image.property("icon-size", as: Int32.self), IconSize.menu.rawValue)
            XCTAssertEqual(Image().iconSize, .button)
            image.destroy()
        }
    }

    /// The C-typed spellings still compile (deprecated) and mean the same sizes.
    @available(*, deprecated, message: "exercises the deprecated C-typed icon size")
    func testDeprecatedCIconSizeSpellingsStillWork() throws {
        try onGtk {
            let image = Image(iconName: "dialog-warning", size: GTK_ICON_SIZE_DIALOG)
            XCTAssertEqual(image.iconSize, .dialog)
            image.iconSize = GTK_ICON_SIZE_MENU
            XCTAssertEqual(image.iconSize, .menu)
            let cSize: GtkIconSize = image.iconSize
            XCTAssertEqual(cSize, GTK_ICON_SIZE_MENU)
            image.destroy()
        }
    }

    func testLoadsAPictureAndReportsABadFileClearly() throws {
        try onGtk {
            let directory = try makeTemporaryDirectory("widgets-image")
            defer { try? FileManager.default.removeItem(at: directory) }
            let png = directory.appendingPathComponent("dot.png").path
            writeTestPNG(width: 3, height: 2, to: png)

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
            let directory = try makeTemporaryDirectory("widgets-image-scale")
            defer { try? FileManager.default.removeItem(at: directory) }
            let png = directory.appendingPathComponent("wide.png").path
            writeTestPNG(width: 400, height: 200, to: png)

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
