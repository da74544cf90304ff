// The Live collections article.
import Binding
import BindingGtk

enum TaskFilter: Equatable { case all, active, done }

struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

final class TasksViewModel {
    @Mutable var filter = TaskFilter.all
    let tasks = MutableObservableArray<TodoItem>()
}

@MainActor
func bindTasks(_ viewModel: TasksViewModel, to listBox: ListBox, disposeBag: DisposeBag) {
    // snippet: live-collections-tasks
    let shown = viewModel.tasks.filtered(by: viewModel.$filter) { filter, task in  // All / Active / Done
        filter == .all || task.isDone == (filter == .done)
    }.sorted { ($0.title, $0.id) < ($1.title, $1.id) }
    listBox.rx.items(shown) { row in
        let check = CheckButton(label: row.element.title)
        row.binding { row.field(\.isDone) <=> check.rx.isActive }  // written back to `tasks`
        return check
    }.disposed(by: disposeBag)
    // end-snippet
}

struct LogLine: Identifiable, Equatable {
    let id: Int
    var text: String { "Line \(id)" }
}

final class LogViewModel {
    @ViewAction var open: (LogLine) -> Void
}

@MainActor
func showLog(_ viewModel: LogViewModel, in window: Window) {
    // snippet: live-collections-virtual
    let lines = MutableObservableArray((0..<1_000_000).map { LogLine(id: $0) })  // or a pipeline
    let list = VirtualListView()                    // a Box: the tree view, then the scrollbar
    list.rx.items(lines, columns: [Column(title: "#", value: { "\($0.id)" }, width: 60),
                                   Column(title: "Text", value: \.text)])
        .disposed(by: list.lifetime)
    (list.rx.modelActivated(LogLine.self) => viewModel.open).disposed(by: list.lifetime)
    window.add(list)
    // end-snippet
}

struct Expense: Identifiable, Equatable {
    let id: Int
    var note: String
    var amount: Int
}

final class ExpensesViewModel {
    @Mutable var query = ""
    let expenses = MutableObservableArray<Expense>()
    // snippet: live-collections-shared
    /// The table's rows: filtered and sorted once for the table, the total and the editor.
    lazy var visible = expenses
        .filtered(by: $query) { query, expense in query.isEmpty || expense.note.contains(query) }
        .sorted { ($0.amount, $0.id) < ($1.amount, $1.id) }
        .shared()
    /// The expense the editor pane edits.
    lazy var selection = SelectedElement(in: visible)
    // end-snippet
}

@MainActor
func bindExpenses(_ viewModel: ExpensesViewModel, table: TreeView, noteEntry: Entry, totalLabel: Label, window: Window) {
    // snippet: live-collections-master-detail
    let selection = viewModel.selection
    window.binding {
        table.rx.items(viewModel.visible, columns: [Column(title: "Note", value: \.note),
                                                    Column(title: "Amount", value: { "\($0.amount)" })])
        selection.element <=> table.rx.selectedElement(Expense.self)   // the list selects, the pane follows
        selection.field(\.note) <=> noteEntry.rx.text ?? ""            // written back by id
        selection.hasSelection => noteEntry.rx.isSensitive             // insensitive with nothing selected
        viewModel.visible.aggregate(.sum(\.amount)).map { "Total: \($0)" } => totalLabel.rx.text
    }
    // end-snippet
}
