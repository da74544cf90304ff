import Binding
import BindingGtk
import BindingGtkTesting
import Foundation

/// What every sample executable does around its own window: the command
/// line, GTK start-up without a display, running until the window closes,
/// and the `--screenshot` mode.
public enum SampleLaunch {
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

    /// Starts GTK; without a display prints how to run `command` under Xvfb
    /// and returns `false`.
    @MainActor
    public static func startGtk(command: String) -> Bool {
        do {
            try Gtk.initialize()
            return true
        } catch {
            printError("no X display: run under xvfb-run -a \(command)")
            return false
        }
    }

    /// Shows `window` and runs the main loop until it is closed. Returns 0.
    @MainActor
    public static func runUntilClosed(_ window: Window) throws -> Int32 {
        let quit = window.rx.destroyed => { MainLoop.quit() }
        defer { quit.dispose() }
        window.showAll()
        try MainLoop.run()
        return 0
    }

    /// Shows `window`, lets it settle for `settle`, waits until `ready`,
    /// saves it as a PNG at `path` and destroys it. Returns the exit status.
    @MainActor
    public static func screenshot(
        _ window: Window, sample: String, settle: Duration = .zero,
        ready: () -> Bool = { true }, to path: String
    ) throws -> Int32 {
        guard GtkTestKit.showAndWait(window) else {
            printError("\(sample): the window was not shown in time")
            return 1
        }
        if settle > .zero { GtkTestKit.pump(for: settle) }
        GtkTestKit.pump(until: ready)
        GtkTestKit.pump(for: .milliseconds(200))
        try GtkTestKit.saveScreenshot(of: window, to: path)
        print("saved \(path)")
        window.destroy()
        return 0
    }

    /// Writes `message` and a newline to standard error.
    public static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
