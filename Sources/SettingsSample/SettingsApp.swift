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
        guard SampleExecutable.startGtk(command: "swift run SettingsSample [--screenshot FILE.png]") else { return 1 }
        do {
            let settingsWindow = try makeWindow(options)
            // A screenshot waits until the cache is measured.
            let status = try SampleExecutable.present(
                settingsWindow, sample: "SettingsSample", screenshotPath: options.screenshotPath,
                ready: { !settingsWindow.viewModel.isBusyWithCache })
            // The window is gone: let the save it started on closing land before the process exits.
            settingsWindow.viewModel.waitForPendingSaves()
            return status
        } catch {
            SampleExecutable.printError("SettingsSample: \(error)")
            return 1
        }
    }

    /// The window over the settings and cache folders `options` names:
    /// widgets loaded, bound to a new view model, and the saved settings
    /// restored (the cache is measured in the background).
    static func makeWindow(_ options: Options) throws -> SettingsWindow {
        let widgets = try SettingsWidgets.load(from: ResourceLocator.settingsDirectory())
        let service = SettingsService(
            store: SettingsStore(directory: options.configDirectory ?? SettingsStore.defaultDirectory(appID: id)),
            cache: CacheDirectory(path: options.cacheDirectory ?? CacheDirectory.defaultPath(appID: id))
        )
        let viewModel = SettingsViewModel(service: service)
        let settingsWindow = SettingsWindow(viewModel: viewModel, widgets: widgets)
        viewModel.load()
        return settingsWindow
    }
}
