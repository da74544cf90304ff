import Binding
import BindingGtk
import BindingGtkTesting
import XCTest

final class ToolkitSettingsTests: XCTestCase {
    func testDefaultSettingsAreOneObjectAndPreferDarkThemeRoundTrips() throws {
        try onGtk {
            let settings = try XCTUnwrap(ToolkitSettings.default)
            XCTAssertTrue(settings === ToolkitSettings.default, "one wrapper for the process")
            XCTAssertEqual(settings.object.typeName, "GtkSettings")
            defer { settings.prefersDarkTheme = false }
            settings.prefersDarkTheme = true
            XCTAssertTrue(settings.object.property("gtk-application-prefer-dark-theme", as: Bool.self))
            settings.prefersDarkTheme = false
            XCTAssertFalse(settings.prefersDarkTheme)
        }
    }

    func testBinderAppliesDriverValuesIncludingFromABackgroundThread() throws {
        try onGtk {
            let settings = try XCTUnwrap(ToolkitSettings.default)
            defer { settings.prefersDarkTheme = false }
            let prefersDark = BehaviorRelay(value: true)
            let binding = prefersDark.asDriver() => settings.rx.prefersDarkTheme
            defer { binding.dispose() }
            XCTAssertTrue(settings.prefersDarkTheme, "the current value at once")
            DispatchQueue.global().async { prefersDark.accept(false) }
            XCTAssertTrue(GtkTestKit.pump(until: { !settings.prefersDarkTheme }), "applied on the main thread")
        }
    }
}
