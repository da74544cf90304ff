import CGtk

extension String {
    /// A Swift string from a newly allocated C string that the caller owns
    /// (`transfer full`); frees it with `g_free`. `nil` for `NULL`.
    static func takingOwnership(of cString: UnsafeMutablePointer<CChar>?) -> String? {
        guard let cString else { return nil }
        defer { g_free(cString) }
        return String(cString: cString)
    }

    /// A Swift string copied from a C string owned by GTK (`transfer none`). `nil` for `NULL`.
    static func borrowing(_ cString: UnsafePointer<CChar>?) -> String? {
        cString.map { String(cString: $0) }
    }
}
