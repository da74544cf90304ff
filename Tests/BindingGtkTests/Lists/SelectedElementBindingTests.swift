@testable import BindingGtk
import Binding
import BindingGtkTesting
import Foundation
import XCTest

/// `SelectedElement` bound to a real table and entry: the list selects, the
/// entry edits, the array and the row follow, and neither side fights the other.
final class SelectedElementBindingTests: XCTestCase {
    private struct Expense: Identifiable, Equatable, Sendable {
        let id: Int
        var note: String
        var amount: Int
    }

    @MainActor
    private static func makeWindow(
        _ visible: ArrayPipeline<Expense>, _ selection: SelectedElement<Expense>
    ) -> (Window, TreeView, Entry) {
        let window = Window(title: "Expenses")
        let table = TreeView()
        let entry = Entry()
        window.binding {
            table.rx.items(visible, columns: [Column(title: "Note", value: \.note),
                                              Column(title: "Amount", value: { "\($0.amount)" })])
            selection.element <=> table.rx.selectedElement(Expense.self)
            selection.field(\.note) <=> entry.rx.text ?? ""
            selection.hasSelection => entry.rx.isSensitive
        }
        let box = Box(orientation: .vertical)
        box.packStart(table)
        box.packStart(entry)
        window.add(box)
        window.showAll()
        return (window, table, entry)
    }

    func testTheEntryEditsTheRowTheUserSelected() throws {
        try onGtk {
            let expenses = MutableObservableArray((1...4).map { Expense(id: $0, note: "note \($0)", amount: 10 * $0) })
            let visible = expenses.sorted { $0.amount > $1.amount }.shared()
            let selection = SelectedElement(in: visible)
            let (window, table, entry) = Self.makeWindow(visible, selection)
            defer { window.destroy() }
            XCTAssertFalse(entry.isSensitive)
            table.selectRowAsUser(at: 0)                    // the largest amount: id 4
            XCTAssertEqual(selection.element.value?.id, 4)
            XCTAssertTrue(entry.isSensitive)
            XCTAssertEqual(entry.text, "note 4")
            try GtkTestKit.type(" and more", into: entry)
            XCTAssertEqual(expenses[3].note, "note 4 and more")
            XCTAssertEqual(table.selectedIndex, 0, "the list kept its selection")
            XCTAssertEqual(entry.text, "note 4 and more")

            // Changed elsewhere and moved by the sort: the table and the entry follow it.
            expenses.update(id: 4) { $0.amount = 1; $0.note = "cheap now" }
            XCTAssertTrue(GtkTestKit.pump(until: { entry.text == "cheap now" }))
            XCTAssertEqual(selection.element.value?.id, 4)
            XCTAssertEqual(table.selectedIndex, 3)

            // Deleted while shown: nothing selected, the entry is empty and insensitive.
            expenses.remove(at: 3)
            XCTAssertTrue(GtkTestKit.pump(until: { !entry.isSensitive && entry.text.isEmpty }))
            XCTAssertNil(table.selectedIndex)
        }
    }

    func testTheViewModelSelectsAndTheTableFollows() throws {
        try onGtk {
            let expenses = MutableObservableArray((1...4).map { Expense(id: $0, note: "note \($0)", amount: $0) })
            let selection = SelectedElement(in: expenses)
            let (window, table, entry) = Self.makeWindow(expenses.pipeline, selection)
            defer { window.destroy() }
            selection.element.accept(expenses[2])
            XCTAssertEqual(table.selectedIndex, 2)
            XCTAssertEqual(entry.text, "note 3")
        }
    }

    func testWritesFromABackgroundThreadReachTheEntry() throws {
        try onGtk {
            let expenses = MutableObservableArray((1...3).map { Expense(id: $0, note: "note \($0)", amount: $0) })
            let selection = SelectedElement(in: expenses)
            let (window, table, entry) = Self.makeWindow(expenses.pipeline, selection)
            defer { window.destroy() }
            table.selectRowAsUser(at: 1)
            let note = selection.field(\.note)
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                note.accept("from a worker")
                done.signal()
            }
            done.wait()
            XCTAssertEqual(expenses[1].note, "from a worker")
            XCTAssertTrue(GtkTestKit.pump(until: { entry.text == "from a worker" }))
        }
    }

    func testDestroyingTheWindowLeavesTheSelectionWorking() throws {
        try onGtk {
            let expenses = MutableObservableArray((1...3).map { Expense(id: $0, note: "note \($0)", amount: $0) })
            let selection = SelectedElement(in: expenses)
            let (window, table, _) = Self.makeWindow(expenses.pipeline, selection)
            table.selectRowAsUser(at: 0)
            window.destroy()
            selection.field(\.note).accept("after the window")
            XCTAssertEqual(expenses[0].note, "after the window")
            expenses.remove(at: 0)
            XCTAssertNil(selection.element.value)
        }
    }
}
