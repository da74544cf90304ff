import BindingGtk4
import CGtk4

/// Headless GTK 4 helpers for tests of windows and widgets: GTK 4 set up once under Xvfb with the
/// X11 backend (failing clearly without a display), finding widgets, pumping the loop, simulated
/// input, screenshots. The same names as the GTK 3 test kit, so tests port with few changes.
///
/// Run tests that use it as `Scripts/run-gtk4-tests.sh` does: under Xvfb, with
/// `G_DEBUG=fatal-criticals`. Test methods follow the GTK 3 kit's pattern: a `@MainActor` test
/// case whose test methods are `nonisolated` and synchronous and run their body with
/// ``run(_:_:)``.
@MainActor
public enum GtkTestKit {
    /// How long ``pump(until:timeout:)`` and ``presentAndWait(_:timeout:)`` wait by default:
    /// generous, so a busy machine or a sanitizer build does not fail a test that would pass.
    public static let defaultTimeout: Duration = .seconds(10)

    /// Initialises GTK 4 once for the whole test process. Under Xvfb there is no Wayland
    /// compositor, so the X11 backend is chosen unless `GDK_BACKEND` says otherwise.
    ///
    /// - Throws: ``GtkTestSetupError/noDisplay(_:)`` without a display; later calls rethrow the
    ///   same error without retrying.
    public static func setUp() throws(GtkTestSetupError) {
        if let failure { throw failure }
        if Gtk.isInitialized { return }
        g_setenv("GDK_BACKEND", "x11", 0)
        do {
            try Gtk.initialize()
        } catch {
            let failure = GtkTestSetupError.noDisplay(error)
            self.failure = failure
            throw failure
        }
        if let settings = gtk_settings_get_default() {
            // No animations: a switch or a revealer reaches its end state at once.
            Object.wrapper(for: UnsafeMutableRawPointer(settings)).setProperty("gtk-enable-animations", false)
        }
    }

    private static var failure: GtkTestSetupError?

    /// Sets GTK up (``setUp()``) and runs `body` on the main actor with `testCase`: the body of a
    /// synchronous, `nonisolated` test method of a `@MainActor` test case. Call it on the main
    /// thread, where XCTest runs test methods; elsewhere it stops the test.
    public nonisolated static func run<TestCase: AnyObject>(
        _ testCase: TestCase, _ body: @MainActor (TestCase) throws -> Void
    ) throws {
        let handOver = MainThreadHandOver(testCase)
        try MainActor.assumeIsolated {
            try setUp()
            try body(handOver.value)
        }
    }

    /// `MainLoop.run(until:timeout:)` with the tests' deadline, for
    /// `XCTAssertTrue(GtkTestKit.pump(until: { … }), "what did not happen")`.
    @discardableResult
    public static func pump(until condition: () -> Bool, timeout: Duration = defaultTimeout) -> Bool {
        MainLoop.run(until: condition, timeout: timeout)
    }

    /// Presents `window`, runs the loop until it is mapped and laid out, then runs whatever else
    /// is pending, so the test starts from a settled window.
    ///
    /// - Returns: `true` if the window was drawn in time, for `XCTAssertTrue`.
    @discardableResult
    public static func presentAndWait(_ window: Window, timeout: Duration = defaultTimeout) -> Bool {
        window.present()
        guard window.waitUntilDrawn(timeout: timeout) else { return false }
        MainLoop.runPending()
        return true
    }

    /// The widget named `name` (its ``/BindingGtk4/Widget/name`` or builder id) in `root`'s
    /// subtree, as `type`; `nil` if there is none or it is of another type.
    public static func find<Found: Widget>(_ name: String, in root: Widget, as type: Found.Type = Found.self) -> Found? {
        root.descendant(named: name) as? Found
    }

    /// Activates `widget` as a click or Enter would (`gtk_widget_activate`: a button's
    /// `clicked`, an entry's `activate`). Returns `false` if the widget cannot be activated or is
    /// insensitive, as for a user. A shown GTK 4 button emits `clicked` only after showing its
    /// pressed state for a moment (GTK's activation timeout): wait for the effect with
    /// ``pump(until:timeout:)``.
    @discardableResult
    public static func activate(_ widget: Widget) -> Bool {
        guard !widget.isDestroyed, gtk_widget_is_sensitive(widget.widgetPointer) != 0 else { return false }
        return gtk_widget_activate(widget.widgetPointer) != 0
    }

    /// Replaces the text of an editable widget (`GtkEntry`, `GtkText`, `GtkSpinButton`, libadwaita's
    /// entry rows) as typing would: GTK emits `changed` and `notify::text` as for the user.
    /// Returns `false` if the widget is not editable or is insensitive.
    @discardableResult
    public static func type(_ text: String, into widget: Widget) -> Bool {
        guard !widget.isDestroyed, gtk_widget_is_sensitive(widget.widgetPointer) != 0,
              widget.isA(gtk_editable_get_type()) else { return false }
        gtk_editable_set_text(cgtk4_editable(widget.widgetPointer), text)
        return true
    }

    /// Presses Enter in an editable widget as far as GTK's handling goes: its innermost text widget
    /// (the `GtkText` its editable delegates lead to) emits `activate`, which GTK passes on as the
    /// entry's or spin button's `activate` and libadwaita's entry row's `entry-activated`, as for a
    /// key press. Returns `false` if the widget is not editable (or has no `GtkText` inside), is insensitive or is destroyed.
    /// For a real key event use ``pressKeys(_:in:)`` with `"Return"`.
    @discardableResult
    public static func pressEnter(in widget: Widget) -> Bool {
        guard !widget.isDestroyed, gtk_widget_is_sensitive(widget.widgetPointer) != 0,
              widget.isA(gtk_editable_get_type()), var editable = cgtk4_editable(widget.widgetPointer) else { return false }
        while let inner = gtk_editable_get_delegate(editable) { editable = inner }
        let text = Object.wrapper(for: UnsafeMutableRawPointer(editable))
        guard text.isA(gtk_text_get_type()) else { return false }
        text.emitSignal("activate")
        return true
    }
}

/// Why ``GtkTestKit/setUp()`` could not prepare GTK 4 for a test.
public enum GtkTestSetupError: Error, Equatable, CustomStringConvertible {
    /// GTK found no display; GTK 4 tests run under Xvfb.
    case noDisplay(GtkInitializationError)

    /// What went wrong and how to run the tests.
    public var description: String {
        switch self {
        case .noDisplay(let error):
            return "this test needs a display (\(error)); run the GTK 4 tests under Xvfb: bash Scripts/run-gtk4-tests.sh"
        }
    }
}

/// A value passed from a nonisolated test method to the main actor on the same (main) thread.
private struct MainThreadHandOver<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
