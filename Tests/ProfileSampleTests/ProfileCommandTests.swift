import BindingGtk
import SampleSupport
import BindingGtkTesting
import CGtk
import Foundation
import ProfileKit
import ProfileStoreGLib
import XCTest
@testable import ProfileSample

/// The profile window's Save command behind its button, its header-bar menu
/// and Ctrl+S; Close Window on Ctrl+W; progress and failure.
final class ProfileCommandTests: XCTestCase {
    /// A shown profile window of the sample's application over `directory`.
    @MainActor
    private static func openWindow(over directory: String) throws -> (ProfileWindow, ProfileUI) {
        let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory)))
        let widgets = try ProfileUI.loadStyled()
        try ProfileApp.application().add(widgets.window)
        let profileWindow = ProfileWindow(viewModel: viewModel, widgets: widgets)
        XCTAssertTrue(GtkTestKit.showAndWait(widgets.window))
        // New accelerators are matched once GTK rebuilt the window's key table (an idle callback).
        MainLoop.runPending()
        return (profileWindow, widgets)
    }

    @MainActor
    private static func fillValidForm(_ viewModel: ProfileViewModel) {
        viewModel.name = "Ada Lovelace"
        viewModel.email = "ada@example.org"
        viewModel.bio = "First programmer"
    }

    @MainActor
    private static func pressControl(_ key: Int32, in window: Window) throws {
        try GtkTestKit.pressKey(UInt32(key), modifiers: GDK_CONTROL_MASK.rawValue, in: window)
    }

    func testCtrlS_isRefusedWhileInvalid_thenSavesAndCloses() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (profileWindow, widgets) = try Self.openWindow(over: directory.path)
            let save = try XCTUnwrap(widgets.window.action(named: "save"))
            XCTAssertFalse(save.isEnabled, "the menu's Save is greyed out while the form is invalid")
            XCTAssertThrowsError(try Self.pressControl(GDK_KEY_s, in: widgets.window), "Ctrl+S does nothing while invalid")
            Self.fillValidForm(profileWindow.viewModel)
            XCTAssertTrue(save.isEnabled)
            XCTAssertTrue(widgets.saveButton.isEnabled)
            try Self.pressControl(GDK_KEY_s, in: widgets.window)
            XCTAssertTrue(widgets.savingSpinner.isAnimating, "the spinner turns while the save runs")
            XCTAssertFalse(save.isEnabled, "no second save while one runs")
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.window.isDestroyed }), "the window closes after saving")
            let saved = try ProfileStore(directory: directory.path).load()
            XCTAssertEqual(saved?.name, "Ada Lovelace")
        }
    }

    func testCtrlW_closesTheWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (profileWindow, widgets) = try Self.openWindow(over: directory.path)
            try Self.pressControl(GDK_KEY_w, in: widgets.window)
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.window.isDestroyed }))
            withExtendedLifetime(profileWindow) {}
        }
    }

    func testCtrlW_whileTheMenuIsOpen_closesTheWindowCleanly() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (profileWindow, widgets) = try Self.openWindow(over: directory.path)
            widgets.menuButton.isActive = true
            let popover = try XCTUnwrap(widgets.menuButton.popover)
            XCTAssertTrue(GtkTestKit.pump(until: { popover.isVisible }))
            try Self.pressControl(GDK_KEY_w, in: widgets.window)
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.window.isDestroyed }))
            withExtendedLifetime(profileWindow) {}
        }
    }

    func testF10_opensTheMainMenu_andCtrlWThenClosesTheWindowCleanly() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (profileWindow, widgets) = try Self.openWindow(over: directory.path)
            widgets.nameEntry.grabFocus()
            try GtkTestKit.pressKey(UInt32(GDK_KEY_F10), in: widgets.nameEntry)
            let popover = try XCTUnwrap(widgets.menuButton.popover)
            XCTAssertTrue(GtkTestKit.pump(until: { popover.isVisible }), "F10 opens the main menu")
            let messages = try GtkTestKit.recordingLogMessages {
                try Self.pressControl(GDK_KEY_w, in: widgets.window)
                XCTAssertTrue(GtkTestKit.pump(until: { widgets.window.isDestroyed }))
            }
            XCTAssertEqual(messages, [])
            XCTAssertNil(gtk_window_get_focus(widgets.window.windowPointer), "no focus widget left to the destroyed window")
            withExtendedLifetime(profileWindow) {}
        }
    }

    func testMenuSave_isGreyedOutWithTheCommand_andSaves() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (profileWindow, widgets) = try Self.openWindow(over: directory.path)
            XCTAssertEqual(widgets.menuButton.accessibleName, "Main Menu")
            widgets.menuButton.isActive = true
            let popover = try XCTUnwrap(widgets.menuButton.popover)
            let saveItem = { GtkTestKit.descendants(of: popover).first { $0.isA(gtk_model_button_get_type()) && $0.isVisible } as? Button }
            XCTAssertTrue(GtkTestKit.pump(until: { popover.isVisible && saveItem() != nil }))
            let item = try XCTUnwrap(saveItem())
            XCTAssertFalse(item.isSensitive)
            Self.fillValidForm(profileWindow.viewModel)
            XCTAssertTrue(GtkTestKit.pump(until: { item.isSensitive }))
            GtkTestKit.click(item)
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.window.isDestroyed }))
            XCTAssertEqual(try ProfileStore(directory: directory.path).load()?.email, "ada@example.org")
        }
    }

    func testFailedSave_isShownInTheInfoBar_andSaveCanBeRetried() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            // A regular file where the store's folder should be: saving fails.
            let blocked = directory.path + "/blocked"
            try Data("x".utf8).write(to: URL(fileURLWithPath: blocked))
            let (profileWindow, widgets) = try Self.openWindow(over: blocked + "/profile")
            Self.fillValidForm(profileWindow.viewModel)
            GtkTestKit.click(widgets.saveButton)
            XCTAssertTrue(GtkTestKit.pump(until: { !widgets.errorLabel.text.isEmpty }))
            XCTAssertTrue(widgets.errorBar.isRevealed)
            XCTAssertFalse(widgets.window.isDestroyed, "a failed save keeps the window open")
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.saveButton.isEnabled }), "Save can be tried again")
            widgets.window.destroy()
        }
    }
}
