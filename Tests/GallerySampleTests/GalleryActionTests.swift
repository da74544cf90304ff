import BindingGtk
import BindingGtkTesting
import CGtk
import SampleSupport
import XCTest
@testable import GallerySample

/// The gallery's application menu and actions, from the keyboard.
final class GalleryActionTests: XCTestCase {
    @MainActor
    private static func shownGallery() throws -> GalleryWindow {
        try GtkTestKit.setUp()
        let gallery = try GalleryApp.makeGalleryWindow()
        XCTAssertTrue(GtkTestKit.showAndWait(gallery.window))
        // New accelerators are matched once GTK rebuilt the window's key table (an idle callback).
        MainLoop.runPending()
        return gallery
    }

    @MainActor
    private static func pressControl(_ key: Int32, in window: Window) throws {
        try GtkTestKit.pressKey(UInt32(key), modifiers: GDK_CONTROL_MASK.rawValue, in: window)
    }

    func testControl1And2_openTheWindowsThroughTheirActions() throws {
        try MainActor.assumeIsolated {
            let gallery = try Self.shownGallery()
            try Self.pressControl(GDK_KEY_1, in: gallery.window)
            try Self.pressControl(GDK_KEY_2, in: gallery.window)
            XCTAssertEqual(gallery.openWindows.count, 2)
            XCTAssertTrue(gallery.openWindows.first is SearchWindow)
            XCTAssertTrue(gallery.openWindows.last is FeedWindow)
            for opened in gallery.openWindows { opened.window.destroy() }
            gallery.window.destroy()
        }
    }

    func testAboutAction_showsTheAboutDialog_untilClosed() throws {
        try MainActor.assumeIsolated {
            let gallery = try Self.shownGallery()
            let app = try GalleryApp.application()
            let about = try XCTUnwrap(app.action(named: "about"))
            about.activate()
            XCTAssertFalse(about.isEnabled, "one About dialog at a time")
            let aboutDialogs = { GtkTestKit.descendantsOfToplevels().compactMap { $0 as? AboutDialog }.filter(\.isVisible) }
            XCTAssertTrue(GtkTestKit.pump(until: { !aboutDialogs().isEmpty }))
            let dialog = try XCTUnwrap(aboutDialogs().first)
            // Filled from the metainfo embedded in the app.
            XCTAssertEqual(dialog.programName, "Binding Gallery")
            XCTAssertEqual(dialog.version, "0.1.0")
            XCTAssertEqual(dialog.licenseType, .mitX11)
            XCTAssertEqual(dialog.authors, ["The Binding for GTK authors"])
            XCTAssertEqual(dialog.logoIconName, GalleryApp.id)
            XCTAssertEqual(dialog.website, try GalleryApp.metainfo().homepage)
            try GtkTestKit.pressKey(UInt32(GDK_KEY_Escape), in: dialog)
            XCTAssertTrue(GtkTestKit.pump(until: { about.isEnabled && aboutDialogs().isEmpty }))
            gallery.window.destroy()
        }
    }

    func testControlQ_quits() throws {
        try MainActor.assumeIsolated {
            let gallery = try Self.shownGallery()
            try Self.pressControl(GDK_KEY_q, in: gallery.window)
            XCTAssertTrue(GtkTestKit.pump(until: { gallery.window.isDestroyed }))
        }
    }

    func testPrimaryMenu_listsTheWindowsAboutAndQuit() {
        MainActor.assumeIsolated {
            let menu = GalleryWindow.menu
            let actions = (0..<menu.itemCount).flatMap { section in
                menu.link(at: section, kind: .section).map { model in (0..<model.itemCount).compactMap { model.action(at: $0) } } ?? []
            }
            XCTAssertEqual(actions, ["win.open-search", "win.open-feed", "win.show-help-overlay", "app.about", "app.quit"])
        }
    }

    func testControlQuestionMark_listsTheGallerysShortcutsByTheirMenuLabels() throws {
        try MainActor.assumeIsolated {
            let gallery = try Self.shownGallery()
            let window = try XCTUnwrap(gallery.window as? ApplicationWindow)
            try GtkTestKit.pressKey(Key.question, modifiers: [.controlMask, .shiftMask], in: window)
            XCTAssertTrue(GtkTestKit.pump(until: { !window.openShortcutsWindows.isEmpty }))
            let shortcuts = try XCTUnwrap(window.openShortcutsWindows.first)
            var titles: [String: String] = [:]
            for case let shortcut as ShortcutsShortcut in GtkTestKit.descendants(of: shortcuts) {
                titles[shortcut.accelerator ?? ""] = shortcut.title
            }
            XCTAssertEqual(titles["<Primary>1"], "Open Search")
            XCTAssertEqual(titles["<Primary>2"], "Open Feed")
            XCTAssertEqual(titles["<Primary>q"], "Quit")
            XCTAssertEqual(titles["<Primary>question"], "Keyboard Shortcuts")
            gallery.window.destroy()
            XCTAssertTrue(GtkTestKit.pump(until: { !shortcuts.isVisible }), "hidden (never destroyed) with its window")
        }
    }

    func testTheAppIconIsEmbedded_andEveryWindowsDefault() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            GResources.register()
            SampleIcon.use(appID: GalleryApp.id, resourceBasePath: GResources.basePath)
            XCTAssertEqual(Window.defaultIconName, GalleryApp.id)
            XCTAssertTrue(IconThemePaths.hasIcon(named: GalleryApp.id))
            XCTAssertTrue(IconThemePaths.hasIcon(named: GalleryApp.id + "-symbolic"))
        }
    }
}

extension GtkTestKit {
    /// Every toplevel window (for finding dialogs).
    @MainActor
    static func descendantsOfToplevels() -> [Widget] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var result: [Widget] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data {
                result.append(Widget.wrapper(for: data.assumingMemoryBound(to: GtkWidget.self)))
            }
            node = current.pointee.next
        }
        return result
    }
}
