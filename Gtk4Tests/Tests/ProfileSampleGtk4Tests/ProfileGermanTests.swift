import Binding
import BindingAdwaita
import BindingGtk4
import BindingGtk4Testing
import Foundation
import ProfileKit
import ProfileStoreGLib
import XCTest
@testable import ProfileSampleGtk4

/// The GTK 4 window in German, from the catalogs the build compiled (TranslationsPlugin on the
/// sample: the GTK 3 sample's `po/org.swiftbinding.ProfileSample/de.po`, which both windows share):
/// the `.ui` strings, the view model's messages and the code's own are German; nothing is left in
/// English. Needs the de_DE.UTF-8 locale.
@MainActor
final class ProfileGermanTests: XCTestCase {
    nonisolated func testTheWindowReadsInGerman() throws {
        try GtkTestKit.run(self) { test in
            try Adw.initialize()
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("profile-gtk4-de-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            // A damaged saved profile, so that the info bar shows the view model's message.
            try Data("{ not json".utf8).write(to: URL(fileURLWithPath: directory + "/profile.json"))
            let shown = try GtkTestKit.withLanguage(
                "de", locale: "de_DE.UTF-8", domain: BuildTranslations.domain, catalogs: BuildTranslations.localeDirectory
            ) { () throws -> [String] in
                let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory)))
                let profileWindow = ProfileWindow(viewModel: viewModel, widgets: try ProfileUI.loadStyled())
                let widgets = profileWindow.widgets
                defer { profileWindow.window.destroy() }
                XCTAssertTrue(GtkTestKit.presentAndWait(profileWindow.window))
                viewModel.load()
                XCTAssertTrue(GtkTestKit.pump(until: { widgets.errorBar.isRevealed }), "the info bar shows the problem")
                XCTAssertTrue(GtkTestKit.type("ada@", into: widgets.emailEntry))
                XCTAssertEqual(profileWindow.window.title, "Profil bearbeiten")
                XCTAssertEqual(widgets.emailLabel.label, "_E-Mail")
                XCTAssertEqual(widgets.saveButton.label, "Profil _speichern")
                XCTAssertEqual(widgets.cancelButton.label, "_Abbrechen")
                XCTAssertEqual(widgets.nameEntry.placeholderText, "Erika Mustermann")
                XCTAssertEqual(widgets.avatarButton.label, "(Kein Bild)", "set in code through tr")
                XCTAssertEqual(widgets.avatarButton.tooltipText, "Avatarbild auswählen")
                XCTAssertEqual(widgets.emailError.label, "Verwenden Sie eine Adresse wie name@example.org")
                XCTAssertTrue(widgets.errorLabel.label?.contains("keine gültige Profildatei") ?? false, widgets.errorLabel.label ?? "")
                return GtkTestKit.labelTexts(in: profileWindow.window)
            }
            let english: Set<String> = [
                "Edit Profile", "_Email", "Email", "A_ge", "Age", "_Bio", "Bio", "(None)", "Saving…", "_Cancel", "Cancel",
                "_Save Profile", "Save Profile", "Use an address like name@example.org",
            ]
            XCTAssertEqual(shown.filter(english.contains), [], "English left among \(shown)")
            // Afterwards the process is English again.
            let again = try ProfileUI.loadStyled()
            XCTAssertEqual(again.window.title, "Edit Profile")
            again.window.destroy()
        }
    }
}
