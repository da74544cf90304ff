import BindingGtk
import SampleSupport

/// The widgets of `settings.ui` the window binds, looked up by GtkBuilder id
/// (see ``SampleWindow`` for how every sample builds its window).
@MainActor
struct SettingsWidgets {
    let window: Window
    let notificationsSwitch: Switch
    let darkModeSwitch: Switch
    let soundSwitch: Switch
    let autoPlaySwitch: Switch
    let qualityCombo: ComboBoxText
    let storageLabel: Label
    let clearCacheButton: Button
    let cacheSpinner: Spinner
    let closeButton: Button
    let warningBar: InfoBar
    let warningLabel: Label
}

extension SettingsWidgets {
    /// Applies `settings.css` and builds `settings.ui` from the `resources`
    /// folder, then looks every widget up.
    static func load(from resources: String) throws -> SettingsWidgets {
        try StyleLoader.load(resources + "/settings.css")
        return try SettingsWidgets(WidgetLookup(path: resources + "/settings.ui"))
    }

    /// Looks every widget up in the built `settings.ui`.
    private init(_ ui: WidgetLookup) throws {
        window = try ui.find("settings_window")
        notificationsSwitch = try ui.find("notifications_switch")
        darkModeSwitch = try ui.find("dark_mode_switch")
        soundSwitch = try ui.find("sound_switch")
        autoPlaySwitch = try ui.find("autoplay_switch")
        qualityCombo = try ui.find("quality_combo")
        storageLabel = try ui.find("storage_label")
        clearCacheButton = try ui.find("clear_cache_button")
        cacheSpinner = try ui.find("cache_spinner")
        closeButton = try ui.find("close_button")
        warningBar = try ui.find("warning_bar")
        warningLabel = try ui.find("warning_label")
    }
}
