import CGLib
import CGtk

extension MenuButton {
    /// Makes `accelerator` (GTK's syntax, such as `"F10"`, GNOME's key for a
    /// window's primary menu) open or close this button's menu from anywhere in
    /// the window the button is in, while the button is shown and sensitive.
    ///
    /// Follows the button into whatever window it is put in (also later, as
    /// with a header bar set as a title bar afterwards). A menu bar in the same
    /// window keeps F10 for itself. Returns `false` and changes nothing when
    /// `accelerator` cannot be parsed.
    ///
    /// <!-- snippet: doc-MenuButton-Shortcut -->
    /// ```swift
    /// let button = MenuButton(model: menu, iconName: "open-menu-symbolic")
    /// button.opensOnKey("F10")
    /// ```
    @discardableResult
    public func opensOnKey(_ accelerator: String) -> Bool {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        gtk_accelerator_parse(accelerator, &key, &modifiers)
        guard key != 0, !isDestroyed else { return false }
        let group = WindowAccelGroup()
        gtk_widget_add_accelerator(widgetPointer, "clicked", group.pointer, key, modifiers, GtkAccelFlags(rawValue: 0))
        let button = widgetPointer
        group.follow(button)
        connect("hierarchy-changed", pointerHandler: { _ in group.follow(button) })
        return true
    }
}

/// An accelerator group kept on the window a widget is in; owned by that
/// widget's `hierarchy-changed` handler (freed with the handler).
private final class WindowAccelGroup {
    let pointer: UnsafeMutablePointer<GtkAccelGroup> = gtk_accel_group_new()
    /// The window the group was added to; compared, never dereferenced.
    private var window: UnsafeMutablePointer<GtkWindow>?

    /// Moves the group to the window `widget` is now in (none if it is in none).
    func follow(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let toplevel = gtk_widget_get_toplevel(widget)
        let newWindow = toplevel.flatMap { widget -> UnsafeMutablePointer<GtkWindow>? in
            guard gtk_widget_is_toplevel(widget) != 0, cglib_instance_is_a(widget, gtk_window_get_type()) != 0 else { return nil }
            return UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        }
        guard newWindow != window else { return }
        // The old window is still alive here: the widget just left it.
        if let window { gtk_window_remove_accel_group(window, pointer) }
        if let newWindow { gtk_window_add_accel_group(newWindow, pointer) }
        window = newWindow
    }

    deinit { g_object_unref(pointer) }
}
