import Binding
import BindingGtk
import BindingGtkTesting
@testable import Examples
import XCTest

/// The Testing article's GTK example: the quick start's window driven as a user would.
final class LoginWindowTests: XCTestCase {
    // snippet: testing-gtk
    func testLoginIsEnabledOnceANameIsTyped() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()                      // fails, naming xvfb-run, without a display
            let login = LoginWindow()
            let box = Box(orientation: .vertical)
            box.add(login.nameEntry)
            box.add(login.loginButton)
            login.window.add(box)
            login.bind()
            defer { login.window.destroy() }
            XCTAssertTrue(GtkTestKit.showAndWait(login.window))
            XCTAssertFalse(login.loginButton.isEnabled)

            try GtkTestKit.type("ada", into: login.nameEntry)   // key presses, as a user types

            XCTAssertEqual(login.viewModel.username, "ada")
            XCTAssertTrue(GtkTestKit.pump(until: { login.loginButton.isEnabled }))
        }
    }
    // end-snippet
}
