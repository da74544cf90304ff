import BindingGtk

extension ProfileApp {
    /// Loads `profile.css` for the whole screen.
    static func loadStyle(_ path: String) throws {
        // Waiting for the adapter's CSS provider (in progress by the widgets engineer).
        throw Unavailable(feature: "CSS provider")
    }

    /// Builds `profile.ui` and looks up the window's widgets.
    static func loadWidgets(_ path: String) throws -> ProfileWidgets {
        // Waiting for the adapter's typed GtkBuilder (in progress by the widgets engineer).
        throw Unavailable(feature: "GtkBuilder")
    }

    /// An adapter feature this sample needs that is not there yet.
    struct Unavailable: Error, CustomStringConvertible {
        let feature: String
        var description: String { "BindingGtk has no \(feature) yet; the window cannot be built" }
    }
}
