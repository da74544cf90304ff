import Binding
import BindingAdwaita
import BindingGtk4Testing
import CAdwaita
import Foundation
import SettingsKit
import XCTest
@testable import SettingsSampleGtk4

/// The GTK 4 settings window driven as a user would, checked against the view model and
/// GSettings (GLib's keyfile backend in a temporary folder; the schema compiled there from the
/// copy embedded in the executable).
@MainActor
final class SettingsPreferencesTests: XCTestCase {
    /// A temporary folder for the settings and the cache, removed by `tearDown`.
    nonisolated(unsafe) private var folder = ""

    override nonisolated func setUp() {
        folder = NSTemporaryDirectory() + "SettingsSampleGtk4Tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder + "/cache", withIntermediateDirectories: true)
    }

    override nonisolated func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func open() throws -> SettingsPreferences {
        try Adw.initialize()
        let options = SettingsOptions(configDirectory: folder + "/config", cacheDirectory: folder + "/cache")
        let preferences = try SettingsApp4.makeWindow(options)
        XCTAssertTrue(GtkTestKit.presentAndWait(preferences.window))
        XCTAssertTrue(GtkTestKit.pump(until: { !preferences.viewModel.isBusyWithCache }), "the cache is measured")
        return preferences
    }

    private func close(_ preferences: SettingsPreferences) {
        preferences.window.destroy()
        StyleManager.default.colorScheme = .default
    }

    nonisolated func testActivatingRowsStoresInTheViewModelAndGSettingsAndReopeningRestores() throws {
        try GtkTestKit.run(self) { test in
            let preferences = try test.open()
            let rows = preferences.rows
            XCTAssertTrue(preferences.viewModel.notificationsEnabled, "the schema's default")
            XCTAssertTrue(rows.notificationsSwitch.isActive)
            XCTAssertTrue(GtkTestKit.activate(rows.notifications), "activating the row toggles its switch")
            XCTAssertTrue(GtkTestKit.pump(until: { !preferences.viewModel.notificationsEnabled }), "the view model follows")
            XCTAssertEqual(try preferences.settings.value("notifications-enabled", as: Bool.self), false, "GSettings follows")

            adw_combo_row_set_selected(UnsafeMutableRawPointer(rows.quality.widgetPointer).assumingMemoryBound(to: AdwComboRow.self), 0)
            XCTAssertEqual(preferences.viewModel.downloadQuality, .low)
            XCTAssertEqual(try preferences.settings.value("download-quality", as: DownloadQuality.self), .low)
            test.close(preferences)

            let reopened = try test.open()
            XCTAssertFalse(reopened.rows.notificationsSwitch.isActive, "the stored value comes back")
            XCTAssertEqual(reopened.rows.quality.selected, 0)
            test.close(reopened)
        }
    }

    nonisolated func testDarkModeIsTwoWayWithLibadwaitasStyleManager() throws {
        try GtkTestKit.run(self) { test in
            let preferences = try test.open()
            defer { test.close(preferences) }
            XCTAssertTrue(GtkTestKit.activate(preferences.rows.darkMode))
            XCTAssertTrue(GtkTestKit.pump(until: { preferences.viewModel.darkModeEnabled }))
            XCTAssertEqual(StyleManager.default.colorScheme, .forceDark, "the setting reaches libadwaita")
            StyleManager.default.colorScheme = .default
            XCTAssertFalse(preferences.viewModel.darkModeEnabled, "a change made elsewhere comes back")
            XCTAssertFalse(preferences.rows.darkModeSwitch.isActive)
        }
    }

    nonisolated func testClearingTheCacheAsksFirstAndCancelKeepsTheFiles() throws {
        try GtkTestKit.run(self) { test in
            XCTAssertTrue(FileManager.default.createFile(atPath: test.folder + "/cache/media.bin", contents: Data(count: 4096)))
            let preferences = try test.open()
            defer { test.close(preferences) }
            let dialogs = { GtkTestKit.toplevels(of: AdwaitaMessageDialog.self) }
            for (answer, kept) in [("cancel", true), ("confirm", false)] {
                XCTAssertTrue(GtkTestKit.activate(preferences.rows.clearCacheButton))
                XCTAssertTrue(GtkTestKit.pump(until: { !dialogs().isEmpty }), "the question is shown")
                let dialog = try XCTUnwrap(dialogs().first)
                XCTAssertEqual(dialog.heading, "Clear the cache?")
                adw_message_dialog_response(UnsafeMutableRawPointer(dialog.widgetPointer).assumingMemoryBound(to: AdwMessageDialog.self), answer)
                XCTAssertTrue(GtkTestKit.pump(until: { dialog.isDestroyed }))
                XCTAssertTrue(GtkTestKit.pump(until: {
                    !preferences.viewModel.isBusyWithCache && FileManager.default.fileExists(atPath: test.folder + "/cache/media.bin") == kept
                }), answer)
            }
            XCTAssertEqual(preferences.rows.cache.subtitle, preferences.viewModel.storageUsed, "the row shows what is left")
        }
    }

