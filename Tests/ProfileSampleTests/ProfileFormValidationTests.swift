import SampleSupport
import BindingGtk
import BindingGtkTesting
import CGtk
import Foundation
import ProfileKit
import ProfileStoreGLib
import XCTest
@testable import ProfileSample

/// The profile form validated through the library: error styles, entry icons, ATK descriptions,
/// the age converted from text, and pending text committed before the window closes.
final class ProfileFormValidationTests: XCTestCase {
    func testProblemsShowAfterEditingWithIconAndAccessibleDescription() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (viewModel, widgets, window) = try Self.openWindow(directory)
            XCTAssertNil(widgets.emailEntry.iconName(at: .secondary), "nothing before the first edit")

            try GtkTestKit.type("ada@example", into: widgets.emailEntry)
            XCTAssertTrue(widgets.emailEntry.hasStyleClass("error"))
            XCTAssertEqual(widgets.emailEntry.iconName(at: .secondary), "dialog-warning-symbolic")
            XCTAssertEqual(widgets.emailEntry.iconTooltipText(at: .secondary), "Use an address like name@example.org")
            let accessible = try XCTUnwrap(gtk_widget_get_accessible(widgets.emailEntry.widgetPointer))
            XCTAssertEqual(String(cString: atk_object_get_description(accessible)), "Use an address like name@example.org")
            XCTAssertEqual(widgets.emailError.text, "Use an address like name@example.org")
            try GtkTestKit.type(".org", into: widgets.emailEntry)
            XCTAssertNil(widgets.emailEntry.iconName(at: .secondary))
            XCTAssertNil(widgets.emailEntry.accessibleDescription)

            try GtkTestKit.type(String(repeating: "word ", count: 60), into: widgets.bioView)
            XCTAssertEqual(viewModel.bioField.currentState.messages, ["Keep it to 280 characters (19 too many)"])
            XCTAssertTrue(widgets.bioFrame.hasStyleClass("error"))
            XCTAssertEqual(widgets.bioView.accessibleDescription, "Keep it to 280 characters (19 too many)")
            XCTAssertFalse(widgets.saveButton.isEnabled)
            withExtendedLifetime(window) {}
            widgets.window.destroy()
        }
    }

    func testLeavingAnEmptyNameShowsItsProblem() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (_, widgets, window) = try Self.openWindow(directory)
            widgets.nameEntry.grabFocus()
            widgets.emailEntry.grabFocus()
            XCTAssertEqual(widgets.nameError.text, "Enter your name")
            XCTAssertEqual(widgets.nameEntry.accessibleDescription, "Enter your name")
            withExtendedLifetime(window) {}
            widgets.window.destroy()
        }
    }

    func testAgeIsConvertedOnFocusLossAndTextThatIsNoNumberIsAProblem() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (viewModel, widgets, window) = try Self.openWindow(directory)
            try GtkTestKit.type("Ada", into: widgets.nameEntry)
            try GtkTestKit.type("ada@example.org", into: widgets.emailEntry)
            try GtkTestKit.type("First programmer", into: widgets.bioView)
            XCTAssertTrue(widgets.saveButton.isEnabled)

            try GtkTestKit.type("3б", into: widgets.ageEntry)
            XCTAssertNil(viewModel.age, "not written before the field is left")
            widgets.nameEntry.grabFocus()
            XCTAssertNil(viewModel.age, "text that is no number never reaches the model")
            XCTAssertEqual(widgets.ageError.text, "“3б” is not a whole number")
            XCTAssertEqual(widgets.ageEntry.accessibleDescription, "“3б” is not a whole number")
            XCTAssertEqual(widgets.ageEntry.text, "3б", "the typed text stays")
            XCTAssertFalse(widgets.saveButton.isEnabled)

            try GtkTestKit.pressBackspace(1, in: widgets.ageEntry)
            try GtkTestKit.type("6", into: widgets.ageEntry)
            try GtkTestKit.pressEnter(in: widgets.ageEntry)
            XCTAssertEqual(viewModel.age, 36)
            XCTAssertEqual(widgets.ageError.text, "")
            XCTAssertTrue(widgets.saveButton.isEnabled)
            try GtkTestKit.pressBackspace(2, in: widgets.ageEntry)
            widgets.nameEntry.grabFocus()
            XCTAssertNil(viewModel.age, "an emptied age is no age")
            withExtendedLifetime(window) {}
            widgets.window.destroy()
        }
    }

    func testTypedAgeIsNotLostWhenTheWindowCloses() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (viewModel, widgets, window) = try Self.openWindow(directory)
            try GtkTestKit.type("42", into: widgets.ageEntry)
            XCTAssertNil(viewModel.age)
            widgets.window.requestClose()
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.window.isDestroyed }))
            XCTAssertEqual(viewModel.age, 42)
            withExtendedLifetime(window) {}
        }
    }

    func testScreenshotOfAFieldInError() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (_, widgets, window) = try Self.openWindow(directory)
            try GtkTestKit.type("ada@", into: widgets.emailEntry)
            let path = NSTemporaryDirectory() + "/profile-field-error.png"
            try widgets.window.saveScreenshot(to: path)
            XCTAssertTrue(try BuiltExecutable.isPNG(atPath: path))
            withExtendedLifetime(window) {}
            widgets.window.destroy()
        }
    }

    @MainActor
    private static func openWindow(_ directory: TemporaryDirectory) throws -> (ProfileViewModel, ProfileUI, ProfileWindow) {
        let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory.path)))
        let widgets = try ProfileUI.loadStyled()
        let window = ProfileWindow(viewModel: viewModel, widgets: widgets)
        XCTAssertTrue(GtkTestKit.showAndWait(widgets.window))
        return (viewModel, widgets, window)
    }
}
