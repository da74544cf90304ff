import CGLib

/// The user's XDG base directories, as GLib computes them
/// (`$XDG_CONFIG_HOME` or `~/.config`, and so on). Read once per process by GLib.
public enum UserDirectories {
    /// `g_get_user_config_dir()`: preferences.
    public static var config: String { String(cString: g_get_user_config_dir()) }
    /// `g_get_user_data_dir()`: documents an app keeps (a saved profile).
    public static var data: String { String(cString: g_get_user_data_dir()) }
    /// `g_get_user_cache_dir()`: what may be deleted at any time.
    public static var cache: String { String(cString: g_get_user_cache_dir()) }
}