    nonisolated func testAProblemIsShownAsAToast() throws {
        try GtkTestKit.run(self) { test in
            let preferences = try test.open()
            defer { test.close(preferences) }
            preferences.viewModel.report("The cache folder is read-only")
            XCTAssertTrue(GtkTestKit.pump(until: { GtkTestKit.labelTexts(in: preferences.window).contains("The cache folder is read-only") }))
        }
    }

    /// The window in German, from the catalogs the build compiled (TranslationsPlugin: the GTK 3
    /// sample's `po/org.swiftbinding.SettingsSample/de.po`, which both windows share): titles,
    /// rows, the view model's choices and the question. Needs the de_DE.UTF-8 locale.
    nonisolated func testTheWindowAndItsQuestionReadInGerman() throws {
        try GtkTestKit.run(self) { test in
            let shown = try GtkTestKit.withLanguage(
                "de", locale: "de_DE.UTF-8", domain: BuildTranslations.domain, catalogs: BuildTranslations.localeDirectory
            ) { () throws -> [String] in
                let preferences = try test.open()
                defer { test.close(preferences) }
                let rows = preferences.rows
                XCTAssertEqual(preferences.window.title, "Einstellungen")
                XCTAssertEqual(rows.notifications.title, "Benachrichtigungen")
                XCTAssertEqual(rows.darkMode.subtitle, "Den dunklen Stil verwenden")
                XCTAssertEqual(rows.quality.title, "Download-Qualität")
                XCTAssertEqual(rows.clearCacheButton.label, "Zwischenspeicher leeren")
                XCTAssertTrue(GtkTestKit.activate(rows.clearCacheButton))
                let dialogs = { GtkTestKit.toplevels(of: AdwaitaMessageDialog.self) }
                XCTAssertTrue(GtkTestKit.pump(until: { !dialogs().isEmpty }), "the question is shown")
                let dialog = try XCTUnwrap(dialogs().first)
                XCTAssertEqual(dialog.heading, "Zwischenspeicher leeren?")
                XCTAssertEqual(dialog.body, "Heruntergeladene Medien werden bei Bedarf erneut abgerufen.")
                let answers = GtkTestKit.labelTexts(in: dialog)
                adw_message_dialog_response(UnsafeMutableRawPointer(dialog.widgetPointer).assumingMemoryBound(to: AdwMessageDialog.self), "cancel")
                XCTAssertTrue(GtkTestKit.pump(until: { dialog.isDestroyed }))
                return GtkTestKit.labelTexts(in: preferences.window) + answers
            }
            for german in ["Allgemein", "Darstellung", "Medien", "Speicher", "Zwischenspeicher", "Leeren", "Abbrechen"] {
                XCTAssertTrue(shown.contains(german), "\(german) among \(shown)")
            }
            let english: Set<String> = [
                "General", "Notifications", "Show desktop notifications", "Sound", "Play sounds", "Appearance", "Dark Mode",
                "Use the dark style", "Media", "Auto-Play", "Download Quality", "Storage", "Cache", "Clear Cache", "Clear", "Cancel",
            ]
            XCTAssertEqual(shown.filter(english.contains), [], "English left among \(shown)")
        }
    }

    nonisolated func testBadOptionsAreRefused() {
        XCTAssertThrowsError(try SettingsOptions.parse(["--screenshot"]), "an option without its value")
        XCTAssertThrowsError(try SettingsOptions.parse(["--unknown"]))
        XCTAssertEqual(try? SettingsOptions.parse(["--cache-dir", "/tmp/c"]).cacheDirectory, "/tmp/c")
    }
}
