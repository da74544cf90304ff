import CGLib

/// Drives GLib's default main context from code that waits for something:
/// a `--screenshot` mode, a start-up that must see a condition, a test.
///
/// `iterate()`, `runPending()`, `run(until:timeout:)` and `run(for:)` run
/// whatever GLib has ready (events, idles, timers, and main-queue work once
/// ``MainQueueSource`` is installed) and return by themselves. A toolkit layer
/// adds the loop that runs until the app quits (GTK's `MainLoop.run()`).
@MainActor
public enum MainLoop {
    /// Runs one round of pending GLib work without blocking; returns `true` if any ran.
    @discardableResult
    public static func iterate() -> Bool {
        g_main_context_iteration(nil, 0) != 0
    }

    /// Runs everything that is ready now (events, idles, timers that are due,
    /// main-queue work), round after round, without waiting for more.
    ///
    /// A source that re-arms itself for ever, or a producer that keeps the
    /// main thread busy, cannot hang the caller: this stops after 10,000
    /// rounds or after ``runPendingLimit``, whichever comes first (see
    /// ``runPending(atMost:)``).
    ///
    /// - Returns: `true` if anything ran.
    @discardableResult
    public static func runPending() -> Bool {
        runPending(atMost: runPendingLimit)
    }

    /// How long ``runPending()`` runs at most while work keeps coming.
    public static let runPendingLimit: Duration = .seconds(1)

    /// Runs what is ready now, round after round, for at most `limit`: no
    /// round starts after it (a round itself is short: main-thread
    /// deliveries run in slices of a few milliseconds).
    ///
    /// - Returns: `true` if anything ran.
    @discardableResult
    public static func runPending(atMost limit: Duration) -> Bool {
        let clock = ContinuousClock()
        return runPending(until: clock.now.advanced(by: limit), clock: clock)
    }

    /// Runs rounds while something is ready, until `deadline` (at least one
    /// round) or 10,000 rounds.
    private static func runPending(until deadline: ContinuousClock.Instant, clock: ContinuousClock) -> Bool {
        var dispatched = false
        var rounds = 0
        while rounds < 10_000, g_main_context_iteration(nil, 0) != 0 {
            dispatched = true
            rounds += 1
            if clock.now >= deadline { break }
        }
        return dispatched
    }

    /// Runs the main loop until `condition` holds or `timeout` has passed.
    ///
    /// Each round runs everything pending (toolkit events, idles, timers, and
    /// main-queue work, which needs ``MainQueueSource/install()`` first; a
    /// toolkit's initialisation installs it),
    /// then checks `condition`. In between, the thread sleeps until GLib has
    /// work or a millisecond has passed (for conditions that other threads
    /// change without waking the loop), so waiting does not spin.
    ///
    /// <!-- snippet: doc-MainLoop -->
    /// ```swift
    /// viewModel.load()
    /// guard MainLoop.run(until: { !viewModel.isLoading }, timeout: .seconds(10)) else {
    ///     print("still loading after 10 s")
    ///     return
    /// }
    /// ```
    ///
    /// Quitting a toolkit's loop does not end this wait: it returns when
    /// `condition` holds or at the deadline. Called from work on the main
    /// dispatch queue itself, it runs GLib but not the rest of the main queue
    /// (its drain is not re-entrant).
    ///
    /// - Returns: `true` if `condition` held before the deadline (it is checked
    ///   once more at the deadline), `false` otherwise.
    @discardableResult
    public static func run(until condition: () -> Bool, timeout: Duration) -> Bool {
        run(until: condition, timeout: timeout, recheckEvery: .milliseconds(1))
    }

    /// Runs the main loop for `duration`, running whatever comes due, then returns.
    ///
    /// Prefer ``run(until:timeout:)`` when waiting for something that can be
    /// checked: a fixed wait is either too short on a busy machine or longer than needed.
    public static func run(for duration: Duration) {
        _ = run(until: { false }, timeout: duration, recheckEvery: nil)
    }

    /// How long ``run(until:timeout:)`` runs ready work before checking its
    /// condition again, when work keeps coming.
    private static let conditionCheckInterval: Duration = .milliseconds(10)

    /// The loop behind ``run(until:timeout:)`` and ``run(for:)``: with
    /// `recheckEvery` `nil`, it sleeps until GLib has work or the deadline.
    private static func run(until condition: () -> Bool, timeout: Duration, recheckEvery: Duration?) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            // Under a steady stream of work, `condition` is still checked
            // every few milliseconds and the deadline is kept.
            _ = runPending(until: min(deadline, clock.now.advanced(by: conditionCheckInterval)), clock: clock)
            if condition() { return true }
            let remaining = deadline - clock.now
            if remaining <= .zero { return false }
            waitForWork(atMost: recheckEvery.map { min($0, remaining) } ?? remaining)
        }
    }

    /// Runs one round of GLib work, waiting for it at most `limit`: what is
    /// ready now, else whatever becomes ready first (or nothing, after `limit`).
    package static func iterate(waitingAtMost limit: Duration) {
        if !iterate() { waitForWork(atMost: limit) }
    }

    /// Blocks in GLib until a source is ready or `limit` has passed (rounded up
    /// to a whole millisecond), dispatching what became ready.
    private static func waitForWork(atMost limit: Duration) {
        let (seconds, attoseconds) = limit.components
        let milliseconds = max(1, seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        let wakeUp = g_timeout_source_new(UInt32(clamping: milliseconds))!
        g_source_set_callback(wakeUp, { _ in cglib_source_remove() }, nil, nil)
        g_source_attach(wakeUp, nil)
        g_main_context_iteration(nil, 1)
        // Safe whether or not it fired (a fired source is already destroyed).
        g_source_destroy(wakeUp)
        g_source_unref(wakeUp)
    }
}
