import Binding
import CGLib

/// Drives the main dispatch queue from the GLib main loop.
///
/// While a GLib loop owns the main thread, nothing enqueued on `DispatchQueue.main`
/// (and so nothing on `MainActor` via `Task`, nor `MainScheduler` work, nor
/// `asyncAfter` timers) would run. libdispatch exposes the main queue's
/// wake-up eventfd and its drain function for exactly this kind of host loop;
/// this source watches the fd and drains the queue whenever it is signalled,
/// with no polling.
@MainActor
public enum MainQueueSource {
    private static var sourceID: UInt32 = 0

    /// `true` while the main queue is being drained from the GLib loop.
    package static var isDraining = false

    /// `true` once the source is attached to the default main context.
    public static var isInstalled: Bool { sourceID != 0 }

    /// Attaches the source to GLib's default main context (idempotent).
    /// A toolkit's initialisation and ``GioApplication/run(arguments:)`` call
    /// it; call it yourself only when running a GLib loop by other means.
    public static func install() {
        guard sourceID == 0 else { return }
        MainScheduler.ensureRunningOnMainThread("MainQueueSource.install() must run on the main thread")
        let fd = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add_full(G_PRIORITY_DEFAULT, fd, G_IO_IN, mainQueueReadable, nil, nil)
        MainDeliveryQueue.shared.setResumeScheduler(resumeDeliveriesLater)
    }

    /// Detaches the source (for tests of the integration itself).
    public static func uninstall() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
        MainDeliveryQueue.shared.setResumeScheduler(nil)
    }

    /// The priority of the rest of a main-thread delivery slice that ran out
    /// of time: below GTK's resize and redraw (`GDK_PRIORITY_REDRAW` is
    /// `G_PRIORITY_HIGH_IDLE + 20`) and below input and timers, so the window
    /// keeps drawing and answering while a producer floods the main thread.
    nonisolated static let resumePriority = G_PRIORITY_HIGH_IDLE + 30

    /// A wake-up that arrived during a drain, to be re-signalled after it.
    private static var deferredWake = false

    /// Consumes the wake-up, then runs what is enqueued.
    ///
    /// The drain is not re-entrant: when main-queue work pumps GLib itself
    /// (a test helper, a misplaced nested loop), the wake-up is consumed and
    /// re-signalled once the outer drain returns, so the fd neither spins
    /// nor loses the work enqueued meanwhile.
    package static func drain(fd: Int32) {
        // Read first, or the fd stays readable and GLib spins.
        cglib_eventfd_consume(fd)
        guard !isDraining else {
            deferredWake = true
            return
        }
        isDraining = true
        _dispatch_main_queue_callback_4CF(nil)
        isDraining = false
        if deferredWake {
            deferredWake = false
            cglib_eventfd_signal(fd)
        }
    }
}

/// Schedules the next slice of main-thread deliveries as a one-shot GLib idle
/// (see ``MainDeliveryQueue``); called on the main thread.
private let resumeDeliveriesLater: @Sendable () -> Void = {
    g_idle_add_full(MainQueueSource.resumePriority, { _ in
        MainActor.assumeIsolated { _ = MainDeliveryQueue.shared.drainSlice() }
        return cglib_source_remove()
    }, nil, nil)
}

/// `GUnixFDSourceFunc` for the main queue's eventfd.
private let mainQueueReadable: GUnixFDSourceFunc = { fd, _, _ in
    MainActor.assumeIsolated { MainQueueSource.drain(fd: fd) }
    return cglib_source_continue()
}
