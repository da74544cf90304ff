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
    let summaryLabel: Label

    init(application: Application, viewModel: TasksViewModel) throws {
        // GResourcePlugin (Package.swift) embeds TasksWindow.ui in the executable and generates
        // TasksWindowUI, with one property per object that has an id, typed.
        let ui = try TasksWindowUI.load()   // throws OutletError naming the file and the id
        window = ui.window
        titleEntry = ui.title
        addButton = ui.add
        summaryLabel = ui.summary
        self.viewModel = viewModel
        application.add(window)   // the application runs while the window is open
        bind()
    }

    func bind() {
        binding {
            viewModel.$newTitle <=> titleEntry.rx.text ?? ""
            viewModel.$summary => summaryLabel.rx.text
            addButton.rx.clicked => { [viewModel] in viewModel.add() }
        }
    }
}
