import BindingGLib
import BindingGtk4
import CAdwaita

/// A libadwaita application (`AdwApplication`): a GTK 4 ``/BindingGtk4/Application`` that also
/// initialises libadwaita at start-up (its stylesheet, its style manager) and loads the
/// application's `style.css` from its resource base path.
@MainActor
public final class AdwaitaApplication: Application {
    /// A new libadwaita application. `id` is a reverse-DNS application id (or `nil`).
    ///
    /// - Precondition: `id` is `nil` or a valid application id.
    public convenience init(id: String?, flags: Flags = []) {
        Self.requireValidID(id)
        let pointer = adw_application_new(id, GApplicationFlags(rawValue: flags.rawValue))!
        self.init(UnsafeMutableRawPointer(pointer))
        // The wrapper took its own reference; drop the one `_new` returned.
        g_object_unref(pointer)
    }

    /// Wraps an existing `AdwApplication`.
    ///
    /// - Precondition: `pointer` is an `AdwApplication` without a live wrapper.
    override public init(_ pointer: UnsafeMutableRawPointer) {
        Self.requireInstance(pointer, of: adw_application_get_type(), for: "AdwaitaApplication")
        super.init(pointer)
    }

    /// Initialises GTK 4 and libadwaita (throwing without a display).
    override public func prepareToolkit() throws(GtkInitializationError) {
        try Adw.initialize()
    }
}
