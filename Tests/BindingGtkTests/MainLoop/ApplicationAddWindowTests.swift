@testable import BindingGtk
import BindingGtkTesting
import Foundation
import XCTest

/// GTK accepts an application's windows only after its start-up (`gtk_application_add_window`
/// logs a critical on an unregistered application); adding a window registers the application
/// first, so a test or an app that adds windows before `run` needs no `register()` call.
final class ApplicationAddWindowTests: XCTestCase {
    /// An application id of its own per test and process: registered applications outlive the test.
    @MainActor
    private static func makeApplication(_ name: String) -> Application {
        Application(id: "org.example.BindingGtkTests.AddWindow.\(name).p\(getpid())", flags: .nonUnique)
    }

    func testAddingAWindowToAnUnregisteredApplicationRegistersItFirst() throws {
        try onGtk {
            let app = Self.makeApplication("Add")
            XCTAssertFalse(app.isRegistered)
            let window = Window(title: "Added")
            defer { window.destroy() }

            let logged = GtkTestKit.recordingLogMessages { app.add(window) }

            XCTAssertEqual(logged, [], "no critical: the application started up before the window joined")
            XCTAssertTrue(app.isRegistered)
            XCTAssertEqual(app.windows.map(\.title), ["Added"])
        }
    }

    func testAnApplicationWindowOfAnUnregisteredApplicationRegistersIt() throws {
        try onGtk {
            let app = Self.makeApplication("ApplicationWindow")
            var window: ApplicationWindow?
            defer { window?.destroy() }

            let logged = GtkTestKit.recordingLogMessages {
                window = ApplicationWindow(application: app, title: "Main")
            }

            XCTAssertEqual(logged, [])
            XCTAssertTrue(app.isRegistered)
            XCTAssertTrue(window?.application === app)
            XCTAssertEqual(app.windows.map(\.title), ["Main"])
        }
    }

    func testAddingToARegisteredApplicationDoesNotRegisterAgain() throws {
        try onGtk {
            let app = Self.makeApplication("Registered")
            var startups = 0
            app.onStartup { _ in startups += 1 }
            try app.register()
            let first = Window(title: "First")
            let second = Window(title: "Second")
            defer {
                first.destroy()
                second.destroy()
            }

            app.add(first)
            app.add(second)

            XCTAssertEqual(startups, 1, "the application started up once")
            XCTAssertEqual(Set(app.windows.map(\.title)), ["First", "Second"])
        }
    }

    func testADestroyedWindowLeavesTheApplication() throws {
        try onGtk {
            let app = Self.makeApplication("Destroyed")
            let window = Window(title: "Short-lived")
            app.add(window)
            XCTAssertEqual(app.windows.count, 1)

            window.destroy()

            XCTAssertEqual(app.windows.count, 0)
            XCTAssertTrue(app.isRegistered, "the application stays registered without windows")
        }
    }
}
