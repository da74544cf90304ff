import BindingGtk
import BindingGtkTesting
import XCTest
import {{PREFIX}}Kit
@testable import {{PREFIX}}

/// The window driven as a user would, headless: `xvfb-run -a swift test` gives GTK a display.
///
/// The test case is `@MainActor` and each test is a `nonisolated` synchronous method whose body
/// `GtkTestKit.run` runs on the main actor (see `GtkTestKit`).
@MainActor
final class MainWindowTests: XCTestCase {
    /// A window over a fresh view model, with its settings in memory (nothing persists).
    private func makeWindow(titles: [String] = []) throws -> (MainWindow, GioSettings) {
        let application = Application(id: "{{APP_ID}}.Tests", flags: .nonUnique)
        let settings = try Preferences.open(backend: .memory)
        let window = try MainWindow(application: application, viewModel: NoteListViewModel(titles: titles), settings: settings)
        XCTAssertTrue(GtkTestKit.showAndWait(window.window))
        return (window, settings)
    }

    nonisolated func testEnterInTheEntryAddsTheTypedNote() throws {
        try GtkTestKit.run(self) { test in
            let (main, _) = try test.makeWindow()
            defer { main.window.destroy() }
            XCTAssertFalse(main.ui.addButton.isEnabled)   // nothing typed yet

            try GtkTestKit.type("Buy milk", into: main.ui.titleEntry)
            try GtkTestKit.pressEnter(in: main.ui.titleEntry)

            XCTAssertTrue(GtkTestKit.pump(until: { main.ui.noteList.children.count == 1 }))
            XCTAssertEqual(main.viewModel.notes.array.map(\.title), ["Buy milk"])
            XCTAssertEqual(main.ui.titleEntry.text, "")
            XCTAssertEqual(main.ui.summaryLabel.text, "1 note")
        }
    }

    nonisolated func testADuplicateTitleIsShownAtTheEntryAndDisablesAdd() throws {
        try GtkTestKit.run(self) { test in
            let (main, _) = try test.makeWindow(titles: ["Buy milk"])
            defer { main.window.destroy() }

            try GtkTestKit.type("Buy milk", into: main.ui.titleEntry)

            XCTAssertTrue(GtkTestKit.pump(until: {
                main.ui.titleEntry.iconTooltipText(at: .secondary) == "There is already a note “Buy milk”"
            }))
            XCTAssertFalse(main.ui.addButton.isEnabled)
            try GtkTestKit.pressEnter(in: main.ui.titleEntry)   // the default button is insensitive
            XCTAssertEqual(main.viewModel.notes.count, 1)
        }
    }

    nonisolated func testARowsDeleteButtonRemovesItsNote() throws {
        try GtkTestKit.run(self) { test in
            let (main, _) = try test.makeWindow(titles: ["Buy milk", "Call the plumber"])
            defer { main.window.destroy() }
            let deleteMilk = try XCTUnwrap(
                GtkTestKit.descendants(of: main.ui.noteList).compactMap { $0 as? Button }
                    .first { $0.accessibleName == "Delete “Buy milk”" })

            GtkTestKit.click(deleteMilk)

            XCTAssertTrue(GtkTestKit.pump(until: { main.ui.noteList.children.count == 1 }))
            XCTAssertEqual(main.viewModel.notes.array.map(\.title), ["Call the plumber"])
        }
    }

    nonisolated func testTheNewestFirstCheckAndItsSettingFollowEachOther() throws {
        try GtkTestKit.run(self) { test in
            let (main, settings) = try test.makeWindow()
            defer { main.window.destroy() }
            XCTAssertTrue(main.ui.newestFirstCheck.isActive)   // the schema's default

            GtkTestKit.toggle(main.ui.newestFirstCheck)
            XCTAssertEqual(try settings.value("newest-first", as: Bool.self), false)

            try settings.set(true, for: "newest-first")   // as `gsettings set` would
            XCTAssertTrue(GtkTestKit.pump(until: { main.ui.newestFirstCheck.isActive }))
            XCTAssertTrue(main.viewModel.newestFirst)
        }
    }

    nonisolated func testTheViewModelOutlivesItsDestroyedWindow() throws {
        try GtkTestKit.run(self) { test in
            let (main, _) = try test.makeWindow(titles: ["Buy milk"])
            main.window.destroy()

            // Bindings ended with the window: changing the view model reaches no destroyed widget.
            main.viewModel.newTitle = "Call the plumber"
            main.viewModel.add.execute()
            XCTAssertEqual(main.viewModel.notes.count, 2)
        }
    }
}
