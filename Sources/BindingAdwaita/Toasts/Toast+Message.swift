import CAdwaita

extension Toast {
    /// A new `AdwToast` (a reference the caller owns) showing `message` as plain text: libadwaita
    /// 1.2 reads a toast's title as Pango markup, so `&` and `<` are escaped.
    static func newToastPointer(message: String) -> OpaquePointer {
        let escaped = g_markup_escape_text(message, -1)!
        defer { g_free(escaped) }
        return adw_toast_new(escaped)
    }
}
