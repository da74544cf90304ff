import CGtk

/// A toplevel window (`GtkWindow`).
///
/// GTK owns toplevel windows until they are destroyed, so a window and its
/// wrapper stay alive while it is open even if Swift keeps no reference.
/// Closing it from the title bar asks ``shouldClose`` first. While editable
/// text has the focus, a plain key (Delete, BackSpace, a letter) goes to the
/// text before any window or application accelerator on that key.
@MainActor
extension Window {
    /// A new, hidden toplevel window.
    package convenience init(title: String?, _: Window.Type) {
        self.init(gtk_window_new(GTK_WINDOW_TOPLEVEL))
        if let title { self.title = title }
    }

    /// Connects the close-request veto and the window's clean-up and key handling; the
    /// generated `init(_:)` calls it (`init-after-super` in the manifest).
    func setUpWindow() {
        // Veto hook: returning true from delete-event stops the close. It runs
        // after the other handlers, so `rx.closeRequested` sees every request.
        connect("delete-event", after: true, eventHandler: { [weak self] _ in
            guard let self, let shouldClose = self.shouldClose else { return false }
            return !shouldClose()
        })
        cleanUpWhenDestroyed()
        giveEditableTextPlainKeysFirst()
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
