import SampleSupport
import Binding
import BindingGtk
import BindingGtkTesting
import Foundation
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
        do {
            try Gtk.initialize()
        } catch {
            _ = error
            printError("no X display: run under xvfb-run -a swift run SettingsSample [--screenshot FILE.png]")
            return 1
        }
        do {
            let settingsWindow = try makeWindow(options)
            if let path = options.screenshotPath {
                return try screenshot(settingsWindow, to: path)
            }
            return try withExtendedLifetime(settingsWindow) {
                settingsWindow.disposeBag.insert(settingsWindow.window.rx.destroyed => { MainLoop.quit() })
                settingsWindow.window.showAll()
                try MainLoop.run()
                return 0
            }
        } catch {
            printError("SettingsSample: \(error)")
            return 1
        }
    }

    /// Loads the resources, restores the settings and binds the window.
    static func makeWindow(_ options: Options) throws -> SettingsWindow {
        let resources = try ResourceLocator.settingsDirectory()
        try loadStyle(resources + "/settings.css")
        let service = SettingsService(
            store: SettingsStore(directory: options.configDirectory ?? SettingsStore.defaultDirectory(appID: id)),
            cache: CacheDirectory(path: options.cacheDirectory ?? CacheDirectory.defaultPath(appID: id))
        )
        let viewModel = SettingsViewModel(service: service)
        viewModel.load()
        return SettingsWindow(viewModel: viewModel, widgets: try loadWidgets(resources + "/settings.ui"))
    }

    /// Shows the window, waits until the cache is measured, writes the PNG
    /// and closes the window.
    private static func screenshot(_ settingsWindow: SettingsWindow, to path: String) throws -> Int32 {
        let window = settingsWindow.window
        guard GtkTestKit.showAndWait(window) else {
            printError("SettingsSample: the window was not shown in time")
            return 1
        }
        GtkTestKit.pump(until: { !settingsWindow.viewModel.isBusyWithCache })
        GtkTestKit.pump(for: .milliseconds(200))
        try GtkTestKit.saveScreenshot(of: window, to: path)
        print("saved \(path)")
        window.destroy()
        return 0
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
