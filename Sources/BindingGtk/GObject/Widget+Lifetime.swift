import Binding
import CGtk

extension Widget {

    /// A bag disposed when the widget is destroyed: subscriptions added here
    /// end with the widget (inserting after destruction disposes at once).
    public var lifetime: DisposeBag { lifetimeState.bag }

    /// Runs `action` when the widget is destroyed (at once if it already was).
    /// Dispose the result to cancel.
    ///
    /// Destroy actions run at the end of the widget's dispose: after its
    /// `destroy` signal, so a container's children have run theirs already.
    @discardableResult
    public func onDestroy(_ action: @escaping @MainActor () -> Void) -> Disposable {
        lifetimeState.onDestroy(of: self, action)
    }

    /// Watches for the widget's destruction; called once from the initialiser.
    ///
    /// Every wrapper is created with this watch, so it is kept cheap: a GObject
    /// weak reference (no closure, no signal handler, so fewer instructions
    /// than a `destroy` handler) with the lifetime state as its data,
    /// retained until the notification. GLib notifies weak references at the
    /// end of the object's dispose, which is where `gtk_widget_destroy` and
    /// the last unref both lead: after the `destroy` signal (so a container's
    /// children are destroyed before the container's own actions run) and
    /// exactly once. The notification reaches the state even while the wrapper
    /// is being deinitialised (an unparented widget is disposed from the
    /// wrapper's `deinit`), so the destroy actions still run then.
    func trackDestruction() {
        lifetimeState.track(disposalOf: objectPointer)
    }
}
