import BindingGLib
import CGtk4

/// The GTK 4 main loop without a `GtkApplication` (tools, samples, tests).
///
/// GTK 4 has no `gtk_main`: these run GLib's loop (`MainLoop.runUntilStopped()` of the GLib
/// layer) with the same names the GTK 3 layer gives its `gtk_main`, so start-up code reads the
/// same on both. An app with a `GtkApplication` runs `GioApplication.run(arguments:)` instead.
extension MainLoop {
    /// Initialises GTK if needed and runs the loop until ``quit()``.
    /// Main-queue work, `MainActor` tasks and timers run inside the loop.
    ///
    /// - Throws: ``GtkInitializationError`` without a display.
    public static func run() throws(GtkInitializationError) {
        try Gtk.initialize()
        runUntilStopped()
    }

    /// Makes the innermost running loop (``run()``, ``runUntilClosed(_:)``,
    /// ``runUntilLastWindowCloses()``) return. Does nothing if no loop is running.
    public static func quit() {
        stopRunning()
    }

    /// `true` while ``run()`` (or another loop of this layer) is running.
    public static var isRunning: Bool { runningUntilStoppedDepth > 0 }

    /// Runs the loop until `window` is destroyed (closed by the user or by code).
    /// Returns at once if it already was.
    ///
    /// - Throws: ``GtkInitializationError`` without a display.
    public static func runUntilClosed(_ window: Window) throws(GtkInitializationError) {
        try Gtk.initialize()
        guard !window.isDestroyed else { return }
        let watch = window.onDestroy { MainLoop.quit() }
        runUntilStopped()
        watch.dispose()
    }

    /// Runs the loop until no toplevel window is left (GTK 4's `gtk_window_get_toplevels()` is
    /// empty). Returns at once if there is none.
    ///
    /// - Throws: ``GtkInitializationError`` without a display.
    public static func runUntilLastWindowCloses() throws(GtkInitializationError) {
        try Gtk.initialize()
        guard ToplevelWatch.shared.toplevelCount > 0 else { return }
        let watch = ToplevelWatch.shared.onChange {
            if ToplevelWatch.shared.toplevelCount == 0 { MainLoop.quit() }
        }
        runUntilStopped()
        watch.dispose()
    }
}
