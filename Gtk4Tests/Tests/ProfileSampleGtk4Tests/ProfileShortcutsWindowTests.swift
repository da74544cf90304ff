import BindingAdwaita
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import Foundation
import ProfileKit
import ProfileStoreGLib
import XCTest
@testable import ProfileSampleGtk4

/// The GTK 4 profile window's keyboard shortcuts window, as the app opens it: the window added to
/// the sample's application, a real Ctrl+? (XTEST through xdotool).
@MainActor
final class ProfileShortcutsWindowTests: XCTestCase {
    nonisolated func testCtrlQuestionMarkListsTheWindowsCommandsTitledByTheMenu() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("profile-gtk4-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let profileWindow = try ProfileApp.makeWindow(Options(dataDirectory: directory))
            let window = profileWindow.widgets.window
            defer { window.destroy() }
            XCTAssertTrue(GtkTestKit.presentAndWait(window))

            try GtkTestKit.pressKeys("ctrl+question", in: window)
            XCTAssertTrue(GtkTestKit.pump(until: { !window.openShortcutsWindows.isEmpty }), "Ctrl+? opened the shortcuts window")
            let shortcuts = try XCTUnwrap(window.openShortcutsWindows.first)
            var listed: [String: String] = [:]
            var pending: [Widget] = [shortcuts]
            while let widget = pending.popLast() {
                if let shortcut = widget as? ShortcutsShortcut { listed[shortcut.accelerator ?? ""] = shortcut.title ?? "" }
                pending.append(contentsOf: widget.children)
            }
            XCTAssertEqual(listed["<Control>s"], "Save Profile", "titled by the menu's item")
            XCTAssertEqual(listed["<Control>w"], "Close Window")
            XCTAssertEqual(listed["<Control>question"], "Keyboard Shortcuts")
        }
    }
}
