import Binding
import BindingAdwaita
import Foundation
import SampleSupportGLib
import SettingsKit

/// Starts libadwaita, opens the settings (GSettings with the GTK 3 sample's schema, shared with the GTK 3
/// sample: the same application id) and shows the preferences window, or renders it to a PNG.
@MainActor
enum SettingsApp4 {
    /// The application id, the GTK 3 sample's: both samples read and write the same settings.
    nonisolated static let id = "org.swiftbinding.SettingsSample"

    static func run(_ options: SettingsOptions) -> Int32 {
        SampleTranslations.bind(domain: BuildTranslations.domain, buildDirectory: BuildTranslations.localeDirectory)
        do {
            try Adw.initialize()
        } catch {
            printError("no display: run under GDK_BACKEND=x11 xvfb-run -a swift run --package-path Gtk4Tests SettingsSampleGtk4")
            return 1
        }
        do {
            let preferences = try makeWindow(options)
            return try withExtendedLifetime(preferences) {
                if let path = options.screenshotPath { return try screenshot(preferences, to: path) }
                preferences.window.present()   // a GTK 4 window is hidden until presented
                try MainLoop.runUntilClosed(preferences.window)
                GioSettings.sync()   // every change is with the backend before the process exits
                return 0
            }
        } catch {
            printError("SettingsSampleGtk4: \(error)")
            return 1
        }
    }

    /// The window on a new view model whose settings live in GSettings (`configDirectory`: a
    /// keyfile there) and whose cache is `cacheDirectory` (default: the user's cache folder).
    static func makeWindow(_ options: SettingsOptions) throws -> SettingsPreferences {
        let schema = try schemaSource()
        let settings = try SampleSettings.open(appID: id, schema: schema, configDirectory: options.configDirectory)
        let service = SettingsService(cache: CacheDirectory(path: options.cacheDirectory ?? UserDirectories.cache + "/" + id))
        let viewModel = SettingsViewModel(service: service)
        let preferences = try SettingsPreferences(viewModel: viewModel, settings: settings)
        viewModel.load()
        return preferences
    }

    /// The GSettings schema source (the GTK 3 sample's), from the bundle embedded in the executable, as
    /// the GTK 3 sample reads it: the sample needs no source tree. An installed schema is used first
    /// when there is one (``SampleSettings/open(appID:schema:configDirectory:)``).
    static func schemaSource() throws -> [UInt8] {
        try GResources.bundle.data(at: GResources.basePath + id + ".gschema.xml")
    }

    /// Shows the window, waits until the cache is measured and the window is
    /// drawn, and saves it as a PNG at `path`.
    static func screenshot(_ preferences: SettingsPreferences, to path: String) throws -> Int32 {
        preferences.window.present()
        guard MainLoop.run(until: { !preferences.viewModel.isBusyWithCache }, timeout: .seconds(30)) else {
            printError("SettingsSampleGtk4: the cache was not measured within 30 s")
            return 1
        }
        try preferences.window.saveScreenshot(to: path)
        preferences.window.destroy()
        return 0
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
