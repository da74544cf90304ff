import SampleSupport

/// The sample's command line: `SettingsSample [--screenshot FILE] [--config-dir DIR] [--cache-dir DIR]`.
struct Options {
    /// Render the window to this PNG and exit instead of running.
    var screenshotPath: String?
    /// Keep the settings in GLib's keyfile backend under this folder (`DIR/glib-2.0/settings/keyfile`, locks in
    /// `DIR/locks`) instead of GSettings' usual backend.
    var configDirectory: String?
    /// Measure and clear this folder instead of the XDG cache directory.
    var cacheDirectory: String?

    /// Usage text for `--help` and mistakes.
    static let usage = """
        usage: SettingsSample [--screenshot FILE.png] [--config-dir DIR] [--cache-dir DIR]
          --screenshot FILE  render the window, save it as a PNG and exit
          --config-dir DIR   keep the settings in DIR/glib-2.0/settings/keyfile (default: dconf, or GLib's keyfile)
          --cache-dir DIR    the cache to measure and clear (default: $XDG_CACHE_HOME/\(SettingsApp.id))
        """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(SampleCommandLine.Stop) -> Options {
        let line = try SampleCommandLine(arguments, options: ["--screenshot", "--config-dir", "--cache-dir"])
        return Options(
            screenshotPath: line.value("--screenshot"),
            configDirectory: line.value("--config-dir"),
            cacheDirectory: line.value("--cache-dir"))
    }
}
