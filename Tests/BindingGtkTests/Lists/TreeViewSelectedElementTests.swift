@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

/// The two-way selected element of a bound `TreeView`, as every list widget
/// has it: the view model selects (and the row scrolls into view), the
/// user's selection reaches the view model, and array changes keep the
/// selection on its element — by identity across a reset.
final class TreeViewSelectedElementTests: XCTestCase {
    private struct Expense: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    /// A record without `Identifiable`, identified by a key path.
    private struct Row: Equatable {
        let number: Int
        var text: String
    }

    @MainActor
    private final class Table {
        let window = Window(title: "Expenses")
        let view = TreeView()
        let scrolled = ScrolledWindow()
        var bag = DisposeBag()

        init(height: Int32 = 160) {
            gtk_window_set_default_size(window.windowPointer, 300, height)
            scrolled.add(view)
            window.add(scrolled)
        }

        func show() {
            window.showAll()
            _ = GtkTestKit.pump(until: { gtk_widget_get_realized(self.view.widgetPointer) != 0 })
        }

        /// The shown rows GTK has in view now.
        func visibleRows() -> ClosedRange<Int>? {
            var start: OpaquePointer?
            var end: OpaquePointer?
            guard gtk_tree_view_get_visible_range(view.treeViewPointer, &start, &end) != 0, let start, let end else {
                return nil
            }
            defer { gtk_tree_path_free(start); gtk_tree_path_free(end) }
            return Int(gtk_tree_path_get_indices(start)[0])...Int(gtk_tree_path_get_indices(end)[0])
        }

        /// Binds `expenses` and a relay two ways to the selected element, then shows the window.
        func show(_ expenses: MutableObservableArray<Expense>) -> BehaviorRelay<Expense?> {
            let selected = BehaviorRelay<Expense?>(value: nil)
            view.rx.items(expenses, columns: [Column(title: "Title", value: \.title)]).disposed(by: bag)
            bag.insert(selected <=> view.rx.selectedElement(Expense.self))
            show()
            return selected
        }

        func destroy() {
            bag = DisposeBag()
            window.destroy()
        }
    }

    /// Runs `body` with a shown table of `count` expenses and the relay bound
    /// two ways to its selected element; destroys the window after.
    private func withTable(
        of count: Int,
        _ body: @MainActor (Table, MutableObservableArray<Expense>, BehaviorRelay<Expense?>) throws -> Void
    ) throws {
        try onGtk {
            let table = Table()
            defer { table.destroy() }
            let expenses = MutableObservableArray(Self.expenses(count))
            try body(table, expenses, table.show(expenses))
        }
    }

    private static func expenses(_ count: Int) -> [Expense] {
        (0..<count).map { Expense(id: $0, title: "Expense \($0)") }
    }

    func testTheViewModelSelectsAnElementAndItsRowScrollsIntoView() throws {
        try withTable(of: 200) { table, expenses, selected in

            selected.accept(expenses[150])
            XCTAssertEqual(table.view.selectedIndex, 150)
            XCTAssertEqual(table.view.selectedRows, [150])
            XCTAssertTrue(GtkTestKit.pump(until: { table.visibleRows()?.contains(150) == true }),
                          "row 150 is scrolled into view (visible: \(String(describing: table.visibleRows())))")
            XCTAssertEqual(selected.value, expenses[150], "no echo changes the view model's value")

            selected.accept(Expense(id: 999, title: "not in the array"))
            XCTAssertNil(table.view.selectedIndex, "an element not in the array selects nothing")
            selected.accept(nil)
            XCTAssertEqual(table.view.selectedRows, [])
        }
    }

    func testTheUsersSelectionReachesTheViewModel() throws {
        try withTable(of: 5) { table, expenses, selected in

            table.view.selectRowAsUser(at: 3)
            XCTAssertEqual(selected.value, expenses[3])
            table.view.selectRowAsUser(at: nil)
            XCTAssertNil(selected.value)
        }
    }

    func testASortedTableReportsTheElementNotTheShownRow() throws {
        try onGtk {
            let table = Table()
            defer { table.destroy() }
            let expenses = MutableObservableArray([Expense(id: 1, title: "c"), Expense(id: 2, title: "a"),
                                                   Expense(id: 3, title: "b")])
            let selected = table.show(expenses)
            table.view.columns[0].clickHeader()   // sorted: a, b, c

            table.view.selectRowAsUser(at: 0)
            XCTAssertEqual(selected.value?.id, 2, "shown row 0 is \"a\", array index 1")
            selected.accept(expenses[0])           // "c"
            XCTAssertEqual(table.view.selectedRows, [2])
        }
    }

