// The examples of the doc comments of ObservableCollections: each region is the ```swift block after
// the `/// <!-- snippet: NAME -->` line of the file named above it (bash Scripts/check-snippets.sh).
import Binding
import BindingGtk

/// The examples' tasks: `Task` here, as the doc comments call it, without hiding Swift's `Task`
/// from the rest of the module.
enum DocArrays {
    struct Task: Identifiable, Equatable {
        let id: Int
        var title: String
        var isDone = false
        var due = 0
    }

    /// A filter the view model holds.
    enum Filter: Equatable {
        case all, active, done
        func includes(_ task: Task) -> Bool { self == .all || task.isDone == (self == .done) }
    }

    /// A search result with a category.
    struct Result: Identifiable, Equatable {
        let id: Int
        var title: String
        var category: String
    }

    /// A view model's row model, made once per task.
    final class TaskRowModel {
        var task: Task
        init(_ task: Task) { self.task = task }
    }

    /// A task whose `isDone` is observable, for `autoRefresh`.
    final class TaskObject: Identifiable, Equatable {
        let id: Int
        @Mutable var isDone = false
        init(id: Int) { self.id = id }
        static func == (lhs: TaskObject, rhs: TaskObject) -> Bool { lhs === rhs }
    }

    final class ViewModel {
        @Mutable var filter = Filter.all
    }

    /// A row widget for a task.
    @MainActor
    static func TaskRow(_ row: ListRow<Task>) -> Widget { Label(row.element.title) }

    // ObservableCollections/MutableObservableArray+Identity.swift
    static func docIdentity(tasks: MutableObservableArray<Task>, task: Task) {
        // snippet: doc-MutableObservableArray-Identity
        tasks.update(id: task.id) { $0.isDone = true }
        // end-snippet
    }

    // ObservableCollections/MutableObservableArray.swift
    static func docTransaction(tasks: MutableObservableArray<Task>) {
        // snippet: doc-MutableObservableArray
        Transaction.run {
            tasks.remove(at: 0)
            tasks.append(Task(id: 8, title: "Write the report"))
            tasks.update(id: 7) { $0.isDone = true }
        }   // observers get one event: one delete, one insert, one update
        // end-snippet
    }

    // ObservableCollections/Pipelines/ArrayPipeline+Grouped.swift
    @MainActor
    static func docGrouped(results: MutableObservableArray<Result>, listBox: ListBox, disposeBag: DisposeBag) {
        // snippet: doc-ArrayPipeline-Grouped
        listBox.rx.items(sections: results.sorted { $0.title < $1.title }.grouped(by: \.category),
                         headerTitle: { $0 }) { _, result in Label(result.title) }
            .disposed(by: disposeBag)
        // end-snippet
    }

    // ObservableCollections/Pipelines/ArrayPipeline+Operators.swift
    static func docFiltered(tasks: MutableObservableArray<Task>, viewModel: ViewModel) -> ArrayPipeline<Task> {
        // snippet: doc-ArrayPipeline-Operators
        tasks.filtered(by: viewModel.$filter) { filter, task in filter == .all || task.isDone == (filter == .done) }
        // end-snippet
    }

    // ObservableCollections/Pipelines/ArrayPipeline+Operators.swift
    static func docTransformed(tasks: MutableObservableArray<Task>) -> ArrayPipeline<TaskRowModel> {
        // snippet: doc-ArrayPipeline-Operators-2
        let rows = tasks.filtered { !$0.isDone }.transformed(make: TaskRowModel.init, update: { $0.task = $1 })
        // end-snippet
        return rows
    }

    // ObservableCollections/Pipelines/ArrayPipeline+Operators.swift
    static func docAutoRefresh(tasks: MutableObservableArray<TaskObject>) -> ArrayPipeline<TaskObject> {
        // snippet: doc-ArrayPipeline-Operators-3
        let open = tasks.autoRefresh { $0.$isDone }.filtered { !$0.isDone }   // Task is a class
        // end-snippet
        return open
    }

    // ObservableCollections/Pipelines/ArrayPipeline.swift
    @MainActor
    static func docPipeline(
        tasks: MutableObservableArray<Task>, viewModel: ViewModel, listBox: ListBox, disposeBag: DisposeBag
    ) {
        // snippet: doc-ArrayPipeline
        let visible = tasks                                  // MutableObservableArray<Task>
            .filtered(by: viewModel.$filter) { filter, task in filter.includes(task) }
            .sorted { ($0.due, $0.id) < ($1.due, $1.id) }
        listBox.rx.items(visible) { row in TaskRow(row) }    // rows follow each change
            .disposed(by: disposeBag)
        // end-snippet
    }
}
