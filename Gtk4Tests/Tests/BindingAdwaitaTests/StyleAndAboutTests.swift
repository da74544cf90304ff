import Binding
import BindingAdwaita
import BindingGtk4Testing
import CAdwaita
import XCTest

/// Dark mode two-way with the style manager, and the about window from the app's metainfo.
@MainActor
final class StyleAndAboutTests: XCTestCase {
    nonisolated func testDarkModeIsTwoWayWithTheStyleManager() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let manager = StyleManager.default
            let darkMode = BehaviorRelay(value: true)
            let binding = darkMode <=> manager.rx.isDarkModeForced
            defer {
                binding.dispose()
                manager.colorScheme = .default
            }
            XCTAssertEqual(manager.colorScheme, .forceDark, "the view model's setting reaches libadwaita")
            darkMode.accept(false)
            XCTAssertEqual(manager.colorScheme, .default, "off follows the system again")
            adw_style_manager_set_color_scheme(OpaquePointer(manager.objectPointer), ADW_COLOR_SCHEME_FORCE_DARK)
            XCTAssertTrue(darkMode.value, "a change made elsewhere reaches the view model")
            adw_style_manager_set_color_scheme(OpaquePointer(manager.objectPointer), ADW_COLOR_SCHEME_PREFER_DARK)
            XCTAssertFalse(darkMode.value, "a scheme that is not forced dark reads as off")
        }
    }

    nonisolated func testTheAboutWindowShowsTheMetainfo() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let metainfo = AppMetainfo(
                id: "org.example.Notes", name: "Notes", summary: "Write things down", developerName: "Ada",
                projectLicense: "MIT", homepage: "https://example.org", version: "1.2"
            )
            let about = AboutWindow(metainfo: metainfo, parent: nil)
            let window = OpaquePointer(about.widgetPointer)
            XCTAssertEqual(String(cString: adw_about_window_get_application_name(window)), "Notes")
            XCTAssertEqual(String(cString: adw_about_window_get_version(window)), "1.2")
            XCTAssertEqual(String(cString: adw_about_window_get_developer_name(window)), "Ada")
            XCTAssertEqual(String(cString: adw_about_window_get_application_icon(window)), "org.example.Notes")
            XCTAssertEqual(adw_about_window_get_license_type(window), GTK_LICENSE_MIT_X11, "a licence GTK knows by name")
            about.destroy()

            var custom = metainfo
            custom.projectLicense = "LicenseRef-Example"
            let other = AboutWindow(metainfo: custom, parent: nil)
            XCTAssertEqual(other.license, "LicenseRef-Example", "another licence is shown as written")
            other.destroy()
        }
    }

    nonisolated func testShowReturnsWhenTheAboutWindowIsClosed() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            var closed = false
            Task {
                await AboutWindow.show(metainfo: AppMetainfo(id: "org.example.Notes", name: "Notes"), parent: nil)
                closed = true
            }
            XCTAssertTrue(GtkTestKit.pump(until: { !GtkTestKit.toplevels(of: AboutWindow.self).isEmpty }))
            let about = try XCTUnwrap(GtkTestKit.toplevels(of: AboutWindow.self).first)
            XCTAssertFalse(closed)
            about.close()
            XCTAssertTrue(GtkTestKit.pump(until: { closed }), "closing the window ends the wait")
        }
    }
}
