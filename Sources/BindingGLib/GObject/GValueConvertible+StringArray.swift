import CGLib

extension Array: GValueConvertible where Element == String {
    /// `G_TYPE_STRV`: a `NULL`-terminated array of strings (`AboutDialog.authors`).
    public static var valueGType: GType { g_strv_get_type() }

    /// Reads the strings; `NULL` reads as `[]`.
    public init(gValue: UnsafePointer<GValue>) {
        self.init(strv: g_value_get_boxed(gValue)?.assumingMemoryBound(to: UnsafeMutablePointer<gchar>?.self))
    }

    /// Stores a copy of the strings (`g_value_set_boxed` copies the array and its strings, so the
    /// temporary copies made here are freed before returning). `[]` is stored as `NULL`, the form
    /// GTK expects for "none" (its scale button crashes on an empty, non-`NULL` icon list).
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        guard !isEmpty else { return }
        let array = UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>.allocate(capacity: count + 1)
        defer { array.deallocate() }
        for (index, string) in enumerated() { array[index] = g_strdup(string) }
        array[count] = nil
        g_value_set_boxed(gValue, array)
        for index in 0..<count { g_free(array[index]) }
    }
}
