import Binding
import CGLib
import Dispatch

extension Object {
    /// Runs `action` on the main thread when the GObject goes away: at the end of its dispose,
    /// which its last unref leads to (and, for a widget, its destruction). Dispose the result
    /// to cancel; that is safe from any thread, and after the object is gone.
    ///
    /// The reactive sources of objects that are not widgets (an `Adjustment`'s `rx.value`, a
    /// `TextBuffer`'s members) complete through it, as a widget's complete when it is destroyed.
    /// One GObject weak reference per call: GLib holds the watch until it fires or is cancelled,
    /// not the object.
    @MainActor
    package func onFinalize(_ action: @escaping @MainActor () -> Void) -> Disposable {
        let watch = FinalizeWatch(object: objectPointer, action: action)
        g_object_weak_ref(objectPointer, objectFinalizedNotify, Unmanaged.passRetained(watch).toOpaque())
        return watch
    }
}

/// One pending ``Object/onFinalize(_:)`` action. Main thread only, apart from `dispose()`,
/// which hops there.
private final class FinalizeWatch: Disposable, @unchecked Sendable {
    /// The watched object; valid while neither `fired` nor `cancelled` (GLib notifies before freeing).
    private let object: UnsafeMutablePointer<GObject>
    private var action: (@MainActor () -> Void)?
    private var fired = false
    private var cancelled = false

    init(object: UnsafeMutablePointer<GObject>, action: @escaping @MainActor () -> Void) {
        self.object = object
        self.action = action
    }

    /// Called by the weak-reference notification (GLib's retain is released by the caller).
    @MainActor
    func fire() {
        guard !fired, !cancelled else { return }
        fired = true
        let action = self.action
        self.action = nil
        action?()
    }

    func dispose() {
        if MainThread.isCurrent {
            MainActor.assumeIsolated { cancel() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.cancel() } }
        }
    }

    /// Removes the weak reference while the object is alive and releases GLib's retain of the watch.
    @MainActor
    private func cancel() {
        guard !fired, !cancelled else { return }
        cancelled = true
        action = nil
        let data = Unmanaged.passUnretained(self).toOpaque()
        g_object_weak_unref(object, objectFinalizedNotify, data)
        Unmanaged<FinalizeWatch>.fromOpaque(data).release()
    }
}

/// GLib's weak-reference notification of a watched object: runs the watch's action and
/// releases GLib's retain of it.
private let objectFinalizedNotify: GWeakNotify = { data, _ in
    guard let data else { return }
    let watch = SignalArgument(data)
    MainActor.assumeIsolated {
        Unmanaged<FinalizeWatch>.fromOpaque(watch.value).takeRetainedValue().fire()
    }
}
