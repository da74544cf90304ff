import BindingGtk
import CGtk

extension GtkTestKit {
    /// Scrolls `scrolledWindow` vertically to `offset` pixels the way its
    /// scrollbar or the mouse wheel does: by moving its vertical adjustment
    /// (GTK keeps the value within the scrollable range), so `value-changed`
    /// fires as for a user.
    public static func scroll(_ scrolledWindow: ScrolledWindow, toVerticalOffset offset: Double) {
        guard !scrolledWindow.isDestroyed else { return }
        gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(scrolledWindow.scrolledWindowPointer), offset)
    }
}
