import Binding

/// One task of the list.
struct TaskItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

/// The state of the task list and what the user can do with it. No GTK here: the view model is
/// tested without a display.
final class TasksViewModel {
    @Mutable var newTitle = ""
    @Bindable private(set) var summary = "No tasks yet"
    let tasks = MutableObservableArray<TaskItem>()
    private var nextID = 1
    private let disposeBag = DisposeBag()

    init() {
        tasks.arrays()
            .map { tasks in tasks.isEmpty ? "No tasks yet" : "Tasks: \(tasks.count)" }
            .bind(to: _summary)
            .disposed(by: disposeBag)
    }

    /// Adds a task titled with the entry's text, then clears the entry.
    func add() {
        let title = newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        tasks.append(TaskItem(id: nextID, title: title))
        nextID += 1
        newTitle = ""
    }
}
