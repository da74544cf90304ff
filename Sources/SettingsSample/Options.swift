/// The sample's command line: `SettingsSample [--screenshot FILE] [--config-dir DIR] [--cache-dir DIR]`.
struct Options {
    /// Render the window to this PNG and exit instead of running.
    var screenshotPath: String?
    /// Keep settings.ini here instead of the XDG config directory.
    var configDirectory: String?
    /// Measure and clear this folder instead of the XDG cache directory.
    var cacheDirectory: String?

    /// Usage text for `--help` and mistakes.
    static let usage = """
        usage: SettingsSample [--screenshot FILE.png] [--config-dir DIR] [--cache-dir DIR]
          --screenshot FILE  render the window, save it as a PNG and exit
          --config-dir DIR   keep settings.ini in DIR (default: $XDG_CONFIG_HOME/\(SettingsApp.id))
          --cache-dir DIR    the cache to measure and clear (default: $XDG_CACHE_HOME/\(SettingsApp.id))
        """

    /// A bad command line, with the message to print.
    struct Invalid: Error { let message: String }

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(Invalid) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--screenshot", "--config-dir", "--cache-dir":
                guard let value = remaining.popFirst() else { throw Invalid(message: "\(argument) needs a value") }
                switch argument {
                case "--screenshot": options.screenshotPath = value
                case "--config-dir": options.configDirectory = value
                default: options.cacheDirectory = value
                }
            case "-h", "--help":
                throw Invalid(message: "")
            default:
                throw Invalid(message: "unknown argument \(argument)")
            }
        }
        return options
    }
}
