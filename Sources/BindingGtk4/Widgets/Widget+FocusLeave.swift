import Binding
import BindingGLib
import CGtk4

extension Widget {
    /// Calls `action` each time the keyboard focus leaves the widget and everything inside it for
    /// another widget of its window: in GTK 4 an entry's focus is on the text widget inside it, so
    /// the entry's own `has-focus` never changes. Follows the window's `focus-widget`, which
    /// changes whether or not the window is active (an event controller's `leave` comes only in an
    /// active window: not under Xvfb without a window manager). Does nothing for a widget that is
    /// in no window yet or is destroyed. Dispose the result to stop.
    @discardableResult
    public func onFocusLeave(_ action: @escaping @MainActor () -> Void) -> Disposable {
        guard !isDestroyed, let root = gtk_widget_get_root(widgetPointer),
              let window = Object.wrapper(for: UnsafeMutableRawPointer(root)) as? Window else { return Disposables.create() }
        var hadFocus = containsFocus(of: window)
        let watch = window.connect("notify::focus-widget", pointerHandler: { [weak self, weak window] _ in
            guard let self, let window, !self.isDestroyed else { return }
            let hasFocus = self.containsFocus(of: window)
            defer { hadFocus = hasFocus }
            if hadFocus && !hasFocus { action() }
        })
        return watch
    }

    /// Whether `window`'s focus widget is this widget or inside it.
    private func containsFocus(of window: Window) -> Bool {
        guard let focus = gtk_window_get_focus(window.windowPointer) else { return false }
        return focus == widgetPointer || gtk_widget_is_ancestor(focus, widgetPointer) != 0
    }
}
