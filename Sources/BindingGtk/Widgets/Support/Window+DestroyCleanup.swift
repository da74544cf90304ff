import CGLib
import CGtk

extension Window {
    /// Closes the window's open menus and clears its focus widget when it is
    /// destroyed, before GTK destroys its children.
    ///
    /// Works around two GTK 3.24 bugs, both reproduced in plain C, that make a
    /// window destroyed with a menu open report a GLib critical:
    /// - A fully shown modal popover (a header-bar menu, any `GtkPopover`)
    ///   closes while the window is hidden, *after* `gtk_window_dispose`
    ///   cleared the focus, and gives the focus back to the widget it saved (an
    ///   entry of the content, still mapped because the title bar is unmapped
    ///   first). That widget is destroyed next while the window still points at
    ///   it; the window's final unref then reports `g_object_ref: assertion
    ///   'G_IS_OBJECT (object)' failed` on freed memory.
    /// - A menu bar whose menu is open is deactivated only once it has left the
    ///   window, and then calls `gtk_window_set_mnemonics_visible` on a toplevel
    ///   that is not a window.
    ///
    /// `destroy` handlers run after the window is hidden and before the class
    /// handler destroys the children (the signal is `G_SIGNAL_RUN_CLEANUP`),
    /// so here the focus widget and the menu bars are still alive and in place.
    func cleanUpWhenDestroyed() {
        let window = windowPointer
        connect("destroy") {
            deactivateMenuBars(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self), nil)
            gtk_window_set_focus(window, nil)
        }
    }
}

/// Deactivates (closes the open menu of) every menu bar in `widget`'s tree.
/// A `GtkCallback`, so that `gtk_container_forall` can recurse with it.
private func deactivateMenuBars(_ widget: UnsafeMutablePointer<GtkWidget>?, _ data: gpointer?) {
    guard let widget else { return }
    if cglib_instance_is_a(widget, gtk_menu_bar_get_type()) != 0 {
        gtk_menu_shell_deactivate(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkMenuShell.self))
    } else if cglib_instance_is_a(widget, gtk_container_get_type()) != 0 {
        gtk_container_forall(cgtk_container(widget), deactivateMenuBars, data)
    }
}
