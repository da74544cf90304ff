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

    /// A bad command line, with the message to print.
    struct Invalid: Error { let message: String }

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(Invalid) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--window", "--query", "--screenshot":
                guard let value = remaining.popFirst() else { throw Invalid(message: "\(argument) needs a value") }
                switch argument {
                case "--window":
                    guard let window = Window(rawValue: value) else { throw Invalid(message: "unknown window \(value)") }
                    options.window = window
                case "--query": options.query = value
                default: options.screenshotPath = value
                }
            case "--fail":
                options.failFeed = true
            case "-h", "--help":
                throw Invalid(message: "")
            default:
                throw Invalid(message: "unknown argument \(argument)")
            }
        }
        return options
    }
}
