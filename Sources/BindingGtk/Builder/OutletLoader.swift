import BindingGLib

/// Builds one `.ui` file from a resource bundle and finds its objects by id,
/// with errors naming the file and the id: what the typed outlets the
/// `GResourcePlugin` generates (`ProfileUI.load()`) are made of. The GLib
/// layer's ``/BindingGLib/ResourceOutletLoader`` over GTK 3's ``Builder``.
public typealias OutletLoader = ResourceOutletLoader<Builder>
