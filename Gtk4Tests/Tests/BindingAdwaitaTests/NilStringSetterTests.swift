import Binding
import BindingAdwaita
import BindingGtk4Testing
import XCTest

/// libadwaita 1.2 string properties whose setter logs a critical for `NULL` (no `nullable` in
/// `Adw-1.gir`): the generated setters write `""` for `nil`, through the typed property and `rx`,
/// so clearing them never logs a critical (fatal in this suite). Those the manifest lists under
/// `setters-accepting-null` (a row's subtitle, a window title's) still pass `NULL` on.
@MainActor
final class NilStringSetterTests: XCTestCase {
    nonisolated func testTheAboutWindowsStringsTakeNil() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let about = AboutWindow()
            defer { about.destroy() }
            about.applicationName = "Profile"
            about.version = "1.0"
            about.applicationName = nil
            about.applicationIcon = nil
            about.comments = nil
            about.copyright = nil
            about.debugInfo = nil
            about.debugInfoFilename = nil
            about.developerName = nil
            about.issueUrl = nil
            about.license = nil
            about.releaseNotes = nil
            about.releaseNotesVersion = nil
            about.supportUrl = nil
            about.translatorCredits = nil
            about.version = nil
            about.website = nil
            XCTAssertEqual(about.applicationName, "")
            XCTAssertEqual(about.version, "")
            let version = BehaviorRelay<String?>(value: "2.0")
            let binding = version => about.rx.version
            defer { binding.dispose() }
            XCTAssertEqual(about.version, "2.0")
            version.accept(nil)
            XCTAssertEqual(about.version, "", "a bound nil is empty text too")
        }
    }

    nonisolated func testDialogButtonAndToastStringsTakeNil() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let dialog = AdwaitaMessageDialog()
            defer { dialog.destroy() }
            dialog.body = "Saved"
            dialog.body = nil
            XCTAssertEqual(dialog.body, "")
            dialog.rx.body.onNext(nil)
            dialog.closeResponse = nil
            XCTAssertEqual(dialog.closeResponse, "")

            let content = ButtonContent()
            content.label = nil
            content.iconName = nil
            XCTAssertEqual(content.label, "")
            let split = SplitButton()
            split.label = nil
            split.iconName = nil
            split.dropdownTooltip = nil
            XCTAssertEqual(split.dropdownTooltip, "")
            let toast = Toast()
            toast.title = "Saved"
            toast.title = nil
            XCTAssertEqual(toast.title, "")
        }
    }

    nonisolated func testNilStillPassesNullWhereLibadwaitaTakesIt() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let row = ActionRow()
            row.subtitle = "Details"
            row.subtitle = nil
            let title = WindowTitle()
            title.title = nil
            title.subtitle = nil
            XCTAssertEqual(title.title, "", "libadwaita stores NULL as empty text itself")
            XCTAssertNotEqual(row.subtitle, "Details")
        }
    }
}
