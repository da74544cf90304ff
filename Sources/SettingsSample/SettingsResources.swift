import BindingGtk
import SampleSupport

extension SettingsApp {
    /// Builds `settings.ui` through the adapter's typed builder and looks up
    /// the window's widgets.
    static func loadWidgets(_ path: String) throws -> SettingsWidgets {
        try SettingsWidgets(WidgetLookup(path: path))
    }
}
