import BindingGtk
import SampleSupport

/// What the window adds to the typed outlets GResourcePlugin generates from
/// `settings.ui` (``SettingsUI``): its stylesheet.
extension SettingsUI {
    /// The settings window (`settings_window`).
    var window: Window { settingsWindow }

    /// Applies `settings.css` and builds a new copy of `settings.ui`, both
    /// from the bundle embedded in the executable.
    static func loadStyled() throws -> SettingsUI {
        try StyleLoader.load(resource: GResources.basePath + "settings.css", from: GResources.bundle)
        return try load()
    }

    /// The GSettings schema source embedded in the executable.
    static func schema(appID: String) throws -> [UInt8] {
        try GResources.bundle.data(at: GResources.basePath + appID + ".gschema.xml")
    }
}
