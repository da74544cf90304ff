import Binding
import BindingAdwaita
import SettingsKit

/// The preferences page of the settings window: its groups and rows, named for the tests.
@MainActor
struct SettingsRows {
    let notifications = ActionRow()
    let notificationsSwitch = Switch()
    let sound = ActionRow()
    let soundSwitch = Switch()
    let darkMode = ActionRow()
    let darkModeSwitch = Switch()
    let autoPlay = ActionRow()
    let autoPlaySwitch = Switch()
    let quality = ComboRow()
    let cache = ActionRow()
    let cacheSpinner = Spinner()
    let clearCacheButton = Button()

    /// The page: General (notifications, sound), Appearance (dark mode), Media (auto-play,
    /// download quality), Storage (the cache and its Clear button).
    func makePage() -> PreferencesPage {
        let page = PreferencesPage()
        page.title = tr("General")
        page.iconName = "preferences-system-symbolic"
        page.add(group(tr("General", context: "settings section"), [
            switchRow(notifications, notificationsSwitch, name: "notifications", title: tr("Notifications"), subtitle: tr("Show desktop notifications")),
            switchRow(sound, soundSwitch, name: "sound", title: tr("Sound"), subtitle: tr("Play sounds")),
        ]))
        page.add(group(tr("Appearance", context: "settings section"), [switchRow(darkMode, darkModeSwitch, name: "dark-mode", title: tr("Dark Mode"), subtitle: tr("Use the dark style"))]))
        quality.name = "download-quality"
        quality.title = tr("Download Quality")
        page.add(group(tr("Media", context: "settings section"), [
            switchRow(autoPlay, autoPlaySwitch, name: "auto-play", title: tr("Auto-Play"), subtitle: tr("Start the next video automatically")),
            quality,
        ]))
        cache.name = "cache"
        cache.title = tr("Cache")
        clearCacheButton.name = "clear-cache"
        clearCacheButton.label = tr("Clear Cache")
        clearCacheButton.valign = .center
        clearCacheButton.cssClasses = ["destructive-action"]
        cache.addSuffix(cacheSpinner)
        cache.addSuffix(clearCacheButton)
        page.add(group(tr("Storage", context: "settings section"), [cache]))
        return page
    }

    private func switchRow(_ row: ActionRow, _ toggle: Switch, name: String, title: String, subtitle: String) -> ActionRow {
        row.name = name
        row.title = title
        row.subtitle = subtitle
        toggle.valign = .center
        row.addSuffix(toggle, activates: true)
        return row
    }

    private func group(_ title: String, _ rows: [Widget]) -> PreferencesGroup {
        let group = PreferencesGroup()
        group.title = title
        for row in rows { group.add(row) }
        return group
    }
}
