import CGtk

/// One key combination in GTK's accelerator syntax (`"Delete"`,
/// `"<Primary>d"`, `"<Shift>F10"`), compared with key events as GTK compares
/// accelerators: the key without case, and the modifiers that matter for
/// shortcuts (Shift, Control, Alt, Super, Hyper, Meta).
struct KeyShortcut: Equatable, Sendable {
    /// The key, lower case (`GDK_KEY_a` for "a" and "A").
    let keyval: UInt32
    /// The modifiers, masked to GTK's accelerator modifiers.
    let modifiers: UInt32

    /// The combination `accelerator` writes, or `nil` when GTK cannot parse it.
    init?(_ accelerator: String) {
        var key: UInt32 = 0
        var mask = GdkModifierType(rawValue: 0)
        gtk_accelerator_parse(accelerator, &key, &mask)
        guard key != 0 else { return nil }
        keyval = gdk_keyval_to_lower(key)
        modifiers = mask.rawValue & gtk_accelerator_get_default_mod_mask().rawValue
    }

    /// Whether the key event `event` is this combination.
    func matches(_ event: GdkEventKey) -> Bool {
        gdk_keyval_to_lower(event.keyval) == keyval
            && event.state & gtk_accelerator_get_default_mod_mask().rawValue == modifiers
    }

    /// Whether a key event's `state` holds no modifier but Shift (and the
    /// locks): a key that types or edits text.
    static func isPlain(_ state: UInt32) -> Bool {
        let commandModifiers = GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue
            | GDK_HYPER_MASK.rawValue | GDK_META_MASK.rawValue
        return state & commandModifiers == 0
    }

    /// The combinations of `accelerators`; one GTK cannot parse is reported
    /// (standard error) and left out.
    static func parse(_ accelerators: [String]) -> [KeyShortcut] {
        accelerators.compactMap { accelerator in
            guard let shortcut = KeyShortcut(accelerator) else {
                reportActionProblem("the shortcut \"\(accelerator)\" does not parse as a GTK accelerator")
                return nil
            }
            return shortcut
        }
    }
}
