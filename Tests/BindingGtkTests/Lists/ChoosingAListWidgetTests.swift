@testable import BindingGtk
import Binding
import BindingGtkTesting
import Foundation
import XCTest

/// The examples of `docs/choosing-a-list-widget.md`, compiled and run; the
/// last test checks that the page shows the same code as this file.
final class ChoosingAListWidgetTests: XCTestCase {
    private struct Expense: Identifiable, Equatable {
        let id: Int
        var title: String
        var amount: Double
    }

    private struct TaskItem: Identifiable, Equatable {
        let id: Int
        var title: String
        var isDone: Bool
    }

    private struct LogLine {
        let number: Int
        let text: String
    }

    private struct Category: Equatable {
        let name: String
    }

    func testATableWithAnEditorPane() throws {
        try onGtk {
            let window = Window(title: "Expenses")
            defer { window.destroy() }
            let expenses = MutableObservableArray([Expense(id: 1, title: "Lunch", amount: 12.5),
                                                   Expense(id: 2, title: "Train", amount: 30)])
            let selected = BehaviorRelay<Expense?>(value: nil)
            // Example: a table with an editor pane.
            let table = TreeView()
            let detail = Label()
            window.binding {
                table.rx.items(expenses, columns: [
                    Column(title: "Title", value: { $0.title }),
                    Column(title: "Amount", value: { String(format: "%.2f", $0.amount) }, sortBy: { $0.amount }),
                ])
                selected <=> table.rx.selectedElement(Expense.self)
                selected.asDriver().map { $0?.title ?? "Nothing selected" } => detail.rx.text
            }
            // End of the example.
            let box = Box(orientation: .vertical)
            box.packStart(table)
            box.packStart(detail)
            window.add(box)
            window.showAll()
            XCTAssertEqual(detail.text, "Nothing selected")
            table.selectRowAsUser(at: 1)
            XCTAssertEqual(selected.value?.id, 2)
            XCTAssertEqual(detail.text, "Train")
            selected.accept(expenses[0])
            XCTAssertEqual(table.selectedIndex, 0)
            expenses.remove(at: 0)
            XCTAssertNil(selected.value, "the selected element was removed")
        }
    }

    func testRowsWithControls() throws {
        try onGtk {
            let window = Window(title: "Tasks")
            defer { window.destroy() }
            let tasks = MutableObservableArray([TaskItem(id: 1, title: "Write", isDone: false)])
            // Example: rows with controls.
            let list = ListBox()
            window.binding {
                list.rx.items(tasks) { row in
                    let check = CheckButton(label: row.element.title)
                    row.binding { row.field(\.isDone) <=> check.rx.isActive }
                    return check
                }
            }
            // End of the example.
            window.add(list)
            window.showAll()
            let check = try XCTUnwrap(list.rowContent(at: 0) as? CheckButton)
            check.click()   // toggles it, as the user does
            XCTAssertEqual(tasks[0].isDone, true, "the row's field wrote back into the array")
        }
    }

    func testAMillionRowList() throws {
        try onGtk {
            let window = Window(title: "Log")
            window.setDefaultSize(width: 300, height: 200)
            defer { window.destroy() }
            // Example: a log.
            let log = MutableObservableArray((0..<100_000).map { LogLine(number: $0, text: "line \($0)") })
            let list = VirtualListView()
            window.binding {
                list.rx.items(log, columns: [Column(title: "Line", value: { "\($0.number)" }), Column(title: "Text", value: { $0.text })])
            }
            // End of the example.
            window.add(list)
            window.showAll()
            XCTAssertEqual(list.count, 100_000)
            list.selectedIndex = 99_999
            XCTAssertEqual(list.visibleIndices.last, 99_999)
        }
    }

    func testAComboBox() throws {
        try onGtk {
            let window = Window(title: "Category")
            defer { window.destroy() }
            let categories = MutableObservableArray([Category(name: "Food"), Category(name: "Travel")])
            let category = BehaviorRelay<Category?>(value: Category(name: "Travel"))
            // Example: a combo box.
            let combo = ComboBoxText()
            window.binding {
                combo.rx.items(categories, title: { $0.name })
                category <=> combo.rx.selectedElement(Category.self)
            }
            // End of the example.
            window.add(combo)
            window.showAll()
            XCTAssertEqual(combo.selectedIndex, 1)
            combo.selectAsUser(0)
            XCTAssertEqual(category.value, Category(name: "Food"))
        }
    }

    /// Each Swift block of the page appears in this file, line for line (indentation aside).
    func testThePageShowsTheCodeOfTheseTests() throws {
        let testFile = URL(fileURLWithPath: #filePath)
        let root = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/choosing-a-list-widget.md"), encoding: .utf8)
        let tests = Self.trimmedLines(try String(contentsOf: testFile, encoding: .utf8))
        let blocks = page.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        XCTAssertEqual(blocks.count, 4, "the page's examples")
        for block in blocks {
            let lines = Self.trimmedLines(block)
            let found = tests.indices.contains { start in
                start + lines.count <= tests.count && Array(tests[start..<start + lines.count]) == lines
            }
            XCTAssertTrue(found, "not in the tests:\n\(block)")
        }
    }

    private static func trimmedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
