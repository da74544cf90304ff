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
/// Everything here must be called on the main thread (the main actor).
///
/// Writing test cases whose helpers and state are on the main actor, in
/// Swift 6: make the class `@MainActor`, declare each test method
/// `nonisolated` and synchronous (XCTest calls it on the main thread; a
/// synchronous `@MainActor` test method crashes on Linux), and run its body
/// with ``run(_:_:)``, which hands the body the test case back on the main
/// actor. The body then calls the test case's main-actor helpers and reads
/// and writes its stored properties (`test.makeWindow()`, `test.deletions`)
/// with nothing to capture: capturing `self` of a test case in a main-actor
/// closure from a `nonisolated` method is what Swift 6 refuses ("sending
/// 'self' risks causing data races"). The body runs synchronously on the main
/// thread, so ``pump(until:timeout:)`` also runs the tasks the app starts (an
/// `async` command, an `Interaction` handler). Avoid `async` test methods for
/// GTK tests: their body is itself a main-queue job, and a main loop run
/// inside it does not run other main-actor jobs.
///
/// <!-- snippet: doc-GtkTestKit -->
/// ```swift
/// @MainActor
/// final class ExpenseWindowTests: XCTestCase {
///     private var deletions = 0
///
///     private func makeWindow() -> ExpenseWindow {
///         let expenses = ExpenseWindow(viewModel: ExpenseViewModel(onDelete: { self.deletions += 1 }))
///         XCTAssertTrue(GtkTestKit.showAndWait(expenses.window))
///         return expenses
///     }
///
///     nonisolated func testDeleteAsksFirst() throws {
///         try GtkTestKit.run(self) { test in
///             let expenses = test.makeWindow()
///             GtkTestKit.dispatchKey(Key.Delete, in: expenses.table)
///             XCTAssertNotNil(GtkTestKit.answerDialog(.accept))
///             XCTAssertTrue(GtkTestKit.pump(until: { test.deletions == 1 }))
///             expenses.window.destroy()
///         }
///     }
/// }
/// ```
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

    /// Sets GTK up (``setUp()``) and runs `body` on the main actor with
    /// `testCase`: the body of a synchronous, `nonisolated` test method of a
    /// `@MainActor` test case (see the pattern above). Call it on the main
    /// thread, where XCTest runs test methods; elsewhere it stops the test.
    public nonisolated static func run<TestCase: AnyObject>(
        _ testCase: TestCase, _ body: @MainActor (TestCase) throws -> Void
    ) throws {
        // XCTest hands the test case to its test method on the main thread, and
        // `assumeIsolated` checks that this is that thread: the test case is used
        // on the thread it came from.
        let handOver = MainThreadHandOver(testCase)
        try MainActor.assumeIsolated {
            try setUp()
            try body(handOver.value)
        }
    }

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

/// A value passed from a nonisolated test method to the main actor on the
/// same (main) thread; see ``GtkTestKit/run(_:_:)``.
private struct MainThreadHandOver<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
