import Binding
import CGLib
import Dispatch
import ReactiveCore

/// Per-widget lifetime state: whether the widget was destroyed, what must
/// happen when it is, and how deep we are in programmatic changes. Toolkit-free
/// (GObject's weak references only), so every GTK front end shares it.
///
/// It is also the widget's wrapper anchor (one object, not two, for every
/// widget): GLib holds it for the toggle reference, as for any object, and
/// once more for the weak reference that reports the widget's disposal, so
/// it outlives the wrapper until the destroy actions have run.
///
/// Main-thread only apart from `bag` (GTK objects are disposed there).
package final class WidgetLifetimeState: WrapperAnchor, @unchecked Sendable {
    // Read on every bound update; main-thread only, so the runtime's
    // exclusivity checks are switched off for these two.
    @exclusivity(unchecked) package var isDestroyed = false
    private var nextKey = 0
    private var destroyActions: [(key: Int, action: @MainActor () -> Void)] = []

    /// The bag once made; `disposed` once the widget is destroyed.
    private let bagStorage = SanitizedMutex<(bag: DisposeBag?, disposed: Bool)>((nil, false))

    /// Subscriptions and resources tied to the widget; disposed on destroy.
    /// Made on first use (from any thread): most widgets, such as list rows
    /// and static labels, never need one.
    package var bag: DisposeBag {
        let (bag, made) = bagStorage.withLock { storage -> (DisposeBag, Bool) in
            if let bag = storage.bag { return (bag, false) }
            let bag = DisposeBag()
            storage.bag = bag
            return (bag, storage.disposed)
        }
        // Made after the widget was destroyed: later inserts are disposed at once.
        if made { bag.dispose() }
        return bag
    }

    @MainActor
    package func add(_ action: @escaping @MainActor () -> Void) -> Int {
        nextKey += 1
        destroyActions.append((nextKey, action))
        return nextKey
    }

    @MainActor
    package func remove(_ key: Int) {
        destroyActions.removeAll { $0.key == key }
    }

    /// Marks the widget destroyed, runs the destroy actions in registration
    /// order (completing control properties and events), then disposes the bag.
    @MainActor
    package func widgetDestroyed() {
        guard !isDestroyed else { return }
        isDestroyed = true
        let actions = destroyActions
        destroyActions = []
        for entry in actions { entry.action() }
        let bag = bagStorage.withLock { storage -> DisposeBag? in
            storage.disposed = true
            return storage.bag
        }
        bag?.dispose()
    }
}

/// Unregisters a destroy action; may be disposed from any thread.
package final class DestroyActionRegistration: Disposable, @unchecked Sendable {
    private weak var state: WidgetLifetimeState?
    private let key: Int

    package init(state: WidgetLifetimeState, key: Int) {
        self.state = state
        self.key = key
    }

    package func dispose() {
        if MainThread.isCurrent {
            MainActor.assumeIsolated { remove() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.remove() } }
        }
    }

    @MainActor
    private func remove() {
        state?.remove(key)
        state = nil
    }
}

extension WidgetLifetimeState {
    /// Runs `action` when `widget` (whose anchor this state is) is destroyed, at once if it
    /// already was; dispose the result to cancel. What every front end's `Widget.onDestroy` does.
    @MainActor
    package func onDestroy(of widget: Object, _ action: @escaping @MainActor () -> Void) -> Disposable {
        if widget.isDestroyed || isDestroyed {
            action()
            return Disposables.create()
        }
        return DestroyActionRegistration(state: self, key: add(action))
    }

    /// Runs ``widgetDestroyed()`` at the end of `object`'s dispose (once), through a
    /// GObject weak reference that retains this state until the notification.
    /// Called once per widget wrapper, from its initialiser.
    @MainActor
    package func track(disposalOf object: UnsafeMutablePointer<GObject>) {
        let state = Unmanaged.passRetained(self).toOpaque()
        g_object_weak_ref(object, widgetDisposedNotify, state)
    }
}

/// Weak-reference notification of every wrapped widget, at the end of its
/// dispose: marks its live wrapper (if it still has one) destroyed, then runs
/// the destroy actions of its lifetime state, which completes the control
/// properties and ends the bindings tied to the widget, and drops GLib's
/// retain of the state.
private let widgetDisposedNotify: GWeakNotify = { data, object in
    guard let data, let object else { return }
    let arguments = SignalArgument((UnsafeMutableRawPointer(object), data))
    MainActor.assumeIsolated {
        Object.existingWrapper(for: arguments.value.0)?.isDestroyed = true
        Unmanaged<WidgetLifetimeState>.fromOpaque(arguments.value.1).takeRetainedValue().widgetDestroyed()
    }
}
