import BindingGtk
import BindingGtkTesting
@testable import Tasks
import XCTest

/// The window driven as a user would: keys typed into the entry, Ctrl+Enter, the rows that appear.
/// Headless: `xvfb-run -a swift test` gives GTK a display.
final class TasksWindowTests: XCTestCase {
    func testCtrlEnterAddsTheTypedTaskToTheList() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()   // fails with a message naming xvfb-run when there is no display
            let app = Application(id: "org.example.Tasks.Tests", flags: .nonUnique)
            let tasks = try TasksWindow(application: app, viewModel: TasksViewModel())   // adding the window starts the app up
            defer { tasks.window.destroy() }
            XCTAssertTrue(GtkTestKit.showAndWait(tasks.window))
            XCTAssertFalse(tasks.addButton.isEnabled)   // nothing typed yet

            try GtkTestKit.type("Buy milk", into: tasks.titleEntry)
            try GtkTestKit.pressKey(Key.Return, modifiers: .controlMask, in: tasks.titleEntry)

            XCTAssertTrue(GtkTestKit.pump(until: { tasks.taskList.children.count == 1 }))
            XCTAssertEqual(tasks.viewModel.tasks.array.map(\.title), ["Buy milk"])
            XCTAssertEqual(tasks.titleEntry.text, "")
        }
    }

    func testADuplicateTitleIsShownAtTheEntryAndDisablesAdd() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let app = Application(id: "org.example.Tasks.Tests", flags: .nonUnique)
            let tasks = try TasksWindow(application: app, viewModel: TasksViewModel(titles: ["Buy milk"]))
            defer { tasks.window.destroy() }
            XCTAssertTrue(GtkTestKit.showAndWait(tasks.window))

            try GtkTestKit.type("Buy milk", into: tasks.titleEntry)

            XCTAssertTrue(GtkTestKit.pump(until: { tasks.titleEntry.iconTooltipText(at: .secondary) == "There is already a task “Buy milk”" }))
            XCTAssertFalse(tasks.addButton.isEnabled)
            XCTAssertEqual(tasks.viewModel.tasks.count, 1)
        }
    }
}
