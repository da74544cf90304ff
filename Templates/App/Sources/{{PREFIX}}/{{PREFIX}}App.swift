import Binding
import BindingGtk
import Foundation
import {{PREFIX}}Kit

/// The application: one instance per user session, one main window, the app-wide actions
/// (About, Quit) and the `--screenshot` mode.
@MainActor
final class {{PREFIX}}App: BindingContext {
    /// The application ID: the GApplication's, and the name of the desktop file, the metainfo,
    /// the icons and the GSettings schema.
    nonisolated static let id = "{{APP_ID}}"

    let disposeBag = DisposeBag()
    let application: Application
    private(set) var mainWindow: MainWindow?
    private let screenshotPath: String?
    /// 1 once start-up failed (no window, no screenshot).
    private var failureStatus: Int32 = 0

    /// Shows the About window over the main window, filled from the metainfo (`data/`): its name,
    /// newest release, summary, developer, website and licence.
    @LateInit var about: Command<Void, Void>
    /// Closes the main window, which ends the app.
    @LateInit var quit: Command<Void, Void>

    /// The app; with `screenshotPath` it renders its window to that PNG file and exits.
    /// A `unique` app hands a second launch over to the running one, as GNOME expects; a
    /// screenshot run never does, so it cannot end up in a running {{APP_NAME}}.
    init(screenshotPath: String? = nil, unique: Bool = true) {
        self.screenshotPath = screenshotPath
        application = Application(id: Self.id, flags: unique && screenshotPath == nil ? [] : .nonUnique)
        about = Command(name: "about") { [unowned self] in
            let metainfo = try AppMetainfo(resource: GResources.basePath + "\(Self.id).metainfo.xml")
            await AboutDialog.show(metainfo: metainfo, parent: mainWindow?.window)
        }
        quit = Command(name: "quit") { [unowned self] in
            if let window = mainWindow?.window { window.requestClose() } else { application.quit() }
        }
        application.onStartup { [unowned self] _ in startUp() }
        application.onActivate { [unowned self] _ in activate() }
    }

    /// Runs until the main window closes; returns the exit status.
    func run() -> Int32 {
        do {
            let status = try application.run()
            return failureStatus != 0 ? failureStatus : status
        } catch {
            printError("{{PACKAGE}}: \(error)")   // no display: says to run under xvfb-run -a
            return 1
        }
    }

    /// Once, before the first window: the translations, the embedded files, the app's icon, CSS
    /// and actions.
    private func startUp() {
        Self.bindTranslations()
        GResources.register()
        // The icon embedded under icons/ (a development run), or the installed one of the same name.
        IconThemePaths.addResourcePath(GResources.basePath + "icons")
        Window.defaultIconName = Self.id
        do {
            try StyleSheet(resource: GResources.basePath + "style.css").applyToApplication()
        } catch {
            printError("{{PACKAGE}}: \(error)")   // the app still works, unstyled
        }
        binding {
            about => application.rx.action("about")
            quit => application.rx.action("quit", accelerators: ["<Primary>q"])
        }
    }

    /// At start and whenever the app is launched again: shows the main window.
    private func activate() {
        if let mainWindow {
            mainWindow.window.present()
            return
        }
        do {
            let window = try MainWindow(application: application, viewModel: NoteListViewModel(), settings: Preferences.open())
            mainWindow = window
            if let screenshotPath {
                try saveScreenshot(of: window, to: screenshotPath)
            } else {
                window.window.showAll()   // the .ui file's widgets are hidden until shown
                window.window.present()
            }
        } catch {
            printError("{{PACKAGE}}: \(error)")
            failureStatus = 1
            mainWindow?.window.destroy()
            application.quit()
        }
    }

    /// Makes `tr(…)` and the `.ui` files follow the user's language: from the catalogs the install
    /// script put beside the program (`PREFIX/share/locale` for `PREFIX/bin/{{PACKAGE}}`), or, in a
    /// development run, from the ones TranslationsPlugin compiled into the build folder.
    private static func bindTranslations() {
        do {
            try Translations.bind(domain: BuildTranslations.domain, buildLocaleDirectory: BuildTranslations.localeDirectory)
        } catch {
            printError("{{PACKAGE}}: \(error)")   // e.g. a locale that is not installed: English then
        }
    }

    /// Renders the window with a few notes (no animation half-way) to `path`, then closes it.
    private func saveScreenshot(of window: MainWindow, to path: String) throws {
        ToolkitSettings.default?.enablesAnimations = false
        for title in ["Buy milk", "Call the plumber", "Book the train tickets"] {
            window.viewModel.newTitle = title
            window.viewModel.add.execute()
        }
        window.window.showAll()
        try window.window.saveScreenshot(to: path)
        print("saved \(path)")
        window.window.destroy()
    }
}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
