import BindingGtk
import CGLib
import CGtk

/// Why simulated input could not be delivered.
public enum SimulatedInputError: Error, Equatable, CustomStringConvertible {
    /// The widget's window is not realised: show it first
    /// (``GtkTestKit/showAndWait(_:timeout:)``).
    case windowNotShown
    /// GTK did not handle the key (no focus widget took it); `key` is the keyval name.
    case keyNotHandled(key: String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .windowNotShown:
            return "the widget's window is not shown; call GtkTestKit.showAndWait(window) first"
        case .keyNotHandled(let key):
            return "GTK did not handle the key \(key); is the target focusable, sensitive and editable?"
        }
    }
}

extension GtkTestKit {
    /// Types `text` into `widget` the way a user does: focuses it, then sends
    /// a key press and release per character to its window, so GTK's own key
    /// handling, input method, `insert-text` and `changed` run for each one.
    ///
    /// In an entry (any `GtkEditable`) the cursor is first put at the end of
    /// the text, unselecting it (as when the user clicks after the text), so
    /// typing appends; pass `replacingSelection: true` to keep the cursor and
    /// selection GTK set (focusing an entry selects all its text).
    public static func type(
        _ text: String,
        into widget: Widget,
        replacingSelection: Bool = false
    ) throws(SimulatedInputError) {
        focus(widget, cursorAtEnd: !replacingSelection)
        for scalar in text.unicodeScalars {
            try pressKey(gdk_unicode_to_keyval(scalar.value), in: widget)
        }
    }

    /// Presses and releases the key `keyval` (a `Key` constant such as
    /// `Key.Return`) in `widget`, as a user would: `widget` is given the focus
    /// first (when it can take it; a window keeps its focus widget), then the
    /// key goes to its window, which runs its accelerators and hands the key
    /// to the focus widget, GTK's own order.
    ///
    /// `modifiers` is GDK's raw bit mask; with modifiers, prefer the form
    /// taking a `ModifierType` (`modifiers: .controlMask` for Ctrl).
    ///
    /// - Throws: ``SimulatedInputError/keyNotHandled(key:)`` when no
    ///   accelerator and no widget handled the key.
    public static func pressKey(_ keyval: UInt32, modifiers: UInt32 = 0, in widget: Widget) throws(SimulatedInputError) {
        focusUnlessWindow(widget)
        try pressKeyInFocusedWidget(keyval, modifiers: modifiers, ofWindowOf: widget)
    }

    /// Presses and releases the key `keyval` with the modifier keys
    /// `modifiers` held, in `widget`, as a user would (focus first, then the
    /// window's accelerators, then the focus widget). Ctrl+Enter:
    ///
    /// <!-- snippet: doc-GtkTestKit-pressKey -->
    /// ```swift
    /// try GtkTestKit.pressKey(Key.Return, modifiers: .controlMask, in: entry)
    /// ```
    ///
    /// Several modifiers are a set: `[.controlMask, .shiftMask]`. Keys are
    /// `Key` constants, named as GDK names them (`Key.Return`, `Key.a`,
    /// `Key.F10`); GTK's accelerator strings such as `"<Primary>Return"`
    /// mean Ctrl+Enter too.
    ///
    /// - Throws: ``SimulatedInputError/keyNotHandled(key:)`` when no
    ///   accelerator and no widget handled the key.
    public static func pressKey(_ keyval: UInt32, modifiers: ModifierType, in widget: Widget) throws(SimulatedInputError) {
        try pressKey(keyval, modifiers: modifiers.rawValue, in: widget)
    }

    /// Presses and releases `keyval` with `modifiers` held in the window of
    /// `widget`, delivered to whichever widget has the focus there (after the
    /// window's accelerators), without moving the focus.
    public static func pressKeyInFocusedWidget(
        _ keyval: UInt32, modifiers: ModifierType, ofWindowOf widget: Widget
    ) throws(SimulatedInputError) {
        try pressKeyInFocusedWidget(keyval, modifiers: modifiers.rawValue, ofWindowOf: widget)
    }

    /// Presses and releases `keyval` in the window of `widget`, delivered to
    /// whichever widget has the focus there (after the window's accelerators),
    /// without moving the focus. `modifiers` is GDK's raw bit mask (the
    /// `ModifierType` form takes the typed set).
    public static func pressKeyInFocusedWidget(
        _ keyval: UInt32, modifiers: UInt32 = 0, ofWindowOf widget: Widget
    ) throws(SimulatedInputError) {
        guard let toplevel = gtk_widget_get_toplevel(widget.widgetPointer),
              let window = gtk_widget_get_window(toplevel) else {
            throw .windowNotShown
        }
        let handled = sendKeyEvent(GDK_KEY_PRESS, keyval: keyval, modifiers: modifiers, to: toplevel, window: window)
        _ = sendKeyEvent(GDK_KEY_RELEASE, keyval: keyval, modifiers: modifiers, to: toplevel, window: window)
        guard handled else {
            throw .keyNotHandled(key: String.init(cString: gdk_keyval_name(keyval)))
        }
    }

