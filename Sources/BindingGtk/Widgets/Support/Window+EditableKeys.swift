import CGtk
import CGLib

extension Window {
    /// Gives a plain key (no Control, Alt, Super, Hyper or Meta; Shift
    /// allowed) to the focused widget first while that widget is editable
    /// text: an editable `GtkEditable` (entry, spin button, search entry, the
    /// entry of an edited cell) or an editable text view.
    ///
    /// GTK 3 runs a window's accelerators before the focus widget sees a key
    /// (`gtk_window_key_press_event` calls `gtk_window_activate_key`, then
    /// `gtk_window_propagate_key_event`), so an accelerator on Delete or on a
    /// letter would take that key from every text field of the window. This
    /// handler runs on the window's `key-press-event` before GTK's own: it
    /// hands the key to the focus widget and its ancestors, and stops there
    /// when one handled it (an entry handles Delete, BackSpace and what it
    /// types). A key the text field leaves alone (F5, Escape) continues in
    /// GTK's order, accelerators included.
    func giveEditableTextPlainKeysFirst() {
        let window = windowPointer
        connect("key-press-event", eventHandler: { event in
            guard let event else { return false }
            let key = event.assumingMemoryBound(to: GdkEventKey.self)
            guard KeyShortcut.isPlain(key.pointee.state),
                  let focus = gtk_window_get_focus(window), Window.isEditableText(focus) else { return false }
            return gtk_window_propagate_key_event(window, key) != 0
        })
    }

    /// Whether `widget` edits text now: an editable `GtkEditable` or an editable `GtkTextView`.
    static func isEditableText(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if cglib_instance_is_a(widget, gtk_editable_get_type()) != 0 {
            return gtk_editable_get_editable(cgtk_editable(widget)) != 0
        }
        if cglib_instance_is_a(widget, gtk_text_view_get_type()) != 0 {
            return gtk_text_view_get_editable(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self)) != 0
        }
        return false
    }
}
