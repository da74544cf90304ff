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
    @Bindable private(set) var canAdd = false
    /// Adds the task: a button, a menu item or a shortcut runs it, and all of them are disabled
    /// while it cannot run.
    @LateInit var add: Command<Void, Void>
    let tasks = MutableObservableArray<TaskItem>()
    /// The tasks whose title contains the search text, in the order they were added.
    lazy var shownTasks = tasks.filtered(by: $search) { search, task in
        search.isEmpty || task.title.localizedCaseInsensitiveContains(search)
    }
    /// The new task's title, checked as the user types; its problems show at the entry.
    let form = FormValidation(display: .afterEdit)
    let titleField: ValidatedField<String>
    private var nextID = 1
    private let disposeBag = DisposeBag()

    /// A view model whose list starts with `titles`.
    init(titles: [String] = []) {
        // The field is made first, so the form knows its rules from the start. `_newTitle` is the
        // property's storage: `$newTitle` would need `self`, which is not ready yet.
        titleField = form.field(_newTitle)
            .rule("Keep the title to 40 characters or fewer") { $0.count <= 40 }
            .rule { [tasks] title in
                tasks.array.contains { $0.title == TasksViewModel.trimmed(title) } ? "There is already a task “\(title)”" : nil
            }
        tasks.arrays()
            .map { tasks in
                let done = tasks.filter(\.isDone).count
                return tasks.isEmpty ? "No tasks yet" : "Tasks: \(tasks.count), done: \(done)"
            }
            .bind(to: _summary)
            .disposed(by: disposeBag)
        titles.forEach(append)
        // A task can be added when the title is not blank and breaks no rule.
        Observable.combineLatest($newTitle.asObservable(), titleField.state.asObservable()) { title, state in
            state.isValid && !Self.trimmed(title).isEmpty
        }
        .bind(to: _canAdd)
        .disposed(by: disposeBag)
        add = Command(enabledIf: $canAdd) { [unowned self] in self.addTask() }
    }

    /// Adds a task titled with the entry's text, then clears the entry.
    private func addTask() {
        let title = Self.trimmed(newTitle)
        guard !title.isEmpty, form.isValidNow else { return }
        append(title)
        newTitle = ""
    }

    private static func trimmed(_ title: String) -> String {
        title.trimmingCharacters(in: .whitespaces)
    }

    private func append(_ title: String) {
        tasks.append(TaskItem(id: nextID, title: title))
        nextID += 1
    }
}
