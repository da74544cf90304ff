import Foundation

/// What every sample executable does before and after its window, whichever
/// toolkit it uses: parsing the command line and printing to standard error.
public enum SampleProcess {
    /// Parses the command line with `parse` and runs `run` on the main
    /// thread; exits with its status. `--help` prints `usage` and exits 0, a
    /// mistake prints it with the reason and exits 2.
    public static func main<Options>(
        usage: String,
        parse: ([String]) throws(SampleCommandLine.Stop) -> Options,
        run: @MainActor (Options) -> Int32
    ) -> Never {
        let options: Options
        do {
            options = try parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            if !error.isHelp { printError(error.message) }
            printError(usage)
            exit(error.isHelp ? 0 : 2)
        }
        exit(MainActor.assumeIsolated { run(options) })
    }

    /// Writes `message` and a newline to standard error.
    public static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