    /// Gives `widget` the focus when it can take it; a window keeps its focus widget.
    private static func focusUnlessWindow(_ widget: Widget) {
        if gtk_widget_is_toplevel(widget.widgetPointer) == 0, gtk_widget_get_can_focus(widget.widgetPointer) != 0, !widget.hasFocus {
            widget.grabFocus()
        }
    }

    /// Presses Enter in `widget` (activating an entry, or the default button).
    public static func pressEnter(in widget: Widget) throws(SimulatedInputError) {
        focus(widget, cursorAtEnd: false)
        try pressKey(Key.Return, in: widget)
    }

    /// Presses Backspace `count` times at the end of `widget`'s text.
    public static func pressBackspace(_ count: Int = 1, in widget: Widget) throws(SimulatedInputError) {
        focus(widget, cursorAtEnd: true)
        for _ in 0..<count { try pressKey(Key.BackSpace, in: widget) }
    }

    /// Gives `widget` the focus; in an editable optionally puts the cursor at
    /// the end of the text, with nothing selected.
    private static func focus(_ widget: Widget, cursorAtEnd: Bool) {
        if !widget.hasFocus { widget.grabFocus() }
        if cursorAtEnd, cglib_instance_is_a(widget.widgetPointer, gtk_editable_get_type()) != 0 {
            gtk_editable_set_position(cgtk_editable(widget.widgetPointer), -1)
        }
    }

    /// Clicks `button` (emits `clicked`, as GTK does when the pointer is
    /// released over it). Toggle and check buttons toggle.
    public static func click(_ button: Button) {
        gtk_button_clicked(button.buttonPointer)
    }

    /// Flips `widget` as a user would: clicks a toggle or check button,
    /// activates a switch (as clicking or pressing Space on it does).
    public static func toggle(_ widget: Widget) {
        if let button = widget as? ToggleButton {
            click(button)
        } else {
            _ = gtk_widget_activate(widget.widgetPointer)
        }
    }

    /// Presses the + (`steps > 0`) or − button of `spinButton` `|steps|` times.
    public static func spin(_ spinButton: SpinButton, by steps: Int) {
        let direction = steps >= 0 ? GTK_SPIN_STEP_FORWARD : GTK_SPIN_STEP_BACKWARD
        for _ in 0..<abs(steps) {
            gtk_spin_button_spin(spinButton.spinButtonPointer, direction, 0)
        }
    }

    /// Builds a key event the way GDK would for the keyboard and delivers it.
    private static func sendKeyEvent(
        _ type: GdkEventType,
        keyval: UInt32,
        modifiers: UInt32,
        to toplevel: UnsafeMutablePointer<GtkWidget>,
        window: OpaquePointer
    ) -> Bool {
        guard let event = makeKeyEvent(type, keyval: keyval, modifiers: modifiers, window: window) else { return false }
        defer { gdk_event_free(event) }
        return gtk_widget_event(toplevel, event) != 0
    }

    /// A key event as GDK makes one for the keyboard of `window`'s display
    /// (free it with `gdk_event_free`).
    static func makeKeyEvent(
        _ type: GdkEventType, keyval: UInt32, modifiers: UInt32, window: OpaquePointer
    ) -> UnsafeMutablePointer<GdkEvent>? {
        guard let event = gdk_event_new(type) else { return nil }
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
        event.pointee.key.send_event = 1
        event.pointee.key.time = UInt32(GDK_CURRENT_TIME)
        event.pointee.key.state = modifiers
        event.pointee.key.keyval = keyval
        event.pointee.key.hardware_keycode = hardwareKeycode(for: keyval, display: gdk_window_get_display(window))
        if let seat = gdk_display_get_default_seat(gdk_window_get_display(window)),
           let keyboard = gdk_seat_get_keyboard(seat) {
            gdk_event_set_device(event, keyboard)
        }
        return event
    }

    /// The keycode that produces `keyval` on the display's keymap (0 if none).
    private static func hardwareKeycode(for keyval: UInt32, display: OpaquePointer?) -> UInt16 {
        guard let keymap = gdk_keymap_get_for_display(display) else { return 0 }
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: Int32 = 0
        guard gdk_keymap_get_entries_for_keyval(keymap, keyval, &keys, &count) != 0, let keys else { return 0 }
        defer { g_free(keys) }
        return count > 0 ? UInt16(keys[0].keycode) : 0
    }
}

extension GtkTestKit {
    /// Presses and releases `keyval` in `widget` through GTK's event dispatch
    /// (`gtk_main_do_event`), as a key from the X server arrives: `widget` is
    /// given the focus first (when it can take it), grabs (a modal dialog)
    /// apply, and the key is GTK's current event while it is handled
    /// (`gtk_get_current_event`), which ``pressKey(_:modifiers:in:)-(_,ModifierType,_)`` does not
    /// make it. GTK does not say whether anyone handled the key; check its effect.
    public static func dispatchKey(_ keyval: UInt32, modifiers: UInt32 = 0, in widget: Widget) {
        focusUnlessWindow(widget)
        guard let toplevel = gtk_widget_get_toplevel(widget.widgetPointer),
              let window = gtk_widget_get_window(toplevel) else { return }
        for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
            guard let event = makeKeyEvent(type, keyval: keyval, modifiers: modifiers, window: window) else { continue }
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
    }
}
