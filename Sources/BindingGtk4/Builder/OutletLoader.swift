import BindingGLib

/// Builds one GTK 4 `.ui` file from a resource bundle and finds its objects by id, with errors
/// naming the file and the id: what the typed outlets GResourcePlugin generates for a bundle of
/// GTK 4 files (`<requires lib="gtk" version="4.0"/>`) are made of. The GLib layer's
/// ``/BindingGLib/ResourceOutletLoader`` over GTK 4's ``Builder``.
public typealias OutletLoader = ResourceOutletLoader<Builder>
