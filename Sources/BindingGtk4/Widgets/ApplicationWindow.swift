import BindingGLib
import CGtk4

/// A GTK 4 application window (`GtkApplicationWindow`): a ``Window`` that belongs to an
/// ``Application`` (which runs while it is open) and holds the `win.` actions.
@MainActor
open class ApplicationWindow: Window {
    /// Wraps an existing `GtkApplicationWindow`.
    override public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        Self.requireInstance(UnsafeMutableRawPointer(pointer), of: gtk_application_window_get_type(), for: "ApplicationWindow")
        super.init(pointer)
    }

    /// Never called: see ``Window``'s `init(uninheritable:_:)`.
    package init(uninheritable pointer: UnsafeMutablePointer<GtkWidget>, _ owner: ApplicationWindow.Type) {
        super.init(uninheritable: pointer, Window.self)
    }

    /// A new window of `application`, titled `title`, not shown yet. An application that is not
    /// registered is registered first (GTK refuses windows before start-up).
    public convenience init(application: Application, title: String = "") {
        application.registerForWindows(caller: "ApplicationWindow(application:title:)")
        self.init(gtk_application_window_new(application.gtkApplicationPointer))
        self.title = title
    }
}
