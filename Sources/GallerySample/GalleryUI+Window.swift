import BindingGtk
import SampleSupport

/// What the window adds to the typed outlets GResourcePlugin generates from
/// `gallery.ui` (``GalleryUI``): its stylesheet.
extension GalleryUI {
    /// The gallery window (`gallery_window`).
    var window: ApplicationWindow { galleryWindow }

    /// Applies `gallery.css` and builds a new copy of `gallery.ui`, both from the
    /// bundle embedded in the executable.
    static func loadStyled() throws -> GalleryUI {
        try StyleLoader.load(resource: GResources.basePath + "gallery.css", from: GResources.bundle)
        return try load()
    }
}
