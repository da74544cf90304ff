/// The Settings samples' command line, one for both toolkits' samples (the GTK 3 `SettingsSample`
/// and the GTK 4 `SettingsSampleGtk4`): `[--screenshot FILE] [--config-dir DIR] [--cache-dir DIR]`.
public struct SettingsSampleOptions: Sendable, Equatable {
    /// Render the window to this PNG and exit instead of running.
    public var screenshotPath: String?
    /// Keep the settings in GLib's keyfile backend under this folder (`DIR/glib-2.0/settings/keyfile`,
    /// locks in `DIR/locks`) instead of GSettings' usual backend.
    public var configDirectory: String?
    /// Measure and clear this folder instead of the XDG cache directory.
    public var cacheDirectory: String?

    /// Options as given; `nil` for one not given.
    public init(screenshotPath: String? = nil, configDirectory: String? = nil, cacheDirectory: String? = nil) {
        self.screenshotPath = screenshotPath
        self.configDirectory = configDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// Usage text for `--help` and mistakes, for the executable `program` of the app `appID`.
    public static func usageText(program: String, appID: String) -> String {
        """
        usage: \(program) [--screenshot FILE.png] [--config-dir DIR] [--cache-dir DIR]
          --screenshot FILE  render the window, save it as a PNG and exit
          --config-dir DIR   keep the settings in DIR/glib-2.0/settings/keyfile (default: dconf, or GLib's keyfile)
          --cache-dir DIR    the cache to measure and clear (default: $XDG_CACHE_HOME/\(appID))
        """
    }

    /// Parses the arguments after the program name.
    ///
    /// - Throws: ``SampleCommandLine/Stop`` for `--help` and for a mistake (an unknown argument,
    ///   an option without its value).
    public static func parse(_ arguments: [String]) throws(SampleCommandLine.Stop) -> SettingsSampleOptions {
        let line = try SampleCommandLine(arguments, options: ["--screenshot", "--config-dir", "--cache-dir"])
        return SettingsSampleOptions(
            screenshotPath: line.value("--screenshot"),
            configDirectory: line.value("--config-dir"),
            cacheDirectory: line.value("--cache-dir"))
    }
}
