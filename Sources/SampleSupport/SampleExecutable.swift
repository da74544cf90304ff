import Binding
import BindingGtk
import Foundation

/// What every sample executable does around its own window: the command
/// line, what to say when there is no display, and the `--screenshot` mode,
/// all on the public API of `BindingGtk` (`Gtk.initialize()`,
/// `MainLoop.runUntilClosed(_:)`, `MainLoop.run(until:timeout:)`,
/// `Widget.saveScreenshot(to:timeout:)`).
public enum SampleExecutable {
    /// Parses the command line with `parse` and runs `run` on the main
    /// thread; exits with its status (``SampleProcess/main(usage:parse:run:)``).
    public static func main<Options>(
        usage: String,
        parse: ([String]) throws(SampleCommandLine.Stop) -> Options,
        run: @MainActor (Options) -> Int32
    ) -> Never {
        SampleProcess.main(usage: usage, parse: parse, run: run)
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

    /// Shows `sampleWindow` and runs the main loop until it closes; or, with
    /// a `screenshotPath`, the `--screenshot` mode
    /// (``screenshot(_:sample:ready:to:)``). Returns the exit status.
    @MainActor
    public static func present(
        _ sampleWindow: some SampleWindow, sample: String,
        screenshotPath: String?, ready: () -> Bool = { true }
    ) throws -> Int32 {
        try withExtendedLifetime(sampleWindow) {
            if let screenshotPath {
                return try screenshot(sampleWindow.window, sample: sample, ready: ready, to: screenshotPath)
            }
            sampleWindow.window.showAll()
            try MainLoop.runUntilClosed(sampleWindow.window)
            return 0
        }
    }

    /// How long the `--screenshot` mode waits for the window to be ready.
    public static let screenshotTimeout: Duration = .seconds(30)

    /// The `--screenshot` mode: shows `window` (with animations off, so a
    /// switch is drawn flipped rather than half-way), runs the main loop until
    /// `ready` holds and the window has drawn a frame since, saves it as a PNG
    /// at `path` and destroys it. Returns the exit status (1, with the reason
    /// on standard error, when the window is not ready in time).
    @MainActor
    public static func screenshot(
        _ window: Window, sample: String,
        ready: () -> Bool = { true }, to path: String
    ) throws -> Int32 {
        ToolkitSettings.default?.enablesAnimations = false
        window.showAll()
        guard MainLoop.run(until: ready, timeout: screenshotTimeout) else {
            printError("\(sample): the window was not ready within \(screenshotTimeout)")
            return 1
        }
        // Waits for a frame drawn in the ready state, then renders it.
        try window.saveScreenshot(to: path, timeout: screenshotTimeout)
        print("saved \(path)")
        window.destroy()
        return 0
    }

    /// Writes `message` and a newline to standard error.
    public static func printError(_ message: String) {
        SampleProcess.printError(message)
    }
}
