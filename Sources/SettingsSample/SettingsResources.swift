import BindingGtk

extension SettingsApp {
    /// Kept for the life of the process (the screen holds it too).
    private static var styleSheet: StyleSheet?

    /// Loads `settings.css` for every window of the application.
    static func loadStyle(_ path: String) throws {
        let sheet = try StyleSheet(file: path)
        sheet.applyToApplication()
        styleSheet = sheet
    }

    /// Builds `settings.ui` through the adapter's typed builder and looks up
    /// the window's widgets.
    static func loadWidgets(_ path: String) throws -> SettingsWidgets {
        let builder = try Builder(file: path)
        return try SettingsWidgets { id in try? builder.get(id, as: Widget.self) }
    }
}
