import Binding
import BindingGLib
import CGLib
import CGtk4

/// Follows GTK 4's list of toplevel windows (`gtk_window_get_toplevels()`, a `GListModel`) and
/// ends the lifetime of each wrapped window that leaves it, with every wrapped widget inside it.
///
/// In GTK 4, `gtk_window_destroy` (which closing a window leads to) removes the window from this
/// list and drops GTK's reference, but disposes nothing while other references remain, and a
/// wrapper holds one on each widget it wraps: leaving the list is the one sure sign that a window
/// was destroyed (verified in C: no `destroy` signal reaches a window or child whose reference is
/// held; see docs/gtk-facts.md).
@MainActor
final class ToplevelWatch {
    /// The one watch of the process (GTK's list is process-wide).
    static let shared = ToplevelWatch()

    /// GTK's list model of toplevel windows (owned by GTK).
    private let toplevels: OpaquePointer
    /// Wrapped windows still in the list, by their pointer.
    private var windows: [UnsafeMutableRawPointer: WidgetLifetimeState] = [:]
    private var nextKey = 0
    private var changeHandlers: [(key: Int, handler: @MainActor () -> Void)] = []

    private init() {
        toplevels = gtk_window_get_toplevels()
        let changed: @convention(c) (OpaquePointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void = { _, _, removed, _, _ in
            MainActor.assumeIsolated { ToplevelWatch.shared.listChanged(removedAny: removed > 0) }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(toplevels), "items-changed",
            unsafeBitCast(changed, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0)
        )
    }

    /// How many toplevel windows exist (shown or not).
    var toplevelCount: Int { Int(g_list_model_get_n_items(toplevels)) }

    /// Starts following `window`, which GTK put in the list when it was made. A window that is no
    /// longer in the list (wrapped after its destruction) is not followed: its lifetime ends when
    /// it is disposed. The entry goes when the window's lifetime ends, before its memory can.
    func track(_ window: Window) {
        let pointer = UnsafeMutableRawPointer(window.objectPointer)
        guard currentToplevels().contains(pointer) else { return }
        windows[pointer] = window.lifetimeState
        _ = window.lifetimeState.add { ToplevelWatch.shared.windows[pointer] = nil }
    }

    /// Runs `handler` after each change of the list; dispose the result to stop.
    func onChange(_ handler: @escaping @MainActor () -> Void) -> Disposable {
        nextKey += 1
        let key = nextKey
        changeHandlers.append((key, handler))
        return Disposables.create {
            MainActor.assumeIsolated { ToplevelWatch.shared.changeHandlers.removeAll { $0.key == key } }
        }
    }

    private func listChanged(removedAny: Bool) {
        if removedAny {
            let present = Set(currentToplevels())
            for (pointer, state) in windows where !present.contains(pointer) {
                // A destroy action run by an earlier window of this loop may have ended this one
                // (destroying it from inside the list's change): end each window once.
                guard windows[pointer] != nil else { continue }
                windows[pointer] = nil
                endLifetime(ofTreeAt: pointer.assumingMemoryBound(to: GtkWidget.self), windowState: state)
            }
        }
        for entry in changeHandlers { entry.handler() }
    }

    private func currentToplevels() -> [UnsafeMutableRawPointer] {
        (0..<g_list_model_get_n_items(toplevels)).compactMap { index in
            guard let item = g_list_model_get_item(toplevels, index) else { return nil }
            g_object_unref(item)
            return item
        }
    }

    /// Marks every wrapped widget of the window destroyed and runs its destroy actions, children
    /// before parents, the window last.
    private func endLifetime(ofTreeAt window: UnsafeMutablePointer<GtkWidget>, windowState: WidgetLifetimeState) {
        for child in childPointers(of: window) { endLifetime(ofSubtreeAt: child) }
        Object.existingWrapper(for: UnsafeMutableRawPointer(window))?.isDestroyed = true
        windowState.widgetDestroyed()
    }

    private func endLifetime(ofSubtreeAt widget: UnsafeMutablePointer<GtkWidget>) {
        for child in childPointers(of: widget) { endLifetime(ofSubtreeAt: child) }
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        guard let state = WrapperAnchor.attached(to: object) as? WidgetLifetimeState else { return }
        Object.existingWrapper(for: UnsafeMutableRawPointer(widget))?.isDestroyed = true
        state.widgetDestroyed()
    }
}
