import SampleSupport
import BindingGtk
import BindingGtkTesting
import Foundation
import SettingsKit
import XCTest
@testable import SettingsSample

/// The settings window and its clear-cache confirmation in the pseudo-locale
/// (every string the translation reaches is accented and bracketed) and in
/// German, with the cache size in the locale's number format.
final class SettingsTranslationTests: XCTestCase {
    func testPseudoLocaleReachesEveryString() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let catalogs = try TranslationChecks.makeCatalogs(appID: SettingsApp.id)
            defer { try? FileManager.default.removeItem(atPath: catalogs) }
            try TranslationChecks.withLanguage(
                TranslationChecks.pseudoLanguage, locale: "C.UTF-8", appID: SettingsApp.id, catalogs: catalogs
            ) {
                try Self.checkWindowAndDialog { window in
                    let untranslated = TranslationChecks.untranslated(in: window)
                    XCTAssertEqual(untranslated, [], "untranslated:\n" + untranslated.map(\.description).joined(separator: "\n"))
                }
            }
        }
    }

    func testGermanHasNoEnglishLeftoversAndGermanNumbers() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let catalogs = try TranslationChecks.makeCatalogs(appID: SettingsApp.id)
            defer { try? FileManager.default.removeItem(atPath: catalogs) }
            let catalog = try TranslationChecks.messages(
                inCatalog: TranslationChecks.packageRoot.path + "/po/\(SettingsApp.id)/de.po")
            try TranslationChecks.withLanguage("de", locale: "de_DE.UTF-8", appID: SettingsApp.id, catalogs: catalogs) {
                var checked = 0
                try Self.checkWindowAndDialog { window in
                    checked += 1
                    let leftovers = TranslationChecks.englishLeftovers(in: window, catalog: catalog)
                    XCTAssertEqual(leftovers, [], "English left:\n" + leftovers.map(\.description).joined(separator: "\n"))
                    if let settings = window as? Window, settings.title == "Einstellungen" {
                        XCTAssertTrue(GtkTestKit.shownTexts(in: window).contains { $0.text == "2,5 kB" }, "German decimal comma")
                        XCTAssertTrue(GtkTestKit.shownTexts(in: window).contains { $0.text == "Hoch" }, "quality choices")
                    }
                }
                XCTAssertEqual(checked, 2)
            }
        }
    }

    /// Opens the window over a cache of 2.5 kB, checks it with `check`, asks
    /// to clear the cache, checks the confirmation and cancels it.
    @MainActor
    private static func checkWindowAndDialog(_ check: (Widget) throws -> Void) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.writeFile("cache/thumbs/a.png", bytes: 2_500)
        let options = Options(configDirectory: directory.path + "/config", cacheDirectory: directory.path + "/cache")
        let settingsWindow = try SettingsApp.makeWindow(options)
        defer { settingsWindow.window.destroy() }
        XCTAssertTrue(GtkTestKit.showAndWait(settingsWindow.window))
        XCTAssertTrue(GtkTestKit.pump(until: { !settingsWindow.viewModel.isBusyWithCache }))
        try check(settingsWindow.window)

        GtkTestKit.click(settingsWindow.widgets.clearCacheButton)
        XCTAssertTrue(GtkTestKit.pump(until: { settingsWindow.confirmationDialog?.isVisible == true }))
        let dialog = try XCTUnwrap(settingsWindow.confirmationDialog)
        try check(dialog)
        GtkTestKit.click(try XCTUnwrap(dialog.button(for: .cancel) as? Button))
        XCTAssertTrue(GtkTestKit.pump(until: { settingsWindow.confirmationDialog?.isDestroyed != false }))
    }
}
