import BindingGLib
import CGtk

/// The GTK main loop without a `GtkApplication` (tools, samples, tests).
///
/// An app starts GTK, shows its window and runs until the user closes it:
///
/// <!-- snippet: doc-MainLoop-Gtk -->
/// ```swift
/// try Gtk.initialize()                  // throws GtkInitializationError without a display
/// let window = MainWindow().window
/// window.showAll()
/// try MainLoop.runUntilClosed(window)   // or MainLoop.runUntilLastWindowCloses()
/// ```
///
/// The GLib layer's `run(until:timeout:)` and `run(for:)` drive the same loop
/// from code that waits for something and return by themselves.
extension MainLoop {
    /// Initialises GTK if needed and runs `gtk_main` until ``quit()``.
    /// Main-queue work, `MainActor` tasks and timers run inside the loop.
    ///
    /// - Throws: ``GtkInitializationError`` without a display.
    public static func run() throws(GtkInitializationError) {
        try Gtk.initialize()
        gtk_main()
    }

    /// Makes the innermost running loop (``run()``, ``runUntilClosed(_:)``,
    /// ``runUntilLastWindowCloses()``) return. Does nothing if no loop is running.
    public static func quit() {
        if gtk_main_level() > 0 { gtk_main_quit() }
    }

    /// `true` while ``run()`` (any `gtk_main`) is running.
    public static var isRunning: Bool { gtk_main_level() > 0 }
}
