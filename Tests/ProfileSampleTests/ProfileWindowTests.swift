import SampleSupport
import BindingGtk
import BindingGtkTesting
import Foundation
import ProfileKit
import ProfileStoreGLib
import XCTest
@testable import ProfileSample

/// End to end: the real `profile.ui`, real GTK signals and main loop, the
/// real file store; typing goes through key events (the test kit). Run under `G_DEBUG=fatal-criticals xvfb-run -a swift test`.
final class ProfileWindowTests: XCTestCase {
    func testTypingEnablesSaveAndSavingWritesFileAndCloses() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory.path)))
            let widgets = try ProfileUI.loadStyled()
            let profileWindow = ProfileWindow(viewModel: viewModel, widgets: widgets)
            XCTAssertTrue(GtkTestKit.showAndWait(widgets.window))
            XCTAssertTrue(GtkTestKit.find(labelled: "Name", in: widgets.window) === widgets.nameEntry)
            XCTAssertTrue(GtkTestKit.find(labelled: "Bio", in: widgets.window) === widgets.bioView)
            XCTAssertFalse(widgets.saveButton.isEnabled)

            try GtkTestKit.type("Ada", into: widgets.nameEntry)
            try GtkTestKit.type("ada@", into: widgets.emailEntry)
            XCTAssertEqual(viewModel.email, "ada@")
            XCTAssertTrue(widgets.emailEntry.hasStyleClass("error"))
            XCTAssertFalse(widgets.emailError.text.isEmpty)
            try GtkTestKit.type("example.org", into: widgets.emailEntry)
            XCTAssertFalse(widgets.emailEntry.hasStyleClass("error"))
            XCTAssertEqual(widgets.emailError.text, "")
            XCTAssertFalse(widgets.saveButton.isEnabled)
            try GtkTestKit.type("First programmer", into: widgets.bioView)
            XCTAssertTrue(widgets.saveButton.isEnabled)
            try GtkTestKit.pressBackspace(3, in: widgets.nameEntry)
            XCTAssertEqual(viewModel.name, "")
            XCTAssertFalse(widgets.saveButton.isEnabled)
            XCTAssertTrue(widgets.nameEntry.hasStyleClass("error"))
            try GtkTestKit.type("Ada Lovelace", into: widgets.nameEntry)
            XCTAssertTrue(widgets.saveButton.isEnabled)

            GtkTestKit.click(widgets.saveButton)
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.window.isDestroyed }), "window closes after saving")
            let saved = try ProfileStore(directory: directory.path).load()
            XCTAssertEqual(saved, Profile(name: "Ada Lovelace", email: "ada@example.org", bio: "First programmer"))
            withExtendedLifetime(profileWindow) {}
        }
    }

    func testCorruptFileOnDiskIsShownInTheInfoBar() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            try Data("{ not json".utf8).write(to: URL(fileURLWithPath: directory.path + "/profile.json"))
            let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory.path)))
            let widgets = try ProfileUI.loadStyled()
            let profileWindow = ProfileWindow(viewModel: viewModel, widgets: widgets)
            XCTAssertTrue(GtkTestKit.showAndWait(widgets.window))
            viewModel.load()
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.errorBar.isRevealed }))
            XCTAssertTrue(widgets.errorLabel.text.contains("profile.json.corrupt-"), widgets.errorLabel.text)
            XCTAssertTrue(directory.entries().contains { $0.hasPrefix("profile.json.corrupt-") })
            widgets.errorBar.respond(.close)
            XCTAssertFalse(widgets.errorBar.isRevealed)
            widgets.window.destroy()
            withExtendedLifetime(profileWindow) {}
        }
    }
}
