// The examples of the doc comments of BindingGtkTesting: each region is the ```swift block after
// the `/// <!-- snippet: NAME -->` line of the file named above it (bash Scripts/check-snippets.sh).
// They run as tests, under Xvfb.
import Binding
import BindingGtk
import BindingGtkTesting
import XCTest

/// A view model that asks before it deletes an expense.
@MainActor
final class ExpenseViewModel {
    let confirmDelete = Interaction<String, Bool>(name: "confirmDelete")
    private let onDelete: @MainActor () -> Void

    init(onDelete: @escaping @MainActor () -> Void) { self.onDelete = onDelete }

    /// Asks, then deletes when the user agrees.
    func deleteSelected() async throws {
        if try await confirmDelete.ask("Rent") { onDelete() }
    }
}

/// A window with a table whose Delete key deletes the selected expense, after a question.
@MainActor
final class ExpenseWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel: ExpenseViewModel
    let window = Window(title: "Expenses")
    let table = TreeView()

    init(viewModel: ExpenseViewModel) {
        self.viewModel = viewModel
        window.add(table)
        binding {
            table.onShortcut(["Delete"]) { [viewModel] in
                Task { try await viewModel.deleteSelected() }
                return true
            }
            viewModel.confirmDelete.handle { [weak self] item in
                await MessageDialog.confirm(parent: self?.window, message: "Delete \(item)?", confirmLabel: "_Delete")
            }
        }
    }
}

// BindingGtkTesting/GtkTestKit.swift
// snippet: doc-GtkTestKit
@MainActor
final class ExpenseWindowTests: XCTestCase {
    private var deletions = 0

    private func makeWindow() -> ExpenseWindow {
        let expenses = ExpenseWindow(viewModel: ExpenseViewModel(onDelete: { self.deletions += 1 }))
        XCTAssertTrue(GtkTestKit.showAndWait(expenses.window))
        return expenses
    }

    nonisolated func testDeleteAsksFirst() throws {
        try GtkTestKit.run(self) { test in
            let expenses = test.makeWindow()
            GtkTestKit.dispatchKey(Key.Delete, in: expenses.table)
            XCTAssertNotNil(GtkTestKit.answerDialog(.accept))
            XCTAssertTrue(GtkTestKit.pump(until: { test.deletions == 1 }))
            expenses.window.destroy()
        }
    }
}
// end-snippet

@MainActor
final class DocAnswerDialogTests: XCTestCase {
    private var viewModel = ExpenseViewModel(onDelete: {})
    private var answer: Bool?

    nonisolated func testAnswerDialogAcceptsTheQuestion() throws {
        try GtkTestKit.run(self) { test in
            let expenses = ExpenseWindow(viewModel: test.viewModel)
            defer { expenses.window.destroy() }
            test.askAndAccept()
        }
    }

    // BindingGtkTesting/GtkTestKit+Dialogs.swift
    private func askAndAccept() {
        // snippet: doc-GtkTestKit-Dialogs
        Task { @MainActor in answer = try await viewModel.confirmDelete.ask("Rent") }
        XCTAssertNotNil(GtkTestKit.answerDialog(.accept))
        XCTAssertTrue(GtkTestKit.pump(until: { answer == true }))
        // end-snippet
    }
}

/// Ctrl+Enter pressed in an entry reaches the entry's shortcut.
@MainActor
final class DocPressKeyTests: XCTestCase {
    private var presses = 0

    nonisolated func testCtrlEnterRunsTheEntrysShortcut() throws {
        try GtkTestKit.run(self) { test in
            let window = Window(title: "Keys")
            let entry = Entry()
            window.add(entry)
            defer { window.destroy() }
            entry.onShortcut(["<Primary>Return"]) { test.presses += 1; return true }
            XCTAssertTrue(GtkTestKit.showAndWait(window))

            // BindingGtkTesting/GtkTestKit+Input.swift
            // snippet: doc-GtkTestKit-pressKey
            try GtkTestKit.pressKey(Key.Return, modifiers: .controlMask, in: entry)
            // end-snippet

            XCTAssertEqual(test.presses, 1)
        }
    }
}
