import Binding
import BindingGLib
import CGLib
import CGtk4

extension ApplicationWindow {
    /// The action name ``addShortcutsWindow(menus:titles:)`` adds, as GTK's
    /// own help overlay names it: `win.show-help-overlay`.
    public static let shortcutsWindowAction = "show-help-overlay"

    /// Adds the action `win.show-help-overlay` with GNOME's key for it,
    /// Ctrl+? (`<Primary>question`), as GTK 3's `addShortcutsWindow` does:
    /// activating it (the key, or a menu item "Keyboard Shortcuts" with that
    /// action) shows a ``ShortcutsWindow`` over this window listing every
    /// accelerator the application holds when it is first opened, titled
    /// from `menus` and `titles` (``ShortcutsWindow/init(listing:menus:titles:)``).
    ///
    /// Closing it (Escape) hides it; the next activation shows the same one.
    /// It is destroyed with this window.
    ///
    /// - Returns: `false` (and adds nothing) while the window belongs to no application.
    @discardableResult
    public func addShortcutsWindow(menus: [MenuModel] = [], titles: [String: String] = [:]) -> Bool {
        guard application != nil else { return false }
        let open = Command<Void, Void> { [weak self] in self?.presentShortcutsWindow(menus: menus, titles: titles) }
        lifetime.insert(open => rx.action(Self.shortcutsWindowAction, accelerators: ["<Primary>question"]))
        return true
    }

    /// The shortcuts windows shown over this window (visible, transient for it).
    public var openShortcutsWindows: [ShortcutsWindow] {
        shortcutsWindows().filter(\.isVisible)
    }

    /// Every shortcuts window transient for this one, shown or hidden.
    private func shortcutsWindows() -> [ShortcutsWindow] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var result: [ShortcutsWindow] = []
        var node = list
        while let current = node {
            node = current.pointee.next
            guard let data = current.pointee.data,
                  g_type_check_instance_is_a(data.assumingMemoryBound(to: GTypeInstance.self), gtk_shortcuts_window_get_type()) != 0,
                  gtk_window_get_transient_for(data.assumingMemoryBound(to: GtkWindow.self)) == windowPointer,
                  let window = Widget.wrapper(for: data.assumingMemoryBound(to: GtkWidget.self)) as? ShortcutsWindow
            else { continue }
            result.append(window)
        }
        return result
    }

    private func presentShortcutsWindow(menus: [MenuModel], titles: [String: String]) {
        if let shown = shortcutsWindows().first {
            shown.present()
            return
        }
        guard let application = application as? Application else { return }
        let shortcuts = ShortcutsWindow(application: application, menus: menus, titles: titles)
        shortcuts.transientFor = self
        shortcuts.isModal = true
        shortcuts.hideOnClose = true
        // Not `destroy-with-parent`: GTK 4 emits the parent's `destroy` only once nothing holds
        // it, and its wrapper does; the window's end is its wrapper's `onDestroy`.
        onDestroy { [weak shortcuts] in shortcuts?.destroy() }
        shortcuts.present()
    }
}
