import SampleSupportGLib

/// The sample's command line: `ProfileSampleGtk4 [--screenshot FILE] [--data-dir DIR]`.
struct Options {
    /// Render the window to this PNG and exit instead of running.
    var screenshotPath: String?
    /// Keep the profile here instead of the GTK 3 sample's XDG data directory.
    var dataDirectory: String?

    /// Usage text for `--help` and mistakes.
    static let usage = """
        usage: ProfileSampleGtk4 [--screenshot FILE.png] [--data-dir DIR]
          --screenshot FILE  render the window, save it as a PNG and exit
          --data-dir DIR     keep profile.json in DIR (default: $XDG_DATA_HOME/\(ProfileApp.dataID), shared with ProfileSample)
        """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(SampleCommandLine.Stop) -> Options {
        let line = try SampleCommandLine(arguments, options: ["--screenshot", "--data-dir"])
        return Options(screenshotPath: line.value("--screenshot"), dataDirectory: line.value("--data-dir"))
    }
}
