@testable import BindingGtk
import Binding
import BindingGtkTesting
import XCTest

/// The README's filtered task list, as written there.
final class ReadmeTaskListTests: XCTestCase {
    struct Task: Identifiable, Equatable { let id: Int; var title: String; var isDone = false }
    enum Filter { case all, active, done }
    final class ViewModel {
        @Bindable var filter = Filter.all
        func show(_ filter: Filter) { self.filter = filter }
    }

    func testTheFilteredTaskListWithEditableRows() throws {
        try onGtk {
            let viewModel = ViewModel()
            let disposeBag = DisposeBag()
            let listBox = ListBox()

            let tasks = MutableObservableArray<Task>()                      // in the view model
            let shown = tasks.filtered(by: viewModel.$filter) { filter, task in  // All / Active / Done
                filter == .all || task.isDone == (filter == .done)
            }.sorted { ($0.title, $0.id) < ($1.title, $1.id) }
            listBox.rx.items(shown) { row in
                let check = CheckButton(label: row.element.title)
                row.binding { row.field(\.isDone) <=> check.rx.isActive }  // written back to `tasks`
                return check
            }.disposed(by: disposeBag)

            tasks.append(contentsOf: [Task(id: 1, title: "Tea"), Task(id: 2, title: "Milk"), Task(id: 3, title: "Bread")])
            let labels = { (0..<listBox.rowCount).compactMap { (listBox.rowContent(at: $0) as? CheckButton)?.label } }
            XCTAssertEqual(labels(), ["Bread", "Milk", "Tea"])
            viewModel.show(.active)
            GtkTestKit.toggle(try XCTUnwrap(listBox.rowContent(at: 1) as? CheckButton))   // Milk is done
            XCTAssertEqual(tasks.array.map(\.isDone), [false, true, false])
            XCTAssertEqual(labels(), ["Bread", "Tea"])
            viewModel.show(.done)
            XCTAssertEqual(labels(), ["Milk"])
            XCTAssertEqual((listBox.rowContent(at: 0) as? CheckButton)?.isActive, true)
        }
    }
}
