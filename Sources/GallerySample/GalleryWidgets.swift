import BindingGtk
import SampleSupport

/// The widgets of `gallery.ui` the window binds, looked up by GtkBuilder id
/// (see ``SampleWindow`` for how every sample builds its window).
@MainActor
struct GalleryWidgets {
    let window: ApplicationWindow
    let headerBar: HeaderBar
    let searchButton: Button
    let feedButton: Button
    let settingsButton: Button
    let profileButton: Button
}

extension GalleryWidgets {
    /// Applies `gallery.css` and builds `gallery.ui` from the `resources`
    /// folder, then looks every widget up.
    static func load(from resources: String) throws -> GalleryWidgets {
        try StyleLoader.load(resources + "/gallery.css")
        return try GalleryWidgets(WidgetLookup(path: resources + "/gallery.ui"))
    }

    /// Looks every widget up in the built `gallery.ui`.
    private init(_ ui: WidgetLookup) throws {
        window = try ui.find("gallery_window")
        headerBar = try ui.find("header_bar")
        searchButton = try ui.find("open_search_button")
        feedButton = try ui.find("open_feed_button")
        settingsButton = try ui.find("open_settings_button")
        profileButton = try ui.find("open_profile_button")
    }
}
