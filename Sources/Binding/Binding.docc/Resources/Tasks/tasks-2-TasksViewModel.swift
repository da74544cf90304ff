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
    @Mutable var search = ""
    @Bindable private(set) var summary = "No tasks yet"
    let tasks = MutableObservableArray<TaskItem>()
    /// The tasks whose title contains the search text, in the order they were added.
    lazy var shownTasks = tasks.filtered(by: $search) { search, task in
        search.isEmpty || task.title.localizedCaseInsensitiveContains(search)
    }
    private var nextID = 1
    private let disposeBag = DisposeBag()

    /// A view model whose list starts with `titles`.
    init(titles: [String] = []) {
        tasks.arrays()
            .map { tasks in
                let done = tasks.filter(\.isDone).count
                return tasks.isEmpty ? "No tasks yet" : "Tasks: \(tasks.count), done: \(done)"
            }
            .bind(to: _summary)
            .disposed(by: disposeBag)
        titles.forEach(append)
    }

    /// Adds a task titled with the entry's text, then clears the entry.
    func add() {
        let title = newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        append(title)
        newTitle = ""
    }

    private func append(_ title: String) {
        tasks.append(TaskItem(id: nextID, title: title))
        nextID += 1
    }
}
