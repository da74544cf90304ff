import Binding
import CGtk
import Dispatch

/// Per-widget lifetime state: whether the widget was destroyed, what must
/// happen when it is, and how deep we are in programmatic changes.
@MainActor
final class WidgetLifetimeState {
    // Read on every bound update; main-thread only, so the runtime's
    // exclusivity checks are switched off for these two.
    @exclusivity(unchecked) var isDestroyed = false
    @exclusivity(unchecked) var programmaticChangeDepth = 0
    private var nextKey = 0
    private var destroyActions: [(key: Int, action: @MainActor () -> Void)] = []

    /// Subscriptions and resources tied to the widget; disposed on destroy.
    let bag = DisposeBag()

    func add(_ action: @escaping @MainActor () -> Void) -> Int {
        nextKey += 1
        destroyActions.append((nextKey, action))
        return nextKey
    }

    func remove(_ key: Int) {
        destroyActions.removeAll { $0.key == key }
    }

    /// Marks the widget destroyed, runs the destroy actions in registration
    /// order (completing control properties and events), then disposes the bag.
    func widgetDestroyed() {
        guard !isDestroyed else { return }
        isDestroyed = true
        let actions = destroyActions
        destroyActions = []
        for entry in actions { entry.action() }
        bag.dispose()
    }
}

/// Unregisters a destroy action; may be disposed from any thread.
final class DestroyActionRegistration: Disposable, @unchecked Sendable {
    private weak var state: WidgetLifetimeState?
    private let key: Int

    init(state: WidgetLifetimeState, key: Int) {
        self.state = state
        self.key = key
    }

    func dispose() {
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

extension Widget {

    /// A bag disposed when the widget is destroyed: subscriptions added here
    /// end with the widget (inserting after destruction disposes at once).
    public var lifetime: DisposeBag { lifetimeState.bag }

    /// Runs `action` when the widget is destroyed (at once if it already was).
    /// Dispose the result to cancel.
    @discardableResult
    public func onDestroy(_ action: @escaping @MainActor () -> Void) -> Disposable {
        if isDestroyed {
            action()
            return Disposables.create()
        }
        let key = lifetimeState.add(action)
        return DestroyActionRegistration(state: lifetimeState, key: key)
    }

    /// `true` while a change made by Swift code (a setter or a binding) is
    /// being applied; control properties do not report such changes.
    public var isApplyingProgrammaticChange: Bool { lifetimeState.programmaticChangeDepth > 0 }

    /// Runs `change` as a programmatic change: signals it triggers are not
    /// reported by this widget's control properties (no echo).
    public func performProgrammaticChange<Result>(_ change: () throws -> Result) rethrows -> Result {
        lifetimeState.programmaticChangeDepth += 1
        defer { lifetimeState.programmaticChangeDepth -= 1 }
        return try change()
    }

    /// Watches the `destroy` signal; called once from the initialiser.
    ///
    /// Every wrapper is created with this handler, so it is kept cheap: one C
    /// function for all widgets, connected by a signal id looked up once, with
    /// the lifetime state as its data (GLib holds one retain of it until the
    /// handler goes, at the latest when the object is disposed). The handler
    /// reaches the state even while the wrapper is being deinitialised (an
    /// unparented widget is disposed from the wrapper's `deinit`), so the
    /// destroy actions still run then.
    func trackDestruction() {
        let callback = unsafeBitCast(widgetDestroyTrampoline, to: GCallback.self)
        let state = Unmanaged.passRetained(lifetimeState).toOpaque()
        let closure = g_cclosure_new(callback, state, releaseWidgetLifetimeState)
        g_signal_connect_closure_by_id(objectPointer, Widget.destroySignalID, 0, closure, 0)
    }

    private static let destroySignalID = g_signal_lookup("destroy", gtk_widget_get_type())
}

/// `destroy` handler of every wrapped widget: marks its live wrapper (if it
/// still has one) destroyed, then runs the destroy actions of the lifetime
/// state it was connected with, which completes the control properties and
/// ends the bindings tied to the widget.
private let widgetDestroyTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    instance, data in
    guard let instance, let data else { return }
    let arguments = SignalArgument((instance, data))
    MainActor.assumeIsolated {
        (Object.existingWrapper(for: arguments.value.0) as? Widget)?.isDestroyed = true
        Unmanaged<WidgetLifetimeState>.fromOpaque(arguments.value.1).takeUnretainedValue().widgetDestroyed()
    }
}

/// Drops GLib's retain of a lifetime state when its `destroy` handler goes.
private let releaseWidgetLifetimeState: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<WidgetLifetimeState>.fromOpaque(data).release()
}
