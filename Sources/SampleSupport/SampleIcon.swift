import BindingGtk

/// A sample's icon, drawn for its app ID and embedded in its GResource bundle
/// under `icons/scalable/apps/<ID>.svg` (and `icons/symbolic/apps/<ID>-symbolic.svg`),
/// so a window shows it whether or not the app is installed.
@MainActor
public enum SampleIcon {
    /// Makes the icons under `resourceBasePath` + `icons` in the registered
    /// resources findable by name (what a `GtkApplication` does for its own
    /// base path at start-up; a window may come before it) and `appID` the
    /// default icon of every window.
    public static func use(appID: String, resourceBasePath: String) {
        IconThemePaths.addResourcePath(resourceBasePath + "icons")
        Window.defaultIconName = appID
    }
}
