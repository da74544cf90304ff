import CGLib

extension Array where Element == String {
    /// The strings of a `NULL`-terminated C string vector (`gchar **`, GLib's `strv`); `NULL`
    /// reads as `[]`. The vector is not freed.
    package init(strv vector: UnsafePointer<UnsafeMutablePointer<gchar>?>?) {
        var strings: [String] = []
        if let vector {
            var index = 0
            while let item = vector[index] {
                strings.append(String(cString: item))
                index += 1
            }
        }
        self = strings
    }

    /// The strings of a string vector a C function returned as the caller's to free
    /// (`transfer full`); frees it with `g_strfreev`.
    package init(takingStrv vector: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) {
        self.init(strv: vector)
        g_strfreev(vector)
    }
}
