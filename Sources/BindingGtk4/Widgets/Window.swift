import Binding
import BindingGLib
import CGtk4

/// A GTK 4 toplevel window (`GtkWindow`).
///
/// GTK 4 windows hold one child (``child``) and are shown with ``present()``. Closing the window
/// (the user, ``close()``) destroys it unless its `close-request` handler says otherwise;
/// ``destroy()`` destroys it at once. Either way, once it is destroyed every wrapped widget in it
/// is marked destroyed and their bindings end, children before the window, as in the GTK 3 layer.
@MainActor
open class Window: Widget {
    /// Wraps an existing `GtkWindow`.
    override public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        Self.requireInstance(UnsafeMutableRawPointer(pointer), of: gtk_window_get_type(), for: "Window")
        super.init(pointer)
        ToplevelWatch.shared.track(self)
    }

    /// Never called. A designated initialiser subclasses do not override, so the generated
    /// window classes (`AboutDialog`) do not inherit ``init(title:)``, which makes a plain `GtkWindow`.
    package init(uninheritable pointer: UnsafeMutablePointer<GtkWidget>, _ owner: Window.Type) {
        super.init(pointer)
        ToplevelWatch.shared.track(self)
    }

    /// A new, empty window titled `title`, not shown yet (``present()`` shows it).
    public convenience init(title: String = "") {
        self.init(gtk_window_new())
        self.title = title
    }

    /// The wrapped `GtkWindow`.
    public var windowPointer: UnsafeMutablePointer<GtkWindow> {
        cgtk4_window(widgetPointer)
    }

    /// The window's title.
    public var title: String {
        get { String.borrowing(gtk_window_get_title(windowPointer)) ?? "" }
        set { ifAlive { gtk_window_set_title(windowPointer, newValue) } }
    }

    /// The window's one child (GTK 4's `gtk_window_set_child`), usually a box or a builder's tree.
    public var child: Widget? {
        get { gtk_window_get_child(windowPointer).map { Widget.wrapper(for: $0) } }
        set { ifAlive { gtk_window_set_child(windowPointer, newValue?.widgetPointer) } }
    }

    /// Sets the default size (the window's size when first shown).
    public func setDefaultSize(width: Int, height: Int) {
        ifAlive { gtk_window_set_default_size(windowPointer, Int32(clamping: width), Int32(clamping: height)) }
    }

    /// Shows the window and brings it to the user's attention.
    public func present() {
        ifAlive { gtk_window_present(windowPointer) }
    }

    /// Asks the window to close, as its close button does: `close-request` handlers may refuse;
    /// otherwise the window is destroyed.
    public func close() {
        ifAlive { gtk_window_close(windowPointer) }
    }

    /// Destroys the window at once (GTK 4's `gtk_window_destroy`): it leaves GTK's toplevel list
    /// and its widgets' bindings end. Does nothing if it already was. The wrapper stays valid.
    public func destroy() {
        ifAlive { gtk_window_destroy(windowPointer) }
    }
}
