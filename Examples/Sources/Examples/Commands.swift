// The Commands, actions, menus and shortcuts article.
import Binding
import BindingGtk

/// Stands in for an app's storage service.
@MainActor
final class NameStore {
    private(set) var saved: [String] = []
    func save(_ name: String) async throws { saved.append(name) }
}

enum Theme: String, CaseIterable { case light, dark }

// snippet: commands-view-model
@MainActor final class EditorViewModel {
    @Mutable var name = ""
    @Mutable var isDark = false
    @Mutable var theme = Theme.light
    @Bindable private(set) var isValid = false
    @LateInit var save: Command<Void, Void>          // set in init, where `self` exists
    let confirmDelete = Interaction<String, Bool>(name: "confirmDelete")

    init(store: NameStore) {
        save = Command(enabledIf: $isValid) { [unowned self] in
            try await store.save(self.name)           // an async service
        }
    }
}
// end-snippet

@MainActor
final class EditorWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel: EditorViewModel
    let window: ApplicationWindow
    let headerBar = HeaderBar()
    let saveButton = Button(label: "_Save", useUnderline: true)
    let spinner = Spinner()

    init(viewModel: EditorViewModel, application: Application) {
        self.viewModel = viewModel
        window = ApplicationWindow(application: application, title: "Editor")
    }

    func show(_ error: Error) { print(error) }

    func bind() {
        // snippet: commands-window
        binding {
            viewModel.save => saveButton.rx.command                                  // insensitive while it cannot run
            viewModel.save => window.rx.action("save", accelerators: ["<Primary>s"]) // win.save, Ctrl+S
            viewModel.save.isExecuting => spinner.rx.isAnimating
            viewModel.save.errors => { [weak self] error in self?.show(error) }
            viewModel.$isDark <=> window.rx.toggleAction("dark")                     // a check item
            viewModel.$theme <=> window.rx.radioAction("theme", of: Theme.self)      // radio items win.theme::light …
            viewModel.confirmDelete.handle { [weak self] item in                     // answered while the window lives
                await MessageDialog.confirm(parent: self?.window, message: "Delete \(item)?",
                                            confirmLabel: "_Delete", destructive: true)
            }
        }
        headerBar.addPrimaryMenu(Menu {
            MenuEntry.section { MenuEntry.item("_Save", action: "win.save", accelerator: "<Primary>s") }
            MenuEntry.submenu("_Theme") { MenuEntry.item("_Dark", action: "win.theme", target: "dark") }
        })
        // end-snippet
    }
}
