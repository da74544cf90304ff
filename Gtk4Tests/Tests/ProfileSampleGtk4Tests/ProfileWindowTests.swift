import BindingAdwaita
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import Foundation
import ProfileKit
import ProfileStoreGLib
import XCTest
@testable import ProfileSampleGtk4

/// End to end on GTK 4, the scenarios of the GTK 3 sample's window tests: the real GTK 4
/// `profile.ui` from the embedded bundle, real GTK signals and main loop, the real file store and
/// the unchanged view model. Run by `Scripts/run-gtk4-tests.sh` (Xvfb, G_DEBUG=fatal-criticals).
@MainActor
final class ProfileWindowTests: XCTestCase {
    /// A new window over `directory`, bound to a new view model, presented and drawn.
    private func makeWindow(in directory: String) throws -> ProfileWindow {
        let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory)))
        let profileWindow = ProfileWindow(viewModel: viewModel, widgets: try ProfileUI.loadStyled())
        XCTAssertTrue(GtkTestKit.presentAndWait(profileWindow.window))
        return profileWindow
    }

    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("profile-gtk4-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    nonisolated func testFillingEnablesSaveAndSavingWritesTheFileAndCloses() throws {
        try GtkTestKit.run(self) { test in
            // As the app does before its first window: the .ui names libadwaita classes, whose wrappers
            // libadwaita's initialisation registers.
            try Adw.initialize()
            let directory = try test.temporaryDirectory()
            let profileWindow = try test.makeWindow(in: directory)
            let widgets = profileWindow.widgets
            let viewModel = profileWindow.viewModel
            XCTAssertFalse(widgets.saveButton.isSensitive, "nothing typed yet")

            XCTAssertTrue(GtkTestKit.type("Ada", into: widgets.nameEntry))
            XCTAssertTrue(GtkTestKit.type("ada@", into: widgets.emailEntry))
            XCTAssertEqual(viewModel.email, "ada@")
            XCTAssertTrue(widgets.emailEntry.hasCSSClass("error"), "the problem shows on the field")
            XCTAssertFalse(widgets.emailError.label?.isEmpty ?? true, "and under it")
            XCTAssertEqual(widgets.emailEntry.secondaryIconName, "dialog-warning-symbolic")
            XCTAssertTrue(GtkTestKit.type("ada@example.org", into: widgets.emailEntry))
            XCTAssertFalse(widgets.emailEntry.hasCSSClass("error"))
            XCTAssertEqual(widgets.emailError.label, "")
            XCTAssertNil(widgets.emailEntry.secondaryIconName, "the icon is withdrawn")
            XCTAssertFalse(widgets.saveButton.isSensitive, "the bio is still empty")
            widgets.bioBuffer.text = "First programmer"
            XCTAssertEqual(viewModel.bio, "First programmer")
            XCTAssertTrue(GtkTestKit.type("36", into: widgets.ageEntry))
            XCTAssertNil(viewModel.age, "the age is written when the field is left or on Enter, as on GTK 3")
            XCTAssertTrue(GtkTestKit.pressEnter(in: widgets.ageEntry))
            XCTAssertEqual(viewModel.age, 36)
            XCTAssertTrue(widgets.saveButton.isSensitive)
            XCTAssertTrue(GtkTestKit.type("", into: widgets.nameEntry))
            XCTAssertFalse(widgets.saveButton.isSensitive, "an empty name disables Save")
            XCTAssertTrue(widgets.nameEntry.hasCSSClass("error"))
            XCTAssertTrue(GtkTestKit.type("Ada Lovelace", into: widgets.nameEntry))
            XCTAssertTrue(widgets.saveButton.isSensitive)

            XCTAssertTrue(GtkTestKit.activate(widgets.saveButton))
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.window.isDestroyed }), "the window closes after saving")
            let saved = try ProfileStore(directory: directory).load()
            XCTAssertEqual(saved, Profile(name: "Ada Lovelace", email: "ada@example.org", bio: "First programmer", age: 36))
        }
    }

    nonisolated func testASavedProfileIsReadBackIntoTheForm() throws {
        try GtkTestKit.run(self) { test in
            // As the app does before its first window: the .ui names libadwaita classes, whose wrappers
            // libadwaita's initialisation registers.
            try Adw.initialize()
            let directory = try test.temporaryDirectory()
            try ProfileStore(directory: directory).save(Profile(name: "Grace Hopper", email: "grace@example.org", bio: "Compilers", age: 85))
            let profileWindow = try test.makeWindow(in: directory)
            let widgets = profileWindow.widgets
            profileWindow.viewModel.load()
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.nameEntry.text == "Grace Hopper" }), "the saved name is shown")
            XCTAssertEqual(widgets.emailEntry.text, "grace@example.org")
            XCTAssertEqual(widgets.bioBuffer.text, "Compilers")
            XCTAssertEqual(widgets.ageEntry.text, "85")
            XCTAssertTrue(widgets.saveButton.isSensitive, "a saved profile is valid")
            widgets.window.destroy()
        }
    }

    nonisolated func testACorruptFileIsKeptAsideAndShownInTheInfoBar() throws {
        try GtkTestKit.run(self) { test in
            // As the app does before its first window: the .ui names libadwaita classes, whose wrappers
            // libadwaita's initialisation registers.
            try Adw.initialize()
            let directory = try test.temporaryDirectory()
            try Data("{ not json".utf8).write(to: URL(fileURLWithPath: directory + "/profile.json"))
            let profileWindow = try test.makeWindow(in: directory)
            let widgets = profileWindow.widgets
            profileWindow.viewModel.load()
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.errorBar.isRevealed }), "the info bar shows the problem")
            let message = widgets.errorLabel.label ?? ""
            XCTAssertTrue(message.contains("profile.json.corrupt-"), message)
            let entries = try FileManager.default.contentsOfDirectory(atPath: directory)
            XCTAssertTrue(entries.contains { $0.hasPrefix("profile.json.corrupt-") }, "the damaged file is kept: \(entries)")
            XCTAssertFalse(entries.contains("profile.json"), "and moved aside, not overwritten")
            gtk_info_bar_response(OpaquePointer(widgets.errorBar.widgetPointer), Int32(GTK_RESPONSE_CLOSE.rawValue))
            XCTAssertFalse(widgets.errorBar.isRevealed, "closing the bar clears the error")
            XCTAssertEqual(profileWindow.viewModel.errorMessage, "")
            widgets.window.destroy()
        }
    }

    nonisolated func testAgeIsConvertedOnFocusLossAndTextThatIsNoNumberIsAProblem() throws {
        try GtkTestKit.run(self) { test in
            try Adw.initialize()
            let profileWindow = try test.makeWindow(in: try test.temporaryDirectory())
            let widgets = profileWindow.widgets
            let viewModel = profileWindow.viewModel
            defer { widgets.window.destroy() }
            XCTAssertTrue(GtkTestKit.type("Ada", into: widgets.nameEntry))
            XCTAssertTrue(GtkTestKit.type("ada@example.org", into: widgets.emailEntry))
            widgets.bioBuffer.text = "First programmer"
            XCTAssertTrue(widgets.saveButton.isSensitive)

            XCTAssertNotEqual(gtk_widget_grab_focus(widgets.ageEntry.widgetPointer), 0)
            XCTAssertTrue(GtkTestKit.type("3б", into: widgets.ageEntry))
            XCTAssertNil(viewModel.age, "not written before the field is left")
            XCTAssertNotEqual(gtk_widget_grab_focus(widgets.nameEntry.widgetPointer), 0)
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.ageError.label == "“3б” is not a whole number" }),
                          "leaving the field shows why the text is no age")
            XCTAssertNil(viewModel.age, "text that is no number never reaches the model")
            XCTAssertEqual(widgets.ageEntry.text, "3б", "the typed text stays")
            XCTAssertTrue(widgets.ageEntry.hasCSSClass("error"))
            XCTAssertFalse(widgets.saveButton.isSensitive)

            XCTAssertTrue(GtkTestKit.type("36", into: widgets.ageEntry))
            XCTAssertTrue(GtkTestKit.pressEnter(in: widgets.ageEntry))
            XCTAssertEqual(viewModel.age, 36)
            XCTAssertEqual(widgets.ageError.label, "")
            XCTAssertTrue(widgets.saveButton.isSensitive)
            XCTAssertTrue(GtkTestKit.type("", into: widgets.ageEntry))
            XCTAssertTrue(GtkTestKit.pressEnter(in: widgets.ageEntry))
            XCTAssertNil(viewModel.age, "an emptied age is no age")
            viewModel.age = 40
            XCTAssertEqual(widgets.ageEntry.text, "40", "a value from the model is shown")
        }
    }

    nonisolated func testATypedAgeIsNotLostWhenTheWindowCloses() throws {
        try GtkTestKit.run(self) { test in
            try Adw.initialize()
            let profileWindow = try test.makeWindow(in: try test.temporaryDirectory())
            let widgets = profileWindow.widgets
            XCTAssertTrue(GtkTestKit.type("52", into: widgets.ageEntry))
            XCTAssertNil(profileWindow.viewModel.age)
            profileWindow.window.close()
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.window.isDestroyed }))
            XCTAssertEqual(profileWindow.viewModel.age, 52, "written as the window closed")
        }
    }

    nonisolated func testClosingTheWindowEndsItsBindings() throws {
        try GtkTestKit.run(self) { test in
            // As the app does before its first window: the .ui names libadwaita classes, whose wrappers
            // libadwaita's initialisation registers.
            try Adw.initialize()
            let profileWindow = try test.makeWindow(in: try test.temporaryDirectory())
            let widgets = profileWindow.widgets
            profileWindow.window.close()
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.window.isDestroyed }))
            profileWindow.viewModel.name = "after"
            XCTAssertNotEqual(widgets.nameEntry.text, "after", "a destroyed window's entry no longer follows the model")
        }
    }
}
