import SampleSupportGLib

/// The GTK 4 sample's command line, the GTK 3 sample's options:
/// `SettingsSampleGtk4 [--screenshot FILE] [--config-dir DIR] [--cache-dir DIR]`.
struct SettingsOptions {
    /// Render the window to this PNG and exit instead of running.
    var screenshotPath: String?
    /// Keep the settings in GLib's keyfile backend under this folder instead of GSettings' usual backend.
    var configDirectory: String?
    /// Measure and clear this folder instead of the XDG cache directory.
    var cacheDirectory: String?

    /// Usage text for `--help` and mistakes.
    static let usage = """
        usage: SettingsSampleGtk4 [--screenshot FILE.png] [--config-dir DIR] [--cache-dir DIR]
          --screenshot FILE  render the window, save it as a PNG and exit
          --config-dir DIR   keep the settings in DIR/glib-2.0/settings/keyfile (default: dconf, or GLib's keyfile)
          --cache-dir DIR    the cache to measure and clear (default: $XDG_CACHE_HOME/\(SettingsApp4.id))
        """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(SampleCommandLine.Stop) -> SettingsOptions {
        let line = try SampleCommandLine(arguments, options: ["--screenshot", "--config-dir", "--cache-dir"])
        return SettingsOptions(
            screenshotPath: line.value("--screenshot"),
            configDirectory: line.value("--config-dir"),
            cacheDirectory: line.value("--cache-dir"))
    }
}
