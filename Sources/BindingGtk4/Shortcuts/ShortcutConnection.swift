import Binding
import BindingGLib
import CGLib
import CGtk4
import Dispatch

/// A `GtkShortcutController` a widget holds for one of its shortcuts; disposing it removes the
/// controller from the widget, and GTK then releases the handler.
///
/// Safe at any time: after the widget's lifetime ended (which removes the controller already),
/// after the wrapper is gone, twice, or from a background thread (the work then hops to the main
/// thread).
final class ShortcutConnection: Cancelable, @unchecked Sendable {
    // Only touched on the main thread.
    private weak var widget: Widget?
    private var controller: OpaquePointer?
    private var endsWithWidget: Disposable?

    /// Adds `controller` to `widget` (which takes it over) and keeps a reference of its own, so
    /// that removing it later never touches a freed controller.
    @MainActor
    init(adding controller: OpaquePointer, to widget: Widget) {
        self.widget = widget
        self.controller = controller
        g_object_ref(UnsafeMutableRawPointer(controller))
        gtk_widget_add_controller(widget.widgetPointer, controller)
        // Holds the connection until the widget's lifetime ends, so a shortcut whose disposable
        // was dropped still ends with its widget; removing disposes this registration.
        endsWithWidget = widget.onDestroy { self.remove() }
    }

    /// Whether the controller is still on its widget.
    @MainActor
    var isAttached: Bool {
        guard let controller else { return false }
        return gtk_event_controller_get_widget(controller) != nil
    }

    var isDisposed: Bool {
        MainThread.isCurrent ? MainActor.assumeIsolated { controller == nil } : false
    }

    /// Removes the controller from its widget, on the main thread.
    func dispose() {
        if MainThread.isCurrent {
            MainActor.assumeIsolated { remove() }
        } else {
            DispatchQueue.main.async { self.remove() }
        }
    }

    @MainActor
    private func remove() {
        guard let controller else { return }
        self.controller = nil
        let pending = endsWithWidget
        endsWithWidget = nil
        if let owner = gtk_event_controller_get_widget(controller) {
            gtk_widget_remove_controller(owner, controller)
        }
        g_object_unref(UnsafeMutableRawPointer(controller))
        widget = nil
        pending?.dispose()
    }
}
