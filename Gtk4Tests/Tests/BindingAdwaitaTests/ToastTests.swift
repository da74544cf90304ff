import Binding
import BindingAdwaita
import BindingGtk4Testing
import CAdwaita
import XCTest

/// A view model's messages become toasts on an overlay or a preferences window.
@MainActor
final class ToastTests: XCTestCase {
    nonisolated func testMessagesFromASignalBecomeToastsAsPlainText() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let window = AdwaitaWindow()
            let overlay = ToastOverlay()
            overlay.child = Label()
            window.content = overlay
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let messages = PublishRelay<String>()
            let binding = messages.asSignal() => overlay.rx.toasts
            defer { binding.dispose() }
            messages.accept("Saved <profile> & settings")
            XCTAssertTrue(
                GtkTestKit.pump(until: { GtkTestKit.labelTexts(in: overlay).contains("Saved <profile> & settings") }),
                "the message is shown as written (escaped from libadwaita's markup)")
            window.destroy()
            messages.accept("after the window")   // dropped: the overlay is gone
            XCTAssertTrue(overlay.isDestroyed)
        }
    }

    nonisolated func testAPreferencesWindowShowsToastsItself() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let window = PreferencesWindow()
            window.add(PreferencesPage())
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let messages = PublishRelay<String>()
            let binding = messages.asSignal() => window.rx.toasts
            defer { binding.dispose() }
            messages.accept("Cache cleared")
            XCTAssertTrue(GtkTestKit.pump(until: { GtkTestKit.labelTexts(in: window).contains("Cache cleared") }))
            window.destroy()
        }
    }
}
