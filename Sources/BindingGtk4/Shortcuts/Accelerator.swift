import CGtk4

/// Keyboard accelerators in GTK's syntax (`"<Primary>s"`, `"Delete"`, `"<Shift>F10"`): checking
/// them and formatting them for menus and help as GTK 4 does.
public enum Accelerator {
    /// Whether GTK 4 parses `accelerator` (`gtk_accelerator_parse`).
    public static func isValid(_ accelerator: String) -> Bool {
        parse(accelerator) != nil
    }

    /// The accelerator as a person reads it in a menu or a help window, in the user's language
    /// (`"<Primary>s"` → "Ctrl+S", `"<Shift><Control>z"` → "Shift+Ctrl+Z"); `nil` when GTK does not
    /// parse it.
    public static func label(_ accelerator: String) -> String? {
        guard let (key, modifiers) = parse(accelerator) else { return nil }
        return String.takingOwnership(of: gtk_accelerator_get_label(key, modifiers))
    }

    /// The labels of `accelerators` that parse, joined for one line of help (`"Ctrl+Q, Ctrl+W"`).
    public static func label(_ accelerators: [String], separator: String = ", ") -> String {
        accelerators.compactMap { label($0) }.joined(separator: separator)
    }

    /// The key and modifiers `accelerator` names; `nil` when GTK does not parse it.
    static func parse(_ accelerator: String) -> (key: UInt32, modifiers: GdkModifierType)? {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0 else { return nil }
        return (key, modifiers)
    }
}
