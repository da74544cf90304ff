import SampleSupport

/// The sample's command line: `GallerySample [--window NAME] [--query TEXT] [--fail] [--screenshot FILE]`.
struct Options {
    /// Which window opens first.
    enum Window: String { case gallery, search, feed }

    /// The window to open.
    var window = Window.gallery
    /// Text typed into the search window at start.
    var query: String?
    /// Start the feed with its "Simulate failure" switch on.
    var failFeed = false
    /// Render the window to this PNG and exit instead of running.
    var screenshotPath: String?

    /// Usage text for `--help` and mistakes.
    static let usage = """
        usage: GallerySample [--window gallery|search|feed] [--query TEXT] [--fail] [--screenshot FILE.png]
          --window NAME      open this window (default: gallery, which opens the others)
          --query TEXT       type TEXT into the search window
          --fail             start the feed with "Simulate failure" on
          --screenshot FILE  render the window, save it as a PNG and exit
        """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(SampleCommandLine.Stop) -> Options {
        let line = try SampleCommandLine(
            arguments, options: ["--window", "--query", "--screenshot"], flags: ["--fail"])
        var options = Options(query: line.value("--query"), failFeed: line.isSet("--fail"), screenshotPath: line.value("--screenshot"))
        if let name = line.value("--window") {
            guard let window = Window(rawValue: name) else { throw SampleCommandLine.Stop("unknown window \(name)") }
            options.window = window
        }
        return options
    }
}
