import Binding
import BindingGLib
import CGtk4
import Dispatch
import ReactiveCore

extension Widget {
    /// Calls `action` each time the keyboard focus leaves the widget and everything inside it
    /// (a `GtkEventControllerFocus`'s `leave`): in GTK 4 an entry's focus is on the text widget
    /// inside it, so the entry's own `has-focus` never changes. Dispose the result to stop (the
    /// controller is removed).
    @discardableResult
    public func onFocusLeave(_ action: @escaping @MainActor () -> Void) -> Disposable {
        guard !isDestroyed, let controller = gtk_event_controller_focus_new() else { return Disposables.create() }
        // The widget takes the controller's only reference; the wrapper holds one more.
        let wrapper = Object(UnsafeMutableRawPointer(controller))
        gtk_widget_add_controller(widgetPointer, controller)
        let leave = wrapper.connect("leave") { action() }
        let detach = UncheckedSendable { @MainActor [weak self] in
            leave.dispose()
            guard let self, !self.isDestroyed else { return }
            gtk_widget_remove_controller(self.widgetPointer, OpaquePointer(wrapper.objectPointer))
        }
        // GObjects are touched on the main thread, whichever thread disposes.
        return Disposables.create {
            if MainThread.isCurrent {
                MainActor.assumeIsolated { detach.value() }
            } else {
                DispatchQueue.main.async { detach.value() }
            }
        }
    }
}
