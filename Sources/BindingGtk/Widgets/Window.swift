import CGtk

/// A toplevel window (`GtkWindow`).
///
/// GTK owns toplevel windows until they are destroyed, so a window and its
/// wrapper stay alive while it is open even if Swift keeps no reference.
/// Closing it from the title bar asks ``shouldClose`` first. While editable
/// text has the focus, a plain key (Delete, BackSpace, a letter) goes to the
/// text before any window or application accelerator on that key.
@MainActor
open class Window: Bin {
    /// Decides whether a close request (the title bar's close button, Alt+F4)
    /// may proceed; return `false` to keep the window open. `nil` allows it.
    public var shouldClose: (@MainActor () -> Bool)?

    /// A new, hidden toplevel window.
    public convenience init(title: String? = nil) {
        self.init(gtk_window_new(GTK_WINDOW_TOPLEVEL))
        if let title { self.title = title }
    }

    /// Wraps an existing `GtkWindow`.
    override public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        Self.requireInstance(pointer, of: gtk_window_get_type(), for: "Window")
        super.init(pointer)
        // Veto hook: returning true from delete-event stops the close. It runs
        // after the other handlers, so `rx.closeRequested` sees every request.
        connect("delete-event", after: true, eventHandler: { [weak self] _ in
            guard let self, let shouldClose = self.shouldClose else { return false }
            return !shouldClose()
        })
        cleanUpWhenDestroyed()
        giveEditableTextPlainKeysFirst()
    }

    /// Never called. A designated initialiser subclasses do not override, so
    /// they do not inherit this class's convenience initialisers (which make a
    /// `Window`'s GTK type, one the subclass's `init(_:)` rejects).
    package init(uninheritable pointer: UnsafeMutablePointer<GtkWidget>, _ owner: Window.Type) {
        super.init(pointer)
    }

    /// The wrapped `GtkWindow`.
    public var windowPointer: UnsafeMutablePointer<GtkWindow> { widgetPointer(as: GtkWindow.self) }

    /// The window title.
    public var title: String? {
        get { String.borrowing(gtk_window_get_title(windowPointer)) }
        set { ifAlive { gtk_window_set_title(windowPointer, newValue) } }
    }

    /// Whether the window is the user's current window (`is-active`).
    public var isActive: Bool { gtk_window_is_active(windowPointer) != 0 }

    /// Sets the size the window opens with.
    public func setDefaultSize(width: Int, height: Int) {
        ifAlive { gtk_window_set_default_size(windowPointer, Int32(width), Int32(height)) }
    }

    /// Shows the window and raises it.
    public func present() {
        ifAlive { gtk_window_present(windowPointer) }
    }

    /// Asks the window to close as if the user clicked its close button
    /// (`gtk_window_close`): `delete-event` runs on the next main-loop turn,
    /// ``shouldClose`` may veto, otherwise the window is destroyed. Needs a
    /// shown window; a hidden one is destroyed directly unless vetoed.
    public func requestClose() {
        guard !isDestroyed else { return }
        if gtk_widget_get_realized(widgetPointer) != 0 {
            gtk_window_close(windowPointer)
        } else if shouldClose?() ?? true {
            destroy()
        }
    }

    /// Makes the window modal for `parent` and keeps it above it.
    public func setTransient(for parent: Window?) {
        ifAlive { gtk_window_set_transient_for(windowPointer, parent?.windowPointer) }
    }

    /// Whether the window blocks input to other windows of the application.
    public var isModal: Bool {
        get { gtk_window_get_modal(windowPointer) != 0 }
        set { ifAlive { gtk_window_set_modal(windowPointer, newValue ? 1 : 0) } }
    }
}
