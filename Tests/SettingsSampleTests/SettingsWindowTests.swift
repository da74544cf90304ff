import SampleSupport
import BindingGtk
import BindingGtkTesting
import BindingTesting
import Foundation
import SettingsKit
import XCTest
@testable import SettingsSample

/// End to end: the real `settings.ui`, real GTK signals and main loop, real
/// GSettings over GLib's keyfile backend in a temporary folder (the schema
/// compiled there); switches are flipped as a user does (the test kit).
/// Run under `G_DEBUG=fatal-criticals xvfb-run -a swift test`.
final class SettingsWindowTests: XCTestCase {
    /// The window as the app makes it, over `directory`'s config and cache folders.
    @MainActor
    private static func open(_ directory: TemporaryDirectory) throws -> SettingsWindow {
        let options = Options(configDirectory: directory.path + "/config", cacheDirectory: directory.path + "/cache")
        let settingsWindow = try SettingsApp.makeWindow(options)
        XCTAssertTrue(GtkTestKit.showAndWait(settingsWindow.window))
        XCTAssertTrue(GtkTestKit.pump(until: { !settingsWindow.viewModel.isBusyWithCache }))
        return settingsWindow
    }

    private static func keyfile(_ directory: TemporaryDirectory) -> String {
        directory.path + "/config/glib-2.0/settings/keyfile"
    }

