import BindingGtk

/// Test-kit calls that moved to `BindingGtk`'s public API, kept so tests written against them still
/// compile. Each forwards to its replacement.
extension GtkTestKit {
    /// Runs the main loop for `duration`.
    @available(*, deprecated, renamed: "MainLoop.run(for:)")
    public static func pump(for duration: Duration) {
        MainLoop.run(for: duration)
    }

    /// Dispatches everything that is ready now, without waiting.
    ///
    /// - Returns: `true` if anything was dispatched.
    @available(*, deprecated, renamed: "MainLoop.runPending()")
    @discardableResult
    public static func drainPending() -> Bool {
        MainLoop.runPending()
    }

    /// Renders `widget` to a PNG file at `path`.
    @available(*, deprecated, message: "use widget.saveScreenshot(to:), which waits for the widget's next frame")
    public static func saveScreenshot(of widget: Widget, to path: String) throws(ScreenshotError) {
        try widget.saveScreenshot(to: path)
    }
}
