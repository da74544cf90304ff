import BindingGtk
import BindingGtkTesting
import Foundation
import XCTest
@testable import {{PREFIX}}

/// The application as a whole: start-up, its window, its actions and the `--screenshot` mode.
@MainActor
final class {{PREFIX}}AppTests: XCTestCase {
    nonisolated func testActivationShowsTheWindowWithTheMenusActions() throws {
        try GtkTestKit.run(self) { _ in
            let app = {{PREFIX}}App(unique: false)
            try app.application.register()   // start-up: the app's actions
            app.application.activate()
            let main = try XCTUnwrap(app.mainWindow)
            defer { main.window.destroy() }

            XCTAssertTrue(GtkTestKit.pump(until: { main.ui.titleEntry.isVisible && main.window.isVisible }))
            XCTAssertNotNil(app.application.action(named: "about"))
            XCTAssertEqual(app.application.accelerators(for: "app.quit"), ["<Primary>q"])
            XCTAssertTrue(IconThemePaths.hasIcon(named: {{PREFIX}}App.id))
            XCTAssertEqual(Window.defaultIconName, {{PREFIX}}App.id)

            app.application.activate()   // a second launch shows the same window
            XCTAssertTrue(app.mainWindow === main)

            app.quit.execute()
            XCTAssertTrue(GtkTestKit.pump(until: { app.application.windows.isEmpty }))
        }
    }

    nonisolated func testCtrlQuestionMarkListsTheShortcutsUnderTheirMenuTitles() throws {
        try GtkTestKit.run(self) { _ in
            let app = {{PREFIX}}App(unique: false)
            try app.application.register()
            app.application.activate()
            let main = try XCTUnwrap(app.mainWindow)
            defer { main.window.destroy() }
            XCTAssertTrue(GtkTestKit.showAndWait(main.window))

            try GtkTestKit.pressKey(Key.question, modifiers: [.controlMask, .shiftMask], in: main.ui.titleEntry)

            XCTAssertTrue(GtkTestKit.pump(until: { main.window.openShortcutsWindows.count == 1 }))
            let shortcuts = try XCTUnwrap(main.window.openShortcutsWindows.first)
            let titles = GtkTestKit.descendants(of: shortcuts).compactMap { ($0 as? ShortcutsShortcut)?.title }
            XCTAssertTrue(titles.contains("Quit"), "listed: \(titles)")
        }
    }

    nonisolated func testTheAboutWindowReadsTheEmbeddedMetainfo() throws {
        try GtkTestKit.run(self) { _ in
            GResources.register()
            let metainfo = try AppMetainfo(resource: GResources.basePath + "\({{PREFIX}}App.id).metainfo.xml")
            let about = AboutDialog(metainfo: metainfo, parent: nil)
            defer { about.destroy() }

            XCTAssertEqual(metainfo.id, {{PREFIX}}App.id)
            XCTAssertEqual(about.programName, "{{APP_NAME}}")
            XCTAssertEqual(about.version, "0.1.0")
            XCTAssertEqual(about.logoIconName, {{PREFIX}}App.id)
        }
    }

    nonisolated func testTheScreenshotModeSavesAPNGAndEnds() throws {
        try GtkTestKit.run(self) { _ in
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("{{PACKAGE}}-\(UUID()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }

            XCTAssertEqual({{PREFIX}}App(screenshotPath: path).run(), 0)

            let png = try XCTUnwrap(FileManager.default.contents(atPath: path))
            XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])   // "\u{89}PNG"
        }
    }

    nonisolated func testAnUnwritableScreenshotPathFailsWithStatusOne() throws {
        try GtkTestKit.run(self) { _ in
            XCTAssertEqual({{PREFIX}}App(screenshotPath: "/nonexistent-folder/shot.png").run(), 1)
        }
    }
}
