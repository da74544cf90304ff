import BindingGtk
import SampleSupport

/// What the window adds to the typed outlets GResourcePlugin generates from
/// `profile.ui` (``ProfileUI``): its stylesheet and the menu key.
extension ProfileUI {
    /// The profile window (`profile_window`).
    var window: ApplicationWindow { profileWindow }

    /// Applies `profile.css` and builds a new copy of `profile.ui`, both from
    /// the bundle embedded in the executable.
    static func loadStyled() throws -> ProfileUI {
        try StyleLoader.load(resource: GResources.basePath + "profile.css", from: GResources.bundle)
        let ui = try load()
        ui.menuButton.opensOnKey("F10")  // GNOME's key for the primary menu
        return ui
    }
}
