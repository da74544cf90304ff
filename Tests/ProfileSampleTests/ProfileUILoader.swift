import SampleSupport
import BindingGtk
@testable import ProfileSample

/// Loads the real `Resources/Profile` files the way the app does.
@MainActor
enum ProfileUILoader {
    /// The window's widgets from `profile.ui`, with `profile.css` applied.
    static func load() throws -> ProfileWidgets {
        let directory = try ResourceLocator.profileDirectory()
        try StyleLoader.load(directory + "/profile.css")
        return try ProfileApp.loadWidgets(directory + "/profile.ui")
    }
}
