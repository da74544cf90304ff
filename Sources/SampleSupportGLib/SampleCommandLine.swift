/// A sample's command line after the program name: `--name VALUE` options
/// and `--flag` switches, in any order.
public struct SampleCommandLine: Sendable {
    /// Why parsing stopped: a mistake (with its message), or `--help`/`-h`
    /// (empty message). Either way the caller prints the usage.
    public struct Stop: Error, Sendable {
        public let message: String

        public init(_ message: String) {
            self.message = message
        }

        /// Whether this is a request for the usage rather than a mistake.
        public var isHelp: Bool { message.isEmpty }
    }

    private var values: [String: String] = [:]
    private var setFlags: Set<String> = []

    /// Parses `arguments` that may hold the `options` (each followed by a
    /// value) and the `flags`; anything else is a mistake.
    public init(_ arguments: [String], options: Set<String>, flags: Set<String> = []) throws(Stop) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if options.contains(argument) {
                guard let value = remaining.popFirst() else { throw Stop("\(argument) needs a value") }
                values[argument] = value
            } else if flags.contains(argument) {
                setFlags.insert(argument)
            } else if argument == "-h" || argument == "--help" {
                throw Stop("")
            } else {
                throw Stop("unknown argument \(argument)")
            }
        }
    }

    /// The value given for `option`, if it was given.
    public func value(_ option: String) -> String? { values[option] }

    /// Whether `flag` was given.
    public func isSet(_ flag: String) -> Bool { setFlags.contains(flag) }
}
