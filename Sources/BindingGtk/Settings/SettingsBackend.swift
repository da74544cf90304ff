import CGtk

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
    @MainActor
    func makeBackend() -> (pointer: UnsafeMutablePointer<GSettingsBackend>, name: String) {
        switch self {
        case let .keyfile(path, defaultsDirectory):
            return (cgtk_keyfile_settings_backend_new(path, defaultsDirectory)!, "keyfile \(path)")
        case .memory:
            return (g_memory_settings_backend_new()!, "memory")
        case .automatic:
            if Self.systemChoiceCanWork, let system = g_settings_backend_get_default() {
                let typeName = String(cString: g_type_name(cgtk_object_type(UnsafeMutableRawPointer(system).assumingMemoryBound(to: GObject.self))))
                if typeName != "GMemorySettingsBackend" { return (system, typeName) }
                g_object_unref(UnsafeMutableRawPointer(system))
            }
            return SettingsBackend.keyfile(path: Self.standardKeyfilePath).makeBackend()
        }
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
