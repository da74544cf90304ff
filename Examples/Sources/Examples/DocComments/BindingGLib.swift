// The examples of the doc comments of BindingGLib: each region is the ```swift block after the
// `/// <!-- snippet: NAME -->` line of the file named above it (bash Scripts/check-snippets.sh).
import Binding
import BindingGtk

/// Opens a window for a file (stands in for an app's own).
@MainActor
func openWindow(for path: String, in app: GioApplication) {}

/// Starts work that calls `done` when it ends (stands in for an app's own).
@MainActor
func startIndexing(_ done: @escaping @MainActor () -> Void) { done() }

/// A view model that loads, for the main-loop example.
@MainActor
final class LoadingViewModel {
    private(set) var isLoading = false
    func load() {}
}

/// A view model with a dark-mode switch, for the settings example.
final class AppearanceViewModel {
    @Mutable var darkMode = false
}

@MainActor
final class DocGLibWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel = DocCommand.ProfileViewModel(store: ProfileStore())
    let window = ApplicationWindow(application: Application(id: "org.example.Docs"), title: "Docs")
    let headerBar = HeaderBar()

    // BindingGLib/Actions/ActionMap+Rx.swift
    func bind() {
        binding {
            // snippet: doc-ActionMap-Rx
            viewModel.save => window.rx.action("save", accelerators: ["<Primary>s"])
            // end-snippet
        }
    }

    // BindingGLib/Menus/Menu.swift
    func addMenu() {
        // snippet: doc-Menu
        let menu = Menu {
            MenuEntry.section {
                MenuEntry.item("_Save", action: "win.save", accelerator: "<Primary>s")
                MenuEntry.item("_Close", action: "win.close", accelerator: "<Primary>w")
            }
            MenuEntry.submenu("_Theme") {
                MenuEntry.item("_Light", action: "win.theme", target: "light")
                MenuEntry.item("_Dark", action: "win.theme", target: "dark")
            }
            MenuEntry.section {
                MenuEntry.item("_About Gallery", action: "app.about")
            }
        }
        headerBar.addPrimaryMenu(menu)   // a toolkit's menu button shows it
        // end-snippet
    }
}

// BindingGLib/Application/GioApplication+Open.swift
@MainActor
func docOpen() {
    // snippet: doc-GioApplication-Open
    let app = GioApplication(id: "org.example.Viewer", flags: .handlesOpen)
    app.onOpen { app, paths in paths.forEach { openWindow(for: $0, in: app) } }
    // end-snippet
}

// BindingGLib/Application/GioApplication.swift
@MainActor
func docApplication() throws -> Int32 {
    // snippet: doc-GioApplication
    let app = GioApplication(id: "org.example.Indexer")
    app.onActivate { app in
        app.hold()
        startIndexing { app.release() }
    }
    let status = try app.run()
    // end-snippet
    return status
}

// BindingGLib/MainLoop/MainLoop.swift
@MainActor
func docMainLoop(viewModel: LoadingViewModel) {
    // snippet: doc-MainLoop
    viewModel.load()
    guard MainLoop.run(until: { !viewModel.isLoading }, timeout: .seconds(10)) else {
        print("still loading after 10 s")
        return
    }
    // end-snippet
}

// BindingGLib/Settings/GioSettings.swift
@MainActor
final class DocSettingsWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel = AppearanceViewModel()
    let darkSwitch = Switch()

    func bind(compiledSchemas: String) throws {
        // snippet: doc-GioSettings
        let settings = try GioSettings(schemaID: "org.example.App", schemaDirectory: compiledSchemas)
        binding {
            try! settings.bind("dark-mode", to: viewModel.$darkMode)
            settings.isWritable("dark-mode") => darkSwitch.rx.isEnabled   // locked keys grey out
        }
        // end-snippet
    }
}

// BindingGLib/Metainfo/AppMetainfo.swift
func docAppMetainfo() throws {
    // snippet: doc-AppMetainfo
    let metainfo = try AppMetainfo(resource: "/org/example/Notes/org.example.Notes.metainfo.xml")
    print(metainfo.name, metainfo.version ?? "unreleased")
    // end-snippet
}

/// The `ObservableListModel` example.
@MainActor
func docObservableListModel() {
    // snippet: doc-ObservableListModel
    let names = MutableObservableArray(["Ada", "Grace"])
    let model = ObservableListModel(names)
    names.append("Barbara")
    print(model.count) // 3
    // end-snippet
}
