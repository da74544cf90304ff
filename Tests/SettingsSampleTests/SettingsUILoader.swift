import SampleSupport
import BindingGtk
@testable import SettingsSample

/// Loads the real `Resources/Settings` files the way the app does.
@MainActor
enum SettingsUILoader {
    /// The window's widgets from `settings.ui`, with `settings.css` applied.
    static func load() throws -> SettingsWidgets {
        let directory = try ResourceLocator.settingsDirectory()
        try StyleLoader.load(directory + "/settings.css")
        return try SettingsApp.loadWidgets(directory + "/settings.ui")
    }
}
