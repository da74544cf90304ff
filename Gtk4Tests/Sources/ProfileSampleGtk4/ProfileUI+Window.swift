import BindingGtk4

/// What the window adds to the typed outlets GResourcePlugin generates from the GTK 4
/// `profile.ui` (``ProfileUI``): its stylesheet.
extension ProfileUI {
    /// The profile window (`profile_window`, an `AdwApplicationWindow`).
    var window: ApplicationWindow { profileWindow }

    /// Applies `profile.css` (once per process) and builds a new copy of `profile.ui`, both from
    /// the bundle embedded in the executable.
    static func loadStyled() throws -> ProfileUI {
        GResources.register()
        if stylesheet == nil {
            let sheet = try StyleSheet(resource: GResources.basePath + "profile.css")
            sheet.applyToApplication()
            stylesheet = sheet
        }
        return try load()
    }

    /// The applied stylesheet, kept for the life of the process.
    private static var stylesheet: StyleSheet?
}
