import BindingGtk

/// The widgets of `settings.ui` the window binds, looked up by GtkBuilder id.
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
    /// A widget id missing from the `.ui` file, or of another type.
    struct MissingWidget: Error, CustomStringConvertible {
        let id: String
        let type: String
        var description: String { "settings.ui has no \(type) with id \"\(id)\"" }
    }

    /// Looks every widget up through `lookup` (id → widget or `nil`).
    init(lookup: (String) -> Widget?) throws {
        func find<T: Widget>(_ id: String, _ type: T.Type = T.self) throws -> T {
            guard let widget = lookup(id) as? T else { throw MissingWidget(id: id, type: "\(T.self)") }
            return widget
        }
        window = try find("settings_window")
        notificationsSwitch = try find("notifications_switch")
        darkModeSwitch = try find("dark_mode_switch")
        soundSwitch = try find("sound_switch")
        autoPlaySwitch = try find("autoplay_switch")
        qualityCombo = try find("quality_combo")
        storageLabel = try find("storage_label")
        clearCacheButton = try find("clear_cache_button")
        cacheSpinner = try find("cache_spinner")
        closeButton = try find("close_button")
        warningBar = try find("warning_bar")
        warningLabel = try find("warning_label")
    }
}
