import Binding
import BindingGLib
import Dispatch
import XCTest

/// A GIO application with no toolkit: start-up, activation, the command line,
/// and main-queue work inside `g_application_run`.
final class ApplicationWithoutGtkTests: XCTestCase {
    func testRunStartsUpActivatesAndRunsMainQueueWorkUntilReleased() throws {
        try onMainLoop {
            let app = GioApplication(id: "org.example.BindingGLibTests.Run", flags: .nonUnique)
            var events: [String] = []
            app.onStartup { _ in events.append("startup") }
            app.onActivate { app in
                events.append("activate")
                app.hold()
                DispatchQueue.main.async {
                    events.append("main queue")
                    app.release()
                }
            }
            XCTAssertEqual(try app.run(arguments: ["glib-tests"]), 0)
            XCTAssertEqual(events, ["startup", "activate", "main queue"], "run returned once the hold was released")
            XCTAssertEqual(app.applicationID, "org.example.BindingGLibTests.Run")
        }
    }

    func testTheCommandLineHandlerGetsTheArgumentsAndGivesTheStatus() throws {
        try onMainLoop {
            let app = GioApplication(id: "org.example.BindingGLibTests.CommandLine", flags: [.nonUnique, .handlesCommandLine])
            var received: [String] = []
            var activated = false
            app.onActivate { _ in activated = true }
            app.onCommandLine { app, arguments in
                received = arguments
                app.activate()
                return 3
            }
            XCTAssertEqual(try app.run(arguments: ["tool", "--verbose", "file.txt"]), 3)
            XCTAssertEqual(received, ["tool", "--verbose", "file.txt"])
            XCTAssertTrue(activated)
        }
    }

    func testRegisteringANonUniqueApplicationMakesItPrimaryAndItsActionsReachable() throws {
        try onMainLoop {
            let app = GioApplication(id: "org.example.BindingGLibTests.Register", flags: .nonUnique)
            XCTAssertFalse(app.isRemote, "not registered yet")
            try app.register()
            XCTAssertFalse(app.isRemote, "a non-unique application is its own primary instance")
            XCTAssertEqual(app.actionPrefix, "app")
            XCTAssertTrue(app.acceleratorOwner === app)
            let quit = SimpleAction(name: "quit")
            app.add(quit)
            XCTAssertTrue(app.action(named: "quit") === quit)
            app.removeAction(named: "quit")
            XCTAssertNil(app.action(named: "quit"))
        }
    }

    func testNoToolkitMeansNothingToPrepareAndTheErrorsSayWhatHappened() throws {
        try onMainLoop {
            let app = GioApplication(id: nil)
            XCTAssertNoThrow(try app.prepareToolkit())
            XCTAssertEqual(
                ApplicationError.noDisplay(.noDisplay(display: nil)).description,
                DisplayError.noDisplay(display: nil).description)
            XCTAssertTrue(ApplicationError.registrationFailed("no bus").description.contains("no bus"))
        }
    }
}
