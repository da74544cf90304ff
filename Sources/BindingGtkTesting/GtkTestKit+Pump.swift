import BindingGtk
import CGtk

extension GtkTestKit {
    /// Runs main-loop iterations until `condition` holds or `timeout` passes.
    ///
    /// Each round dispatches everything pending (GTK events, idles, timers,
    /// and main-queue work through the dispatch source), then checks the
    /// condition; when nothing is pending it waits a little instead of spinning.
    ///
    /// - Returns: `true` if `condition` held before the deadline.
    @discardableResult
    public static func pump(
        until condition: () -> Bool,
        timeout: Duration = .seconds(5)
    ) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            drainPending()
            if condition() { return true }
            if clock.now >= deadline { return false }
            g_usleep(500)
        }
    }

    /// Runs the main loop for `duration`, dispatching whatever comes due.
    public static func pump(for duration: Duration) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: duration)
        while clock.now < deadline {
            if !drainPending() { g_usleep(500) }
        }
    }

    /// Dispatches everything that is ready now, without waiting.
    ///
    /// - Returns: `true` if anything was dispatched.
    @discardableResult
    public static func drainPending() -> Bool {
        var dispatched = false
        var rounds = 0
        // Bounded, so a source that re-arms itself forever cannot hang a test.
        while g_main_context_iteration(nil, 0) != 0, rounds < 10_000 {
            dispatched = true
            rounds += 1
        }
        return dispatched
    }

    /// Shows `window` and pumps until it is mapped and has a size, so its
    /// widgets are realised, allocated and drawable.
    ///
    /// - Returns: `true` if the window was mapped in time.
    @discardableResult
    public static func showAndWait(_ window: Window, timeout: Duration = .seconds(5)) -> Bool {
        window.showAll()
        return pump(until: {
            gtk_widget_get_mapped(window.widgetPointer) != 0 && window.allocatedSize.width > 0
        }, timeout: timeout)
    }
}
