import CGLib

/// Where a ``GioSettings`` stores its values.
public enum SettingsBackend: Sendable, Equatable {
    /// What a GNOME app would use, but never one that forgets: GLib's choice
    /// when `GSETTINGS_BACKEND` is set or dconf can work (a session bus is
    /// reachable), unless that choice is the memory backend; otherwise GLib's
    /// keyfile backend in its standard file, `$XDG_CONFIG_HOME/glib-2.0/settings/keyfile`
    /// (where `GSETTINGS_BACKEND=keyfile gsettings …` reads and writes too).
    case automatic
    /// GLib's keyfile backend on `path`; with `defaultsDirectory`, the key
    /// paths listed in its file `locks` (one per line) are locked down.
    /// GLib watches the file: changes written by other processes arrive live.
    case keyfile(path: String, defaultsDirectory: String? = nil)
    /// Values kept in memory only (for tests): nothing persists.
    case memory

    /// A new reference to the GLib backend, and what it is for messages.
    /// A keyfile that cannot be parsed is moved aside first (GLib would read
    /// it as empty and overwrite it on the next write); one that cannot be
    /// read is left alone and a memory backend stands in. Both are reported.
    @MainActor
    func makeBackend() -> (pointer: UnsafeMutablePointer<GSettingsBackend>, name: String, problem: SettingsError?) {
        switch self {
        case let .keyfile(path, defaultsDirectory):
            let problem = Self.checkKeyfile(at: path)
            if case .unreadableKeyfile? = problem { return (g_memory_settings_backend_new()!, "memory", problem) }
            return (cglib_keyfile_settings_backend_new(path, defaultsDirectory)!, "keyfile \(path)", problem)
        case .memory:
            return (g_memory_settings_backend_new()!, "memory", nil)
        case .automatic:
            if Self.systemChoiceCanWork, let system = g_settings_backend_get_default() {
                let typeName = String(cString: g_type_name(cglib_object_type(UnsafeMutableRawPointer(system).assumingMemoryBound(to: GObject.self))))
                if typeName != "GMemorySettingsBackend" { return (system, typeName, nil) }
                g_object_unref(UnsafeMutableRawPointer(system))
            }
            return SettingsBackend.keyfile(path: Self.standardKeyfilePath).makeBackend()
        }
    }

    /// Moves a keyfile GLib cannot parse aside; says why a keyfile cannot be read.
    private static func checkKeyfile(at path: String) -> SettingsError? {
        guard g_file_test(path, G_FILE_TEST_EXISTS) != 0 else { return nil }
        guard g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0 else {
            return .unreadableKeyfile(path: path, reason: "not a regular file")
        }
        let keyFile = g_key_file_new()
        defer { g_key_file_free(keyFile) }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_load_from_file(keyFile, path, G_KEY_FILE_KEEP_COMMENTS, &error) == 0 else { return nil }
        // Key-file errors are about the content (reading failures are file errors).
        let isParseError = error?.pointee.domain == g_key_file_error_quark()
        let reason = SettingsSchemas.takeMessage(error)
        guard isParseError else { return .unreadableKeyfile(path: path, reason: reason) }
        guard let aside = try? FileContents.moveAside(path) else { return .unreadableKeyfile(path: path, reason: reason) }
        return .corruptKeyfile(path: path, movedTo: aside, reason: reason)
    }

    /// GLib's own keyfile location: `$XDG_CONFIG_HOME/glib-2.0/settings/keyfile`.
    public static var standardKeyfilePath: String {
        String(cString: g_get_user_config_dir()) + "/glib-2.0/settings/keyfile"
    }

    /// `true` when the user chose a backend (`GSETTINGS_BACKEND`) or a session bus is reachable for dconf.
    private static var systemChoiceCanWork: Bool {
        if let chosen = g_getenv("GSETTINGS_BACKEND"), chosen.pointee != 0 { return true }
        if let bus = g_getenv("DBUS_SESSION_BUS_ADDRESS"), bus.pointee != 0 { return true }
        guard let runtime = g_get_user_runtime_dir() else { return false }
        return g_file_test(String(cString: runtime) + "/bus", G_FILE_TEST_EXISTS) != 0
    }
}
