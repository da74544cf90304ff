import SampleSupport
import Binding
import BindingGtk
import SettingsKit

/// Starts the settings window: GTK, CSS, the `.ui` file, GSettings, the view
/// model with its cache folder; then either runs until the window closes or
/// saves a screenshot.
@MainActor
enum SettingsApp {
    /// The application id, also the name of the config and cache folders.
    nonisolated static let id = "org.swiftbinding.SettingsSample"

    /// Runs the sample and returns the process exit status.
    static func run(_ options: Options) -> Int32 {
        SampleTranslations.bind(domain: BuildTranslations.domain, buildDirectory: BuildTranslations.localeDirectory)
        guard SampleExecutable.startGtk(command: "swift run SettingsSample [--screenshot FILE.png]") else { return 1 }
        // An interactive launch while the sample runs activates the running one instead.
        let interactive = options.screenshotPath == nil
        if interactive && !SampleApplication.claimSingleInstance(id: id) { return 0 }
        GResources.register()
        SampleIcon.use(appID: id, resourceBasePath: GResources.basePath)
        do {
            let settingsWindow = try makeWindow(options)
            if interactive { try SampleApplication.presentOnActivation(settingsWindow.window, id: id) }
            // A screenshot waits until the cache is measured.
            let status = try SampleExecutable.present(
                settingsWindow, sample: "SettingsSample", screenshotPath: options.screenshotPath,
                ready: { !settingsWindow.viewModel.isBusyWithCache })
            GioSettings.sync()   // the window is gone: every change is with the backend before the process exits
            return status
        } catch {
            SampleExecutable.printError("SettingsSample: \(error)")
            return 1
        }
    }

    /// The window over the settings and cache folder `options` names:
    /// widgets loaded, bound to a new view model whose values are bound to
    /// GSettings (the stored values restored), the cache measured in the background.
    static func makeWindow(_ options: Options) throws -> SettingsWindow {
        let widgets = try SettingsUI.loadStyled()
        let settings = try SampleSettings.open(appID: id, schema: SettingsUI.schema(appID: id), configDirectory: options.configDirectory)
        let service = SettingsService(cache: CacheDirectory(path: options.cacheDirectory ?? UserDirectories.cache + "/" + id))
        let viewModel = SettingsViewModel(service: service)
        let settingsWindow = try SettingsWindow(viewModel: viewModel, widgets: widgets, settings: settings)
        viewModel.load()
        return settingsWindow
    }
}
