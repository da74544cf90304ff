import CGtk

/// A toplevel window that belongs to an ``Application`` (`GtkApplicationWindow`):
/// the application keeps running while it is open.
@MainActor
open class ApplicationWindow: Window {
    /// A new, hidden window of `application`, which is registered first
    /// when it is not yet (as ``Application/add(_:)`` does).
    public convenience init(application: Application, title: String? = nil) {
        application.registerForWindows(caller: "ApplicationWindow(application:title:)")
        self.init(gtk_application_window_new(application.gtkApplicationPointer))
        if let title { self.title = title }
    }

    /// Not available: ``Window``'s initialiser would make a plain `GtkWindow`;
    /// use ``init(application:title:)``.
    @available(*, unavailable, message: "use init(application:title:)")
    public convenience init(title: String?) {
        fatalError("ApplicationWindow(title:) is unavailable")
    }

    /// Wraps an existing `GtkApplicationWindow`.
    override public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        Self.requireInstance(pointer, of: gtk_application_window_get_type(), for: "ApplicationWindow")
        super.init(pointer)
    }

    /// The application the window belongs to, while it is open.
    public var application: Application? {
        guard let pointer = gtk_window_get_application(windowPointer) else { return nil }
        return Object.wrapper(for: UnsafeMutableRawPointer(pointer)) as? Application
    }
}
