import BindingGtk4
import BindingGtk4Testing
import XCTest

/// A GTK 4 application runs GTK 4's loop, holds its windows and their accelerators, and quits
/// when its last window closes.
@MainActor
final class ApplicationTests: XCTestCase {
    nonisolated func testRunActivatesAndReturnsWhenTheLastWindowCloses() throws {
        try GtkTestKit.run(self) { _ in
            let app = Application(id: "org.example.Gtk4Run", flags: .nonUnique)
            var opened: ApplicationWindow?
            app.onActivate { app in
                let window = ApplicationWindow(application: app, title: "Run")
                opened = window
                window.present()
                Task { @MainActor in window.close() }
            }
            let status = try app.run(arguments: ["test"])
            XCTAssertEqual(status, 0)
            XCTAssertEqual(opened?.isDestroyed, true, "the window was closed, which ended the run")
            XCTAssertTrue(app.windows.isEmpty)
        }
    }

    nonisolated func testWindowsAreListedUntilDestroyed() throws {
        try GtkTestKit.run(self) { _ in
            let app = Application(id: "org.example.Gtk4Windows", flags: .nonUnique)
            let plain = Window(title: "added")
            app.add(plain)
            XCTAssertTrue(app.isRegistered, "adding a window registered the application first")
            let own = ApplicationWindow(application: app, title: "own")
            XCTAssertEqual(Set(app.windows.map(\.title)), ["added", "own"])
            XCTAssertTrue(Window.wrapper(for: own.widgetPointer) === own)
            plain.destroy()
            XCTAssertEqual(app.windows.map(\.title), ["own"])
            own.destroy()
            XCTAssertTrue(app.windows.isEmpty)
        }
    }

    nonisolated func testAcceleratorsAreSetAndABadOneIsRefused() throws {
        try GtkTestKit.run(self) { _ in
            let app = Application(id: "org.example.Gtk4Accels", flags: .nonUnique)
            XCTAssertTrue(app.setAccelerators(["<Control>s"], for: "win.save"))
            XCTAssertEqual(app.accelerators(for: "win.save"), ["<Control>s"])
            XCTAssertFalse(app.setAccelerators(["<Control>s", "<NoSuchModifier>x"], for: "win.other"))
            XCTAssertEqual(app.accelerators(for: "win.other"), [], "nothing is set when one does not parse")
        }
    }
}
