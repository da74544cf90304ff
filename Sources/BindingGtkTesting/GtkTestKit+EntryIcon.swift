import BindingGtk
import CGtk

extension GtkTestKit {
    /// Presses the icon at `position` of `entry`: emits `icon-press` (then
    /// `icon-release`) with a primary-button press event, as GTK does when the
    /// user clicks the icon.
    ///
    /// - Returns: `false` if the entry shows no icon there (nothing is emitted).
    @discardableResult
    public static func pressIcon(at position: EntryIconPosition, of entry: Entry) -> Bool {
        guard entry.iconName(at: position) != nil || hasIcon(entry, at: position) else { return false }
        guard let event = gdk_event_new(GDK_BUTTON_PRESS) else { return false }
        defer { gdk_event_free(event) }
        event.pointee.button.button = 1
        event.pointee.button.send_event = 1
        if let window = gtk_widget_get_window(entry.widgetPointer) {
            event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
        }
        for signal in ["icon-press", "icon-release"] {
            emitIconSignal(signal, position: position, event: event, on: entry)
        }
        return true
    }

    private static func hasIcon(_ entry: Entry, at position: EntryIconPosition) -> Bool {
        let gtkPosition = GtkEntryIconPosition(rawValue: UInt32(position.rawValue))
        return gtk_entry_get_icon_storage_type(entry.entryPointer, gtkPosition) != GTK_IMAGE_EMPTY
    }

    /// `g_signal_emitv` with `(entry, position, event)` as GValues (always unset).
    private static func emitIconSignal(
        _ signal: String,
        position: EntryIconPosition,
        event: UnsafeMutablePointer<GdkEvent>,
        on entry: Entry
    ) {
        let signalID = g_signal_lookup(signal, gtk_entry_get_type())
        var parameters = [GValue](repeating: GValue(), count: 3)
        parameters.withUnsafeMutableBufferPointer { values in
            let base = values.baseAddress!
            _ = g_value_init(base, gtk_entry_get_type())
            g_value_set_object(base, UnsafeMutableRawPointer(entry.objectPointer))
            _ = g_value_init(base + 1, gtk_entry_icon_position_get_type())
            g_value_set_enum(base + 1, position.rawValue)
            _ = g_value_init(base + 2, gdk_event_get_type())
            g_value_set_boxed(base + 2, UnsafeRawPointer(event))
            g_signal_emitv(base, signalID, 0, nil)
            for index in 0..<3 { g_value_unset(base + index) }
        }
    }
}
