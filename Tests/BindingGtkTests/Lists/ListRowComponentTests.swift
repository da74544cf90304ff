@testable import BindingGtk
import Binding
import BindingGtkTesting
import XCTest

private struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

/// Row components: a row's own lifetime, in-place updates that keep the
/// row's widgets and focus, fields bound two ways and written back once.
final class ListRowComponentTests: XCTestCase {
    private static func todos() -> MutableObservableArray<Todo> {
        MutableObservableArray([Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread"), Todo(id: 3, title: "Tea")])
    }

    /// Rows that are check buttons bound to `isDone`, labelled with the title.
    @MainActor
    private static func bind(
        _ listBox: ListBox, to source: some ArrayPipelineSource<Todo>, ended: @escaping (Int) -> Void = { _ in }
    ) -> (Disposable, () -> [CheckButton]) {
        var checks: [ObjectIdentifier: CheckButton] = [:]
        let binding = listBox.rx.items(source) { row in
            let check = CheckButton(label: row.element.title)
            let id = row.element.id
            row.binding {
                row.field(\.isDone) <=> check.rx.isActive
                row.elements.map(\.title) => check.rx.label
                Disposables.create { ended(id) }
            }
            checks[ObjectIdentifier(check)] = check
            return check
        }
        let shownChecks: () -> [CheckButton] = {
            (0..<listBox.rowCount).compactMap { listBox.rowContent(at: $0) as? CheckButton }
        }
        return (binding, shownChecks)
    }

    func testARowsBindingsEndWhenItLeavesTheList() throws {
        try onGtk {
            let todos = Self.todos()
            let listBox = ListBox()
            var ended: [Int] = []
            let (binding, _) = Self.bind(listBox, to: todos, ended: { ended.append($0) })
            todos[1] = Todo(id: 2, title: "Rye bread")
            XCTAssertEqual(ended, [], "an in-place update ends nothing")
            todos.remove(at: 0)
            XCTAssertEqual(ended, [1])
            todos[0] = Todo(id: 9, title: "Butter")
            XCTAssertEqual(ended, [1, 2], "another identity in the same place: a new row")
            binding.dispose()
            XCTAssertEqual(ended.sorted(), [1, 2, 3, 9], "every row ends with the binding")
        }
    }

    func testAChangedElementUpdatesItsRowInPlaceAndKeepsTheFocus() throws {
        try onGtk {
            let todos = Self.todos()
            let window = Window(title: "Rows")
            let listBox = ListBox()
            window.add(listBox)
            let (binding, checks) = Self.bind(listBox, to: todos)
            defer { binding.dispose(); window.destroy() }
            XCTAssertTrue(GtkTestKit.showAndWait(window))
            let second = checks()[1]
            second.grabFocus()
            XCTAssertTrue(second.hasFocus)
            todos[1] = Todo(id: 2, title: "Rye bread", isDone: true)
            XCTAssertTrue(checks()[1] === second, "the same widget shows the changed element")
            XCTAssertEqual(second.label, "Rye bread")
            XCTAssertTrue(second.isActive)
            XCTAssertTrue(second.hasFocus, "the keyboard focus stays")
        }
    }

    func testAToggledCheckIsWrittenBackOnceWithoutEcho() throws {
        try onGtk {
            let todos = Self.todos()
            let listBox = ListBox()
            let (binding, checks) = Self.bind(listBox, to: todos)
            defer { binding.dispose() }
            var events: [ArrayChangeEvent<Todo>] = []
            let recording = todos.subscribe(onNext: { events.append($0) })
            defer { recording.dispose() }
            var toggles = 0
            let watch = checks()[2].rx.isActive.changed.subscribe(onNext: { _ in toggles += 1 })
            defer { watch.dispose() }

            GtkTestKit.toggle(checks()[2])
            XCTAssertEqual(todos[2].isDone, true)
            XCTAssertEqual(events.count, 2, "the reset, then exactly one update")
            XCTAssertEqual(events.last?.change, .patch(ArrayChangeSet(updates: [2])))
            XCTAssertEqual(toggles, 1, "the update coming back does not toggle the check again")
            XCTAssertTrue(checks()[2].isActive)

            todos[2].isDone = false   // from the view model
            XCTAssertFalse(checks()[2].isActive)
            XCTAssertEqual(events.count, 3, "a change from the model is not written back again")
        }
    }

    func testEditingARowThroughAFilterWritesTheSourceAndTheRowLeaves() throws {
        try onGtk {
            let todos = Self.todos()
            let listBox = ListBox()
            let open = todos.filtered { !$0.isDone }
            let (binding, checks) = Self.bind(listBox, to: open)
            defer { binding.dispose() }
            listBox.selectedIndex = 2
            GtkTestKit.toggle(checks()[0])
            XCTAssertEqual(todos.array.map(\.isDone), [true, false, false], "written into the source array")
            XCTAssertEqual(checks().map(\.label), ["Bread", "Tea"], "the done task left the open list")
            XCTAssertEqual(listBox.selectedIndex, 1, "the selection stays on Tea")
        }
    }

    func testAFieldOfAMappedListStaysInTheRow() throws {
        try onGtk {
            let todos = Self.todos()
            let listBox = ListBox()
            let copies = todos.mapped { Todo(id: $0.id, title: $0.title.uppercased()) }
            let (binding, checks) = Self.bind(listBox, to: copies)
            defer { binding.dispose() }
            XCTAssertEqual(checks().map(\.label), ["MILK", "BREAD", "TEA"])
            GtkTestKit.toggle(checks()[0])
            XCTAssertEqual(todos.array.map(\.isDone), [false, false, false], "no writable source behind a mapped pipeline")
        }
    }
}
