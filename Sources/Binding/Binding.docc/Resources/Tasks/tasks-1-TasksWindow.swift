import Binding
import BindingGtk
import Foundation

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
        // The .ui file is a resource of the target (Package.swift), copied beside the executable.
        let ui = Bundle.module.path(forResource: "TasksWindow", ofType: "ui") ?? "TasksWindow.ui"
        let builder = try Builder(file: ui)   // throws BuilderError naming the file and GTK's message
        window = try builder.get("window", as: ApplicationWindow.self)
        titleEntry = try builder.get("title", as: Entry.self)
        addButton = try builder.get("add", as: Button.self)
        summaryLabel = try builder.get("summary", as: Label.self)
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
