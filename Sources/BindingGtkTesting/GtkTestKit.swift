import BindingGtk

/// Headless GTK helpers for tests of windows and widgets: initialise GTK
/// once, find widgets, simulate input, record GLib warnings; waiting and
/// screenshots are the adapter's own (``MainLoop/run(until:timeout:)``,
/// ``Widget/waitUntilDrawn(timeout:)``, ``Widget/saveScreenshot(to:timeout:)``),
/// with a test deadline in ``pump(until:timeout:)``.
///
/// Run tests that use it under Xvfb, with criticals fatal:
/// `G_DEBUG=fatal-criticals xvfb-run -a swift test`.
///
/// Everything here must be called on the main thread. XCTest runs
/// synchronous test methods there; wrap the body in
/// `MainActor.assumeIsolated { }` (a synchronous `@MainActor` test method
/// crashes on Linux).
@MainActor
public enum GtkTestKit {
    /// Initialises GTK once for the whole test process.
    ///
    /// - Throws: ``GtkInitializationError`` with a message naming
    ///   `xvfb-run` when there is no display. Later calls rethrow the same
    ///   error without retrying.
    public static func setUp() throws {
        if let failure { throw failure }
        if Gtk.isInitialized && configured { return }
        do {
            try Gtk.initialize()
        } catch {
            failure = error
            throw error
        }
        configureForTests()
    }

    /// Makes input deterministic: GTK's built-in input method (no IBus/XIM
    /// daemon) and no animations (a switch flips at once).
    private static func configureForTests() {
        guard !configured, let settings = ToolkitSettings.default else { return }
        configured = true
        settings.object.setProperty("gtk-im-module", "gtk-im-context-simple")
        settings.enablesAnimations = false
    }

    private static var configured = false

    private static var failure: GtkInitializationError?
}
