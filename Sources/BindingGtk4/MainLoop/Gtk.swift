import Binding
import BindingGLib
import CGtk4

/// Why GTK 4 could not be initialised: the GLib layer's `DisplayError`, which every front end
/// shares (the same name as in the GTK 3 layer, so start-up code reads the same on both).
public typealias GtkInitializationError = DisplayError

/// GTK 4 process-wide set-up.
@MainActor
public enum Gtk {
    /// `true` once ``initialize()`` has succeeded.
    public private(set) static var isInitialized = false

    /// Initialises GTK 4 on the main thread (once; later calls return at once) and attaches the
    /// main-queue source, so `DispatchQueue.main`, `MainActor` tasks and `MainScheduler` run
    /// inside GLib's loop.
    ///
    /// GTK 4's `gtk_init_check` takes no command line (GTK 4 reads its options from the
    /// environment: `GDK_BACKEND`, `GSK_RENDERER`, `GTK_DEBUG`).
    ///
    /// - Throws: `DisplayError.noDisplay(display:)` when no display can be opened (for example
    ///   without Xvfb); never crashes.
    public static func initialize() throws(GtkInitializationError) {
        if isInitialized { return }
        MainScheduler.ensureRunningOnMainThread("GTK must be initialised on the main thread")
        // GTK 4's gtk_init takes no argv, so nothing names the program (GTK 3 took it from argv[0]):
        // without a name, AT-SPI lists the app as "Unnamed" and X11 windows have no WM_CLASS.
        if g_get_prgname() == nil, let program = CommandLine.arguments.first?.split(separator: "/").last {
            g_set_prgname(String(program))
        }
        guard gtk_init_check() != 0 else {
            let display = g_getenv("DISPLAY").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
            throw .noDisplay(display: display)
        }
        isInitialized = true
        // The generated classes, with the hand-written ones winning for the same GType.
        WrapperRegistry.addTable { WrapperRegistry.generatedFactories().merging(gtk4WrapperClasses()) { _, handWritten in handWritten } }
        MainQueueSource.install()
    }

    /// The wrapper classes of this layer by GType, most general first.
    private static func gtk4WrapperClasses() -> [GType: WrapperRegistry.Factory] {
        [
            gtk_widget_get_type(): { Widget($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_window_get_type(): { Window($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_application_window_get_type(): { ApplicationWindow($0.assumingMemoryBound(to: GtkWidget.self)) },
            gtk_application_get_type(): { Application($0) },
        ]
    }
}
