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
}
