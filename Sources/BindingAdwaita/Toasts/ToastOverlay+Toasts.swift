import Binding
import CAdwaita

extension ToastOverlay {
    /// Shows `message` as a toast over the overlay's child, after the toasts already shown
    /// (libadwaita queues them). The message is plain text.
    public func showToast(_ message: String) {
        guard !isDestroyed else { return }
        // add_toast takes the toast's reference.
        adw_toast_overlay_add_toast(OpaquePointer(widgetPointer), Toast.newToastPointer(message: message))
    }
}

extension PreferencesWindow {
    /// Shows `message` as a toast in the preferences window (it has a toast overlay of its own).
    public func showToast(_ message: String) {
        guard !isDestroyed else { return }
        adw_preferences_window_add_toast(cPointer(as: AdwPreferencesWindow.self), Toast.newToastPointer(message: message))
    }
}

extension Reactive where Base: ToastOverlay {
    /// Each message becomes a toast: `viewModel.messages => overlay.rx.toasts` with a `Signal<String>`
    /// of messages (a saved form, a finished download). Messages sent after the overlay is destroyed
    /// are dropped.
    @MainActor public var toasts: Binder<String> {
        binder { overlay, message in overlay.showToast(message) }
    }
}

extension Reactive where Base: PreferencesWindow {
    /// Each message becomes a toast in the preferences window (see `Reactive/toasts`).
    @MainActor public var toasts: Binder<String> {
        binder { window, message in window.showToast(message) }
    }
}
