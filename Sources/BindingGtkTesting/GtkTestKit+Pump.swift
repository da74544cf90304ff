import BindingGtk

extension GtkTestKit {
    /// How long ``pump(until:timeout:)`` and ``showAndWait(_:timeout:)`` wait
    /// by default: generous, so a busy machine or a sanitizer build does not
    /// fail a test that would pass, while a real hang still fails it.
    public static let defaultTimeout: Duration = .seconds(10)

    /// `MainLoop.run(until:timeout:)` with the tests' deadline: runs the
    /// main loop until `condition` holds and returns whether it did, for
    /// `XCTAssertTrue(GtkTestKit.pump(until: { … }), "what did not happen")`.
    @discardableResult
    public static func pump(until condition: () -> Bool, timeout: Duration = defaultTimeout) -> Bool {
        MainLoop.run(until: condition, timeout: timeout)
    }

    /// Shows `window` with everything in it, runs the main loop until it is
    /// drawn (``/BindingGtk/Widget/waitUntilDrawn(timeout:)``), so its widgets are
    /// realised, allocated and drawable, then runs whatever else is pending
    /// (`MainLoop.runPending()`), so the test starts from a settled window.
    ///
    /// - Returns: `true` if the window was drawn in time, for `XCTAssertTrue`.
    @discardableResult
    public static func showAndWait(_ window: Window, timeout: Duration = defaultTimeout) -> Bool {
        window.showAll()
        do {
            try window.waitUntilDrawn(timeout: timeout)
        } catch {
            return false
        }
        MainLoop.runPending()
        return true
    }
}
