import BindingGtk
import SampleSupport

extension ProfileApp {
    /// Builds `profile.ui` through the adapter's typed builder and looks up
    /// the window's widgets.
    static func loadWidgets(_ path: String) throws -> ProfileWidgets {
        try ProfileWidgets(WidgetLookup(path: path))
    }
}
