import CGLib

// C strings across the Swift/C boundary.
//
// A Swift `String` passed where C expects `const char *` is a temporary copy,
// valid only during that call. That is right for almost every GTK and GLib
// function (they copy what they keep), and wrong for the few that keep the
// pointer itself: `g_quark_from_static_string`, `g_intern_static_string`,
// `gdk_atom_intern_static_string`, static `GParamSpec` names, `GOptionEntry`
// tables and the like. Call the copying variant instead (`g_quark_from_string`,
// `gdk_atom_intern`), or pass ``String/interned(_:)``, a copy that lives for
// the whole process. AddressSanitizer reports the temporary's reuse as a
// heap-use-after-free (see CONTRIBUTING.md for the sanitizer runs).

extension String {
    /// A Swift string from a newly allocated C string that the caller owns
    /// (`transfer full`); frees it with `g_free`. `nil` for `NULL`.
    package static func takingOwnership(of cString: UnsafeMutablePointer<CChar>?) -> String? {
        guard let cString else { return nil }
        defer { g_free(cString) }
        return String(cString: cString)
    }

    /// A Swift string copied from a C string owned by GTK (`transfer none`). `nil` for `NULL`.
    package static func borrowing(_ cString: UnsafePointer<CChar>?) -> String? {
        cString.map { String(cString: $0) }
    }

    /// GLib's interned copy of `string`: one C string per distinct value, never
    /// freed. The pointer to give a C function that keeps the pointer it gets.
    package static func interned(_ string: String) -> UnsafePointer<CChar> {
        g_intern_string(string)
    }
}
