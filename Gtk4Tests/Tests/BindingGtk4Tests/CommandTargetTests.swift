import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import XCTest

/// Commands behind GTK 4 buttons and `win.` actions: sensitivity follows `canExecute`, a click or an
/// activation executes, disposing ends both, and a window without an application still gets its
/// action (without accelerators).
@MainActor
final class CommandTargetTests: XCTestCase {
    nonisolated func testAButtonFollowsCanExecuteAndExecutesOnClickUntilDisposed() throws {
        try GtkTestKit.run(self) { _ in
            let window = Window(title: "Command")
            let button = Button()
            button.label = "Go"
            window.child = button
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let enabled = BehaviorRelay(value: false)
            var runs = 0
            let command = Command<Void, Void>(name: "go", enabledIf: enabled) { runs += 1 }
            let binding = command => button.rx.command
            XCTAssertFalse(button.isSensitive, "insensitive while the command cannot execute")
            XCTAssertFalse(GtkTestKit.activate(button))
            enabled.accept(true)
            XCTAssertTrue(button.isSensitive)
            XCTAssertTrue(GtkTestKit.activate(button))
            XCTAssertTrue(GtkTestKit.pump(until: { runs == 1 }), "a click executes the command")
            binding.dispose()
            enabled.accept(false)
            XCTAssertTrue(button.isSensitive, "a disposed binding no longer drives the button")
            XCTAssertTrue(GtkTestKit.activate(button))
            XCTAssertTrue(GtkTestKit.pump(until: { true }))
            XCTAssertEqual(runs, 1, "nor executes the command")
            window.destroy()
        }
    }

    nonisolated func testAWindowActionExecutesTheCommandAndIsRemovedOnDisposal() throws {
        try GtkTestKit.run(self) { _ in
            let application = Application(id: "org.swiftbinding.Gtk4CommandTests", flags: .nonUnique)
            let window = ApplicationWindow(application: application, title: "Actions")
            let enabled = BehaviorRelay(value: true)
            var runs = 0
            let command = Command<Void, Void>(name: "save", enabledIf: enabled) { runs += 1 }
            let binding = command => window.rx.action("save", accelerators: ["<Primary>s"])
            XCTAssertTrue(window.acceleratorOwner === application)
            XCTAssertEqual(application.accelerators(for: "win.save"), ["<Control>s"])
            let action = try XCTUnwrap(window.action(named: "save"))
            XCTAssertTrue(action.isEnabled)
            enabled.accept(false)
            XCTAssertFalse(action.isEnabled, "the action follows canExecute")
            enabled.accept(true)
            action.activate()
            XCTAssertTrue(GtkTestKit.pump(until: { runs == 1 }), "activating the action executes the command")
            binding.dispose()
            XCTAssertNil(window.action(named: "save"), "disposing removes the action")
            XCTAssertEqual(application.accelerators(for: "win.save"), [], "and its accelerators")
            window.destroy()
        }
    }

    nonisolated func testAWindowWithoutApplicationHasNoAcceleratorOwner() throws {
        try GtkTestKit.run(self) { _ in
            let application = Application(id: "org.swiftbinding.Gtk4CommandTestsOrphan", flags: .nonUnique)
            let window = ApplicationWindow(application: application, title: "Orphan")
            gtk_application_remove_window(application.gtkApplicationPointer, window.windowPointer)
            XCTAssertNil(window.acceleratorOwner)
            window.destroy()
            XCTAssertNil(window.acceleratorOwner, "nor has a destroyed one")
        }
    }
}
