import Binding
import BindingGtk

/// The window of `TasksWindow.ui`, bound to a ``TasksViewModel``.
@MainActor
final class TasksWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel: TasksViewModel
    let window: ApplicationWindow
    let titleEntry: Entry
    let addButton: Button
    let searchEntry: SearchEntry
    let taskList: ListBox
    let summaryLabel: Label

    init(application: Application, viewModel: TasksViewModel) throws {
        // GResourcePlugin (Package.swift) embeds TasksWindow.ui in the executable and generates
        // TasksWindowUI, with one property per object that has an id, typed.
        let ui = try TasksWindowUI.load()   // throws OutletError naming the file and the id
        window = ui.window
        titleEntry = ui.title
        addButton = ui.add
        searchEntry = ui.search
        taskList = ui.tasks
        summaryLabel = ui.summary
        self.viewModel = viewModel
        application.add(window)   // the application runs while the window is open
        bind()
    }

    func bind() {
        binding {
            viewModel.$newTitle <=> titleEntry.rx.text ?? ""
            viewModel.titleField => titleEntry.rx.validation   // error style, icon and tooltip
            viewModel.$canAdd => addButton.rx.isEnabled
            viewModel.$summary => summaryLabel.rx.text
            addButton.rx.clicked => { [viewModel] in viewModel.add() }
            viewModel.$search <=> searchEntry.rx.text ?? ""
        }
        // One row per shown task; ticking its check button writes `isDone` back into `tasks`.
        taskList.rx.items(viewModel.shownTasks) { row in
            let check = CheckButton(label: row.element.title)
            row.binding { row.field(\.isDone) <=> check.rx.isActive }
            return check
        }.disposed(by: disposeBag)
    }
}
