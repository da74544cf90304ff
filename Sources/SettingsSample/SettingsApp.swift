import SampleSupport
import Binding
import BindingGtk
import SettingsKit

/// Starts the settings window: GTK, CSS, the `.ui` file, the view model with
/// its key-file store and cache folder; then either runs until the window
/// closes or saves a screenshot.
@MainActor
enum SettingsApp {
    /// The application id, also the name of the config and cache folders.
    nonisolated static let id = "org.swiftbinding.SettingsSample"

    /// Runs the sample and returns the process exit status.
    static func run(_ options: Options) -> Int32 {
        guard SampleLaunch.startGtk(command: "swift run SettingsSample [--screenshot FILE.png]") else { return 1 }
        do {
            let settingsWindow = try makeWindow(options)
            return try withExtendedLifetime(settingsWindow) {
                if let path = options.screenshotPath {
                    // Once the cache is measured.
                    return try SampleLaunch.screenshot(
                        settingsWindow.window, sample: "SettingsSample",
                        ready: { !settingsWindow.viewModel.isBusyWithCache }, to: path)
                }
                settingsWindow.window.showAll()
                try MainLoop.runUntilClosed(settingsWindow.window)
                // The window is gone: let the save it started on closing land before the process exits.
                settingsWindow.viewModel.waitForPendingSaves()
                return 0
            }
        } catch {
            SampleLaunch.printError("SettingsSample: \(error)")
            return 1
        }
    }

    /// Loads the resources, restores the settings and binds the window.
    static func makeWindow(_ options: Options) throws -> SettingsWindow {
        let resources = try ResourceLocator.settingsDirectory()
        try StyleLoader.load(resources + "/settings.css")
        let service = SettingsService(
            store: SettingsStore(directory: options.configDirectory ?? SettingsStore.defaultDirectory(appID: id)),
            cache: CacheDirectory(path: options.cacheDirectory ?? CacheDirectory.defaultPath(appID: id))
        )
        let viewModel = SettingsViewModel(service: service)
        viewModel.load()
        return SettingsWindow(viewModel: viewModel, widgets: try loadWidgets(resources + "/settings.ui"))
    }
}
