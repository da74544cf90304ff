import BindingGtk

/// Headless GTK helpers for tests of windows and widgets: initialise GTK once
/// (failing clearly without a display), find widgets, simulate input, record
/// GLib warnings; waiting and screenshots are the adapter's own
/// (`MainLoop.run(until:timeout:)`, ``/BindingGtk/Widget/waitUntilDrawn(timeout:)``,
/// ``/BindingGtk/Widget/saveScreenshot(to:timeout:)``), with a test deadline in ``pump(until:timeout:)``.
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
    /// Initialises GTK once for the whole test process. Every test that needs
    /// a display calls it first, including tests that run a built app: without
    /// a display it throws, so the test fails (never skips) with a message
    /// saying to run under `xvfb-run`.
    ///
    /// - Throws: ``GtkTestSetupError/noDisplay(_:)`` when there is no display.
    ///   Later calls rethrow the same error without retrying.
    public static func setUp() throws(GtkTestSetupError) {
        if let failure { throw failure }
        if Gtk.isInitialized && configured { return }
        do {
            try Gtk.initialize()
        } catch {
            let failure = GtkTestSetupError.noDisplay(error)
            self.failure = failure
            throw failure
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

    private static var failure: GtkTestSetupError?
}

/// Why ``GtkTestKit/setUp()`` could not prepare GTK for a test.
public enum GtkTestSetupError: Error, Equatable, CustomStringConvertible {
    /// GTK found no display; GTK tests run under Xvfb.
    case noDisplay(GtkInitializationError)

    /// What went wrong and how to run the tests.
    public var description: String {
        switch self {
        case .noDisplay(let error):
            return "this test needs a display (\(error)); run the tests under Xvfb: "
                + "G_DEBUG=fatal-criticals xvfb-run -a swift test"
        }
    }
}
