import BindingGtk
import SampleSupport

/// What the window adds to the typed outlets GResourcePlugin generates from
/// `feed.ui` (``FeedUI``): its stylesheet.
extension FeedUI {
    /// The feed window (`feed_window`).
    var window: Window { feedWindow }

    /// Applies `feed.css` and builds a new copy of `feed.ui`, both from the
    /// bundle embedded in the executable.
    static func loadStyled() throws -> FeedUI {
        try StyleLoader.load(resource: GResources.basePath + "feed.css", from: GResources.bundle)
        return try load()
    }
}
