// The Testing article (BindingGtkTesting): keys with modifiers, in a window of an application that
// is never run.
import Binding
import BindingGtk
import BindingGtkTesting
import XCTest

final class ShortcutWindowTests: XCTestCase {
    // snippet: testing-keys
    func testCtrlEnterRunsTheEntrysShortcut() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let app = Application(id: "org.example.Notes.Tests", flags: .nonUnique)   // never run
            let window = ApplicationWindow(application: app, title: "Notes")          // starts the app up
            let entry = Entry()
            window.add(entry)
            defer { window.destroy() }
            var sent = 0
            entry.onShortcut(["<Primary>Return"]) { sent += 1; return true }
            XCTAssertTrue(GtkTestKit.showAndWait(window))

            try GtkTestKit.type("Buy milk", into: entry)
            try GtkTestKit.pressKey(Key.Return, modifiers: .controlMask, in: entry)   // Ctrl+Enter

            XCTAssertEqual(sent, 1)
            XCTAssertEqual(entry.text, "Buy milk", "the shortcut took the key: no newline typed")
        }
    }
    // end-snippet
}
