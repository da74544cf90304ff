import CGtk

/// Runs the GTK main loop without a `GtkApplication` (tools, samples, tests).
@MainActor
public enum MainLoop {
    /// Initialises GTK if needed and runs `gtk_main` until ``quit()``.
    /// Main-queue work, `MainActor` tasks and timers run inside the loop.
    ///
    /// - Throws: ``GtkInitializationError`` without a display.
    public static func run() throws(GtkInitializationError) {
        try Gtk.initialize()
        gtk_main()
    }

    /// Makes the innermost ``run()`` return. Does nothing if no loop is running.
    public static func quit() {
        if gtk_main_level() > 0 { gtk_main_quit() }
    }

    /// `true` while ``run()`` (any `gtk_main`) is running.
    public static var isRunning: Bool { gtk_main_level() > 0 }

    /// Runs pending GTK/GLib work without blocking; returns `true` if any ran.
    @discardableResult
    public static func iterate() -> Bool {
        g_main_context_iteration(nil, 0) != 0
    }
}
