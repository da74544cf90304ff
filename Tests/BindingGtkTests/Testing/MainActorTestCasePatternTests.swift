import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// The `@MainActor` test-case pattern the test kit documents: a main-actor
/// class, `nonisolated` synchronous test methods whose bodies run in
/// `GtkTestKit.run(self) { test in … }`, a fixture method instead of
/// `setUp()`, main-actor helpers and stored properties reached through `test`.
@MainActor
final class MainActorTestCasePatternTests: XCTestCase {
    /// A list of expenses, Delete on the list asking through a dialog first.
    @MainActor
    private final class ExpenseWindow {
        let window = Window(title: "Expenses")
        let list = ListBox()
        let expenses = MutableObservableArray(["Rent", "Bus", "Tea"])
        let confirmDelete = Interaction<String, Bool>(name: "confirmDelete")
        var deleted: [String] = []
        /// Held by the window's bindings; weak, as the command holds the fixture.
        weak var delete: Command<Void, Void>?
    }

    private var deletions = 0

    private func makeWindow() -> ExpenseWindow {
        let fixture = ExpenseWindow()
        fixture.list.canFocus = true
        fixture.window.add(fixture.list)
        let delete = Command<Void, Void> { [self] in
            guard let first = fixture.expenses.array.first, try await fixture.confirmDelete.ask(first) else { return }
            fixture.expenses.remove(at: 0)
            fixture.deleted.append(first)
            deletions += 1
        }
        fixture.delete = delete
        fixture.window.binding {
            fixture.list.rx.items(fixture.expenses) { (name: String) in name }
            delete => fixture.list.rx.shortcut("Delete")
            fixture.confirmDelete.handle { [weak window = fixture.window] name in
                await MessageDialog.confirm(parent: window, message: "Delete \(name)?", confirmLabel: "_Delete")
            }
        }
        XCTAssertTrue(GtkTestKit.showAndWait(fixture.window))
        return fixture
    }

    nonisolated func testDeleteAsksThroughADialog_answeredWithoutAReferenceToIt() throws {
        try GtkTestKit.run(self) { test in
            let fixture = test.makeWindow()
            GtkTestKit.dispatchKey(Key.Delete, in: fixture.list)
            let cancelled = try XCTUnwrap(GtkTestKit.answerDialog(.cancel), "Delete opened a dialog")
            XCTAssertEqual((cancelled as? MessageDialog)?.message, "Delete Rent?")
            XCTAssertTrue(GtkTestKit.pump(until: { GtkTestKit.openDialogs().isEmpty }))
            XCTAssertEqual(fixture.expenses.array, ["Rent", "Bus", "Tea"], "Cancel keeps the row")
            XCTAssertTrue(GtkTestKit.pump(until: { fixture.delete?.isExecutingNow == false }),
                          "the cancelled deletion finishes (until then the command refuses another)")

            GtkTestKit.dispatchKey(Key.Delete, in: fixture.list)
            XCTAssertNotNil(GtkTestKit.answerDialog(.accept))
            XCTAssertTrue(GtkTestKit.pump(until: { test.deletions == 1 }))
            XCTAssertEqual(fixture.deleted, ["Rent"])
            XCTAssertEqual(fixture.expenses.array, ["Bus", "Tea"])
            fixture.window.destroy()
        }
    }

    nonisolated func testADialogDestroyedBeforeAnAnswer_deletesNothing_andNoDialogIsLeftToAnswer() throws {
        try GtkTestKit.run(self) { test in
            let fixture = test.makeWindow()
            GtkTestKit.dispatchKey(Key.Delete, in: fixture.list)
            let dialog = try XCTUnwrap(GtkTestKit.waitForDialog(MessageDialog.self))
            dialog.destroy()
            XCTAssertTrue(GtkTestKit.pump(until: { GtkTestKit.openDialogs().isEmpty }))
            MainLoop.runPending()
            XCTAssertEqual(fixture.expenses.array, ["Rent", "Bus", "Tea"], "a dialog closed without an answer deletes nothing")
            XCTAssertNil(GtkTestKit.answerDialog(.accept, timeout: .milliseconds(50)), "nothing left to answer")
            XCTAssertEqual(test.deletions, 0)
            fixture.window.destroy()
        }
    }

    nonisolated func testPressKeyFocusesTheWidgetItIsGiven() throws {
        try GtkTestKit.run(self) { test in
            let first = Entry()
            let second = Entry()
            let window = makeShownWindow(first, second)
            first.grabFocus()
            try GtkTestKit.pressKey(Key.x, in: second)
            XCTAssertTrue(second.hasFocus)
            XCTAssertTrue(second.text.hasSuffix("x"))
            XCTAssertEqual(first.text, "", "the key went to the widget given, not to the focused one")
            try GtkTestKit.pressKeyInFocusedWidget(Key.y, ofWindowOf: window)
            XCTAssertTrue(second.text.hasSuffix("y"), "the focus widget of the window gets the key")
            window.destroy()
        }
    }
}
