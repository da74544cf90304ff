@testable import BindingGtk
import BindingGtkTesting
import CGtk
import Dispatch
import XCTest

final class ApplicationTests: XCTestCase {
    func testRunActivatesWithMainQueueWorkingAndQuits() throws {
        try onGtk {
            let app = Application(id: "org.example.BindingGtkTests", flags: .nonUnique)
            XCTAssertEqual(app.applicationID, "org.example.BindingGtkTests")
            var activations = 0
            var windowTitles: [String?] = []
            app.onActivate { app in
                activations += 1
                let window = Window(title: "Main")
                app.add(window)
                window.showAll()
                DispatchQueue.main.async {
                    windowTitles = app.windows.map(\.title)
                    window.destroy()
                }
            }
            let status = try app.run(arguments: ["binding-gtk-tests"])
            XCTAssertEqual(status, 0)
            XCTAssertEqual(activations, 1)
            XCTAssertEqual(windowTitles, ["Main"], "the application quit when its last window closed")
        }
    }

    func testCommandLineArgumentsReachTheHandler() throws {
        try onGtk {
            let app = Application(id: "org.example.BindingGtkTests.CommandLine", flags: [.nonUnique, .handlesCommandLine])
            var received: [String] = []
            app.onCommandLine { _, arguments in
                received = arguments
                return 3
            }
            let status = try app.run(arguments: ["tool", "--verbose", "file.txt"])
            XCTAssertEqual(status, 3)
            XCTAssertEqual(received, ["tool", "--verbose", "file.txt"])
        }
    }

    func testQuitEndsRun() throws {
        try onGtk {
            let app = Application(id: "org.example.BindingGtkTests.Quit", flags: .nonUnique)
            var activated = false
            app.onActivate { app in
                activated = true
                app.hold()
                // From inside the running loop.
                DispatchQueue.main.async { app.quit() }
            }
            XCTAssertEqual(try app.run(arguments: ["binding-gtk-tests"]), 0)
            XCTAssertTrue(activated)
        }
    }
}