    func testRemovingTheSelectedElementClearsTheSelection() throws {
        try onGtk {
            let table = Table()
            defer { table.destroy() }
            let expenses = MutableObservableArray(Self.expenses(5))
            let selected = BehaviorRelay<Expense?>(value: nil)
            let index = BehaviorRelay<Int?>(value: nil)
            table.view.rx.items(expenses, columns: [Column(title: "Title", value: \.title)]).disposed(by: table.bag)
            table.bag.insert(selected <=> table.view.rx.selectedElement(Expense.self))
            table.bag.insert(index <=> table.view.rx.selectedIndex)
            table.show()
            table.view.selectRowAsUser(at: 2)
            XCTAssertEqual(index.value, 2)

            expenses.remove(at: 0)
            XCTAssertEqual(selected.value?.id, 2, "a removal above moves the index, not the element")
            XCTAssertEqual(index.value, 1)
            expenses.remove(at: 1)
            XCTAssertNil(selected.value, "the selected element is gone")
            XCTAssertNil(index.value)
            XCTAssertEqual(table.view.selectedRows, [], "no other row became selected")
        }
    }

    func testAResetKeepsTheSelectionOnTheSameIdentifiableElement() throws {
        try withTable(of: 5) { table, expenses, selected in
            table.view.selectRowAsUser(at: 3)

            // A new array, the selected element moved to the front and renamed.
            expenses.replace(with: [Expense(id: 3, title: "Renamed"), Expense(id: 0, title: "Expense 0"),
                                    Expense(id: 7, title: "New")])
            XCTAssertEqual(table.view.selectedIndex, 0)
            XCTAssertEqual(selected.value, Expense(id: 3, title: "Renamed"), "the view model sees the new value")

            expenses.replace(with: [Expense(id: 8, title: "Other")])
            XCTAssertNil(table.view.selectedIndex, "gone from the new array: nothing selected")
            XCTAssertNil(selected.value)
        }
    }

    func testAResetKeepsTheSelectionByAnIDKeyPath() throws {
        try onGtk {
            let table = Table()
            defer { table.destroy() }
            let rows = MutableObservableArray([Row(number: 10, text: "ten"), Row(number: 20, text: "twenty")])
            let selected = BehaviorRelay<Row?>(value: nil)
            table.view.rx.items(rows, columns: [Column(title: "Text", value: \.text)]).disposed(by: table.bag)
            table.bag.insert(selected <=> table.view.rx.selectedElement(Row.self, id: \.number))
            table.show()

            selected.accept(Row(number: 20, text: "an older copy"))
            XCTAssertEqual(table.view.selectedIndex, 1, "selected by its id, whatever its other fields")
            rows.replace(with: [Row(number: 20, text: "TWENTY"), Row(number: 30, text: "thirty")])
            XCTAssertEqual(table.view.selectedIndex, 0)
            XCTAssertEqual(selected.value, Row(number: 20, text: "TWENTY"))
        }
    }

    func testWithoutIdentityAResetClearsTheSelection() throws {
        try onGtk {
            let table = Table()
            defer { table.destroy() }
            let words = MutableObservableArray(["a", "b", "c"])
            let selected = BehaviorRelay<String?>(value: nil)
            table.view.rx.items(words, columns: [Column(title: "Word", value: { $0 })]).disposed(by: table.bag)
            table.bag.insert(selected <=> table.view.rx.selectedElement(String.self))
            table.show()
            table.view.selectRowAsUser(at: 1)
            XCTAssertEqual(selected.value, "b")
            words.replace(with: ["b", "c"])
            XCTAssertNil(table.view.selectedIndex, "strings have no identity: a reset clears the selection")
            XCTAssertNil(selected.value)
        }
    }

    func testTheSelectedElementCompletesWhenTheViewIsDestroyed() throws {
        try onGtk {
            let table = Table()
            let expenses = MutableObservableArray(Self.expenses(3))
            table.view.rx.items(expenses, columns: [Column(title: "Title", value: \.title)]).disposed(by: table.bag)
            var completed = false
            var values: [Expense?] = []
            let subscription = table.view.rx.selectedElement(Expense.self)
                .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
            defer { subscription.dispose() }
            table.show()
            table.destroy()
            XCTAssertTrue(completed)
            expenses.remove(at: 0)   // reaches nobody
            XCTAssertEqual(values, [nil])
        }
    }
}
