import SampleSupport
import BindingGtk
import BindingGtkTesting
import Foundation
import ProfileKit
import ProfileStoreGLib
import XCTest
@testable import ProfileSample

/// The profile window in the pseudo-locale (every string the translation
/// reaches is accented and bracketed) and in German: with a damaged saved
/// profile in the info bar and problems on the fields, every text of the
/// window and its menu is translated.
final class ProfileTranslationTests: XCTestCase {
    func testPseudoLocaleReachesEveryString() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let catalogs = try TranslationChecks.makeCatalogs(appID: ProfileApp.id)
            defer { try? FileManager.default.removeItem(atPath: catalogs) }
            try TranslationChecks.withLanguage(
                TranslationChecks.pseudoLanguage, locale: "C.UTF-8", appID: ProfileApp.id, catalogs: catalogs
            ) {
                let (widgets, profileWindow) = try Self.openWindowWithProblems()
                defer { widgets.window.destroy() }
                XCTAssertTrue(TranslationChecks.isPseudo(widgets.errorLabel.text), widgets.errorLabel.text)
                let untranslated = TranslationChecks.untranslated(in: widgets.window) { Self.typed.contains($0.text) }
                XCTAssertEqual(untranslated, [], "untranslated:\n" + untranslated.map(\.description).joined(separator: "\n"))
                withExtendedLifetime(profileWindow) {}
            }
            // Afterwards the process is English again (glibc's cache of the pseudo translations is dropped).
            let english = try ProfileUI.loadStyled()
            XCTAssertEqual(english.window.title, "Edit Profile")
            XCTAssertEqual(ProfileValidation.nameError(""), "Enter your name")
            english.window.destroy()
        }
    }

    func testGermanHasNoEnglishLeftovers() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let catalogs = try TranslationChecks.makeCatalogs(appID: ProfileApp.id)
            defer { try? FileManager.default.removeItem(atPath: catalogs) }
            let catalog = try TranslationChecks.messages(
                inCatalog: TranslationChecks.packageRoot.path + "/po/\(ProfileApp.id)/de.po")
            try TranslationChecks.withLanguage("de", locale: "de_DE.UTF-8", appID: ProfileApp.id, catalogs: catalogs) {
                let (widgets, profileWindow) = try Self.openWindowWithProblems()
                defer { widgets.window.destroy() }
                XCTAssertEqual(widgets.window.title, "Profil bearbeiten")
                XCTAssertEqual(widgets.emailError.text, "Verwenden Sie eine Adresse wie name@example.org")
                XCTAssertEqual(widgets.ageError.text, "„12,5“ ist keine ganze Zahl")
                let leftovers = TranslationChecks.englishLeftovers(in: widgets.window, catalog: catalog)
                XCTAssertEqual(leftovers, [], "English left:\n" + leftovers.map(\.description).joined(separator: "\n"))
                withExtendedLifetime(profileWindow) {}
            }
        }
    }

    /// What the tests type: the user's own text, not the app's.
    private static let typed: Set<String> = ["ada@", "12,5"]

    /// The window over a damaged saved profile (the info bar explains), with
    /// a bad address, an age that is no whole number and an empty name shown.
    @MainActor
    private static func openWindowWithProblems() throws -> (ProfileUI, ProfileWindow) {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: directory.path + "/profile.json"))
        let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory.path)))
        let widgets = try ProfileUI.loadStyled()
        let profileWindow = ProfileWindow(viewModel: viewModel, widgets: widgets)
        XCTAssertTrue(GtkTestKit.showAndWait(widgets.window))
        viewModel.load()
        XCTAssertTrue(GtkTestKit.pump(until: { widgets.errorBar.isRevealed }))
        try GtkTestKit.type("ada@", into: widgets.emailEntry)
        try GtkTestKit.type("12,5", into: widgets.ageEntry)
        try GtkTestKit.type("x", into: widgets.nameEntry)
        try GtkTestKit.pressBackspace(1, in: widgets.nameEntry)
        XCTAssertFalse(widgets.nameError.text.isEmpty)
        XCTAssertFalse(widgets.ageError.text.isEmpty, "the age is checked when its field is left")
        return (widgets, profileWindow)
    }
}
