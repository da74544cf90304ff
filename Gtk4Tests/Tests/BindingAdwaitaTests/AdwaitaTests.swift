import BindingAdwaita
import BindingGtk4
import BindingGtk4Testing
import CAdwaita
import XCTest

/// libadwaita starts on GTK 4 under Xvfb, and its window is a `Window` like any other.
@MainActor
final class AdwaitaTests: XCTestCase {
    nonisolated func testInitializeAndAnAdwaitaWindowEndsItsBindings() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            XCTAssertTrue(Adw.isInitialized)
            XCTAssertTrue(Adw.version.hasPrefix("1."), Adw.version)
            let window = Window.wrapper(for: adw_window_new()) as? Window
            let adwWindow = try XCTUnwrap(window, "an AdwWindow is wrapped as a Window")
            XCTAssertEqual(adwWindow.typeName, "AdwWindow")
            var ended = false
            adwWindow.onDestroy { ended = true }
            XCTAssertTrue(GtkTestKit.presentAndWait(adwWindow))
            adwWindow.destroy()
            XCTAssertTrue(ended)
        }
    }

    nonisolated func testAnAdwaitaApplicationRunsItsWindow() throws {
        try GtkTestKit.run(self) { _ in
            let app = AdwaitaApplication(id: "org.example.AdwaitaRun", flags: .nonUnique)
            var mapped = false
            app.onActivate { app in
                let window = ApplicationWindow(adw_application_window_new(app.gtkApplicationPointer))
                XCTAssertEqual(window.typeName, "AdwApplicationWindow")
                _ = window.connect("map") { [weak window] in
                    mapped = true
                    Task { @MainActor in window?.close() }
                }
                window.present()
            }
            XCTAssertEqual(try app.run(arguments: ["test"]), 0)
            XCTAssertTrue(mapped, "the libadwaita window was shown before it closed")
            XCTAssertTrue(Object.wrapper(for: app.objectPointer) === app)
        }
    }
}
