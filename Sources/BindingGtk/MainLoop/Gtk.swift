import Binding
import BindingGLib
import CGtk

/// Why GTK could not be initialised: the GLib layer's ``/BindingGLib/DisplayError``, which
/// every front end shares.
public typealias GtkInitializationError = DisplayError

/// GTK process-wide set-up.
@MainActor
public enum Gtk {
    /// `true` once ``initialize(arguments:)`` has succeeded.
    public private(set) static var isInitialized = false

    /// Initialises GTK on the main thread (once; later calls return at once)
    /// and attaches the main-queue source, so `DispatchQueue.main`,
    /// `MainActor` tasks and `MainScheduler` run inside the GTK loop.
    ///
    /// Call it first thing in an app, and say why when it fails:
    ///
    /// <!-- snippet: doc-Gtk -->
    /// ```swift
    /// do {
    ///     try Gtk.initialize()
    /// } catch {
    ///     print("MyApp: \(error)")   // "no X display: DISPLAY is not set; …"
    ///     exit(1)
    /// }
    /// ```
    ///
    /// - Parameter arguments: the command line, program name first; GTK takes
    ///   its own options out (`--display`, `--gtk-debug`, …). None by default.
    /// - Throws: ``/BindingGLib/DisplayError/noDisplay(display:)`` when no display
    ///   can be opened (for example without Xvfb); never crashes.
    public static func initialize(arguments: [String] = []) throws(GtkInitializationError) {
        if isInitialized { return }
        MainScheduler.ensureRunningOnMainThread("GTK must be initialised on the main thread")
        let ok = withCArguments(arguments) { argc, argv in gtk_init_check(argc, argv) != 0 }
        guard ok else { throw noDisplayError(environment: currentEnvironment(["DISPLAY", "WAYLAND_DISPLAY"])) }
        isInitialized = true
        WrapperRegistry.addGtkClasses()
        MainQueueSource.install()
    }

    /// The error for a failed initialisation given the display environment.
    nonisolated static func noDisplayError(environment: [String: String]) -> GtkInitializationError {
        let display = environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
        return .noDisplay(display: display)
    }

    private static func currentEnvironment(_ names: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for name in names {
            if let value = g_getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }
}
