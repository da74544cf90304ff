import CGtk

/// A toplevel window that belongs to an ``Application`` (`GtkApplicationWindow`):
/// the application keeps running while it is open.
@MainActor
extension ApplicationWindow {
    /// A new, hidden window of `application`, which is registered first
    /// when it is not yet (as ``Application/add(_:)`` does).
    public convenience init(application: Application, title: String? = nil) {
        application.registerForWindows(caller: "ApplicationWindow(application:title:)")
        self.init(gtk_application_window_new(application.gtkApplicationPointer))
        if let title { self.title = title }
    }

    /// The application the window belongs to, while it is open.
    public var application: Application? {
        guard let pointer = gtk_window_get_application(windowPointer) else { return nil }
        return Object.wrapper(for: UnsafeMutableRawPointer(pointer)) as? Application
    }
}
