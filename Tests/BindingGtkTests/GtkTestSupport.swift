import BindingGtk
import BindingGtkTesting
import CGLib
import CGtk
import XCTest

extension XCTestCase {
    /// Initialises GTK (failing the test with the kit's message when there is
    /// no display) and runs `body` on the main actor. Test methods stay
    /// synchronous and nonisolated: a synchronous `@MainActor` XCTest method
    /// crashes on Linux.
    func onGtk(_ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            try body()
        }
    }
}

/// Observes whether a GObject has been finalized, through a GLib weak reference.
final class FinalizationProbe {
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ object: UnsafeMutableRawPointer) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object)
    }

    /// `true` once the object is finalized.
    var isFinalized: Bool {
        guard let object = g_weak_ref_get(reference) else { return true }
        g_object_unref(object)
        return false
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }
}

/// An object whose lifetime proves whether a closure capturing it was freed.
final class Probe {}

/// A new, floating `GtkLabel` wrapped as a plain ``Widget``.
@MainActor
func makeLabelWidget(_ text: String = "label") -> Widget {
    Widget(gtk_label_new(text))
}

/// A new `GtkBox` wrapped as a ``Container``.
@MainActor
func makeBox() -> Container {
    Container(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4))
}

/// Runs `gtk_main` until the test calls `MainLoop.quit()` or `timeout`
/// passes. Returns `false` on timeout (the test's work never ran).
@MainActor
func runMainLoop(timeout milliseconds: UInt32 = 10_000) throws -> Bool {
    try withHangGuard(timeout: milliseconds) { try MainLoop.run() }
}

/// Runs `body`, which runs a main loop, with a guard: if the loop is still
/// running after `timeout`, a GLib timeout quits it. Returns `false` when the
/// guard had to (the loop would have hung).
@MainActor
func withHangGuard(timeout milliseconds: UInt32 = 10_000, _ body: () throws -> Void) rethrows -> Bool {
    let timedOut = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    timedOut.initialize(to: false)
    defer { timedOut.deallocate() }
    let guardSource = g_timeout_add(milliseconds, { data in
        data!.assumingMemoryBound(to: Bool.self).pointee = true
        gtk_main_quit()
        return 0
    }, timedOut)
    try body()
    if !timedOut.pointee { g_source_remove(guardSource) }
    return !timedOut.pointee
}

/// Runs `body` once from a GLib idle source (`g_idle_add`), or from a GLib
/// timeout (`g_timeout_add`) after `milliseconds`, inside whatever runs the
/// main loop: the way GTK code defers work, without the main dispatch queue.
@MainActor
func onGLibSource(afterMilliseconds milliseconds: UInt32? = nil, _ body: @escaping @MainActor () -> Void) {
    let data = Unmanaged.passRetained(GLibSourceAction(body)).toOpaque()
    let run: GSourceFunc = { data in
        let action = Unmanaged<GLibSourceAction>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { action.body() }
        return 0
    }
    let release: GDestroyNotify = { data in
        Unmanaged<GLibSourceAction>.fromOpaque(data!).release()
    }
    if let milliseconds {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, run, data, release)
    } else {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, run, data, release)
    }
}

/// The closure of one ``onGLibSource(afterMilliseconds:_:)``.
private final class GLibSourceAction {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}

/// A main-actor value cell that `Sendable` closures may capture.
@MainActor
final class MainActorBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A condition for `GtkTestKit.pump(until:)` that holds once the main
/// dispatch queue has run everything enqueued before this call: a fence for
/// "nothing else was queued" checks, instead of a fixed wait.
@MainActor
func mainQueueDrained() -> () -> Bool {
    let reached = MainActorBox(false)
    DispatchQueue.main.async { reached.value = true }
    return { reached.value }
}
