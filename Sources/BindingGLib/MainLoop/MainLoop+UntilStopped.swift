import CGLib

/// A loop that runs until asked to stop, with GLib alone.
///
/// GTK 3 has `gtk_main`/`gtk_main_quit`; GTK 4 and GIO programs have no such
/// loop of the toolkit's own, only GLib's `GMainLoop`. A toolkit layer that
/// has no loop of its own builds its `run()` and `quit()` on these.
extension MainLoop {
    /// The `GMainLoop`s of the running ``runUntilStopped()`` calls, innermost last.
    private static var runningLoops: [OpaquePointer] = []

    /// Runs GLib's default main context until ``stopRunning()`` is called,
    /// with the main-queue source installed, so main-queue work, `MainActor`
    /// tasks and `MainScheduler` timers run inside it.
    ///
    /// Calls nest: each ``stopRunning()`` ends the innermost one. A stop
    /// requested before the loop starts (with nothing running) does nothing.
    /// Do not call it from main-queue work: the main queue's drain is not
    /// re-entrant, so no other main-queue work would run inside it.
    public static func runUntilStopped() {
        MainQueueSource.install()
        guard let loop = g_main_loop_new(nil, 0) else { return }
        runningLoops.append(loop)
        g_main_loop_run(loop)
        // The loop ended: by `stopRunning()`, which popped it.
        g_main_loop_unref(loop)
    }

    /// Ends the innermost ``runUntilStopped()``, which returns once the work
    /// running now has finished. Does nothing when none is running.
    public static func stopRunning() {
        guard let loop = runningLoops.popLast() else { return }
        g_main_loop_quit(loop)
    }

    /// How many ``runUntilStopped()`` calls are running (nested calls count each).
    public static var runningUntilStoppedDepth: Int { runningLoops.count }
}
