import BindingGtk
import SampleSupport

/// What the window adds to the typed outlets GResourcePlugin generates from
/// `search.ui` (``SearchUI``): its stylesheet.
extension SearchUI {
    /// The search window (`search_window`).
    var window: Window { searchWindow }

    /// Applies `search.css` and builds a new copy of `search.ui`, both from the
    /// bundle embedded in the executable.
    static func loadStyled() throws -> SearchUI {
        try StyleLoader.load(resource: GResources.basePath + "search.css", from: GResources.bundle)
        return try load()
    }
}