    func testEveryInputIsReachableByItsLabel() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let settingsWindow = try Self.open(directory)
            let widgets = settingsWindow.widgets
            let window = widgets.window
            XCTAssertTrue(GtkTestKit.find(labelled: "Notifications", in: window) === widgets.notificationsSwitch)
            XCTAssertTrue(GtkTestKit.find(labelled: "Dark mode", in: window) === widgets.darkModeSwitch)
            XCTAssertTrue(GtkTestKit.find(labelled: "Sound", in: window) === widgets.soundSwitch)
            XCTAssertTrue(GtkTestKit.find(labelled: "Autoplay videos", in: window) === widgets.autoplaySwitch)
            XCTAssertTrue(GtkTestKit.find(labelled: "Download quality", in: window) === widgets.qualityCombo)
            XCTAssertTrue(GtkTestKit.find(labelled: "C_lear Cache…", in: window) === widgets.clearCacheButton)
            // Assistive technology gets each input's name from its label (ATK's labelled-by relation).
            XCTAssertEqual(widgets.darkModeSwitch.accessibleName, "Dark mode")
            XCTAssertEqual(widgets.autoplaySwitch.accessibleName, "Autoplay videos")
            XCTAssertEqual(widgets.qualityCombo.accessibleName, "Download quality")
            XCTAssertEqual(widgets.qualityCombo.itemCount, DownloadQuality.allCases.count)
            XCTAssertEqual(widgets.qualityCombo.activeID, "high")
            XCTAssertEqual(widgets.storageLabel.text, "0 bytes")
            window.destroy()
        }
    }

    func testTogglingSwitchesStoresInGSettingsAndReopeningRestores() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            defer { ToolkitSettings.default!.prefersDarkTheme = false }
            let first = try Self.open(directory)
            let widgets = first.widgets
            XCTAssertFalse(widgets.darkModeSwitch.isOn)
            XCTAssertFalse(ToolkitSettings.default!.prefersDarkTheme)

            GtkTestKit.toggle(widgets.darkModeSwitch)
            XCTAssertTrue(first.viewModel.darkModeEnabled)
            XCTAssertTrue(ToolkitSettings.default!.prefersDarkTheme, "GTK's prefer-dark-theme follows the switch")
            GtkTestKit.toggle(widgets.notificationsSwitch)
            GtkTestKit.toggle(widgets.autoplaySwitch)
            widgets.qualityCombo.selectAsUser(DownloadQuality.allCases.firstIndex(of: .medium)!)
            XCTAssertEqual(first.viewModel.downloadQuality, .medium)
            XCTAssertEqual(try first.settings.value("download-quality", as: DownloadQuality.self), .medium, "stored at once")
            first.window.destroy()
            let stored = try String(contentsOfFile: Self.keyfile(directory), encoding: .utf8)
            XCTAssertTrue(stored.contains("dark-mode=true") && stored.contains("download-quality='medium'"), stored)
            ToolkitSettings.default!.prefersDarkTheme = false

            let second = try Self.open(directory)
            XCTAssertFalse(second.widgets.notificationsSwitch.isOn)
            XCTAssertTrue(second.widgets.darkModeSwitch.isOn)
            XCTAssertTrue(second.widgets.soundSwitch.isOn)
            XCTAssertTrue(second.widgets.autoplaySwitch.isOn)
            XCTAssertEqual(second.widgets.qualityCombo.activeID, "medium")
            XCTAssertTrue(ToolkitSettings.default!.prefersDarkTheme, "the restored dark mode is applied")
            second.window.destroy()
        }
    }

    func testAChangeMadeWithGsettingsSetShowsUpInTheOpenWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let settingsWindow = try Self.open(directory)
            let widgets = settingsWindow.widgets
            GtkTestKit.toggle(widgets.soundSwitch)   // the keyfile exists and GLib watches it
            XCTAssertFalse(widgets.soundSwitch.isOn)

            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["gsettings", "set", SettingsApp.id, "download-quality", "low"]
            var environment = ProcessInfo.processInfo.environment
            environment["GSETTINGS_SCHEMA_DIR"] = directory.path + "/config/schemas"
            environment["GSETTINGS_BACKEND"] = "keyfile"
            environment["XDG_CONFIG_HOME"] = directory.path + "/config"
            process.environment = environment
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.qualityCombo.activeID == "low" }))
            XCTAssertEqual(settingsWindow.viewModel.downloadQuality, .low)
            XCTAssertFalse(widgets.soundSwitch.isOn, "other keys keep their values")
            widgets.window.destroy()
        }
    }

    func testALockedKeyGreysItsSwitchOut() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            directory.writeFile("config/locks", bytes: 0)
            try "/org/swiftbinding/SettingsSample/auto-play\n".write(toFile: directory.path + "/config/locks", atomically: true, encoding: .utf8)
            let settingsWindow = try Self.open(directory)
            let widgets = settingsWindow.widgets
            XCTAssertFalse(widgets.autoplaySwitch.isSensitive, "as g_settings_bind does")
            XCTAssertTrue(widgets.soundSwitch.isSensitive)
            settingsWindow.viewModel.autoPlayEnabled = true
            XCTAssertFalse(settingsWindow.viewModel.autoPlayEnabled, "the locked value stays")
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.warningBar.isRevealed }))
            XCTAssertTrue(widgets.warningLabel.text.contains("locked"), widgets.warningLabel.text)
            widgets.window.destroy()
        }
    }

    func testClearCacheAsksInADialogAndOnlyClearsWhenConfirmed() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            directory.writeFile("cache/thumbs/a.png", bytes: 2_500)
            let settingsWindow = try Self.open(directory)
            let service = settingsWindow.viewModel
            let widgets = settingsWindow.widgets
            XCTAssertEqual(widgets.storageLabel.text, "2.5 kB")

            GtkTestKit.click(widgets.clearCacheButton)
            XCTAssertTrue(GtkTestKit.pump(until: { settingsWindow.confirmationDialog?.isVisible == true }))
            let cancel = try XCTUnwrap(settingsWindow.confirmationDialog?.button(for: .cancel) as? Button)
            GtkTestKit.click(cancel)
            XCTAssertTrue(GtkTestKit.pump(until: { settingsWindow.confirmationDialog == nil || settingsWindow.confirmationDialog?.isDestroyed == true }))
            XCTAssertFalse(settingsWindow.viewModel.isBusyWithCache, "cancel started no clearing")
            // Had a clearing been queued, it would have finished by now.
            service.waitForPendingWork()
            XCTAssertEqual(directory.entries("cache"), ["thumbs"], "cancel keeps the cache")
            XCTAssertEqual(widgets.storageLabel.text, "2.5 kB")

            GtkTestKit.click(widgets.clearCacheButton)
            XCTAssertTrue(GtkTestKit.pump(until: { settingsWindow.confirmationDialog?.isVisible == true }))
            let dialog = try XCTUnwrap(settingsWindow.confirmationDialog)
            XCTAssertTrue(dialog.isModal)
            let clear = try XCTUnwrap(dialog.button(for: .accept) as? Button)
            XCTAssertEqual(clear.label, "_Clear Cache")
            GtkTestKit.click(clear)
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.storageLabel.text == "0 bytes" }))
            XCTAssertEqual(directory.entries("cache"), [])
            XCTAssertTrue(widgets.clearCacheButton.isEnabled)
            widgets.window.destroy()
        }
    }

    func testCorruptKeyfileShowsAWarningAndIsKeptAside() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            directory.writeFile("config/glib-2.0/settings/keyfile", bytes: 0)
            try "dark-mode=true\n".write(toFile: Self.keyfile(directory), atomically: true, encoding: .utf8)
            let settingsWindow = try Self.open(directory)
            let widgets = settingsWindow.widgets
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.warningBar.isRevealed }))
            XCTAssertTrue(widgets.warningLabel.text.contains("keyfile.corrupt-"), widgets.warningLabel.text)
            XCTAssertFalse(widgets.darkModeSwitch.isOn, "defaults")
            XCTAssertEqual(directory.entries("config/glib-2.0/settings").filter { $0.hasPrefix("keyfile.corrupt-") }.count, 1)
            widgets.warningBar.respond(.close)
            XCTAssertFalse(widgets.warningBar.isRevealed)
            widgets.window.destroy()
        }
    }

    func testClosedWindowAndViewModelAreFreed() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            weak var weakWindow: SettingsWindow?
            weak var weakViewModel: SettingsViewModel?
            do {
                let settingsWindow = try Self.open(directory)
                weakWindow = settingsWindow
                weakViewModel = settingsWindow.viewModel
                GtkTestKit.click(settingsWindow.widgets.clearCacheButton)
                XCTAssertTrue(GtkTestKit.pump(until: { settingsWindow.confirmationDialog?.isVisible == true }))
                settingsWindow.confirmationDialog?.respond(.cancel)
                settingsWindow.window.destroy()
            }
            XCTAssertTrue(GtkTestKit.pump(until: { weakWindow == nil && weakViewModel == nil }), "no reference cycle keeps them")
        }
    }
}
