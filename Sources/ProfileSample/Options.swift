import SampleSupport

/// The sample's command line: `ProfileSample [--screenshot FILE] [--data-dir DIR] [--exit-after-first-frame]`.
struct Options {
    /// Render the window to this PNG and exit instead of running.
    var screenshotPath: String?
    /// Keep the profile here instead of the XDG data directory.
    var dataDirectory: String?
    /// Quit once the window's first frame is drawn, after the full set-up
    /// (the startup benchmark's end point).
    var exitAfterFirstFrame = false

    /// Usage text for `--help` and mistakes.
    static let usage = """
        usage: ProfileSample [--screenshot FILE.png] [--data-dir DIR] [--exit-after-first-frame]
          --screenshot FILE  render the window, save it as a PNG and exit
          --data-dir DIR     keep profile.json in DIR (default: $XDG_DATA_HOME/\(ProfileApp.id))
          --exit-after-first-frame  quit as soon as the window's first frame is drawn (startup benchmark)
        """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(SampleCommandLine.Stop) -> Options {
        let line = try SampleCommandLine(
            arguments, options: ["--screenshot", "--data-dir"], flags: ["--exit-after-first-frame"])
        return Options(
            screenshotPath: line.value("--screenshot"),
            dataDirectory: line.value("--data-dir"),
            exitAfterFirstFrame: line.isSet("--exit-after-first-frame"))
    }
}
