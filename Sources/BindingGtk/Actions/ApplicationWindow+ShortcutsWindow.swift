import BindingGLib
import CGLib
import CGtk

extension ApplicationWindow {
    /// The action name ``addShortcutsWindow(menus:titles:)`` adds, as GTK's
    /// own help overlay names it: `win.show-help-overlay`.
    public static let shortcutsWindowAction = "show-help-overlay"

    /// Adds the action `win.show-help-overlay` with GNOME's key for it,
    /// Ctrl+? (`<Primary>question`): activating it (the key, or a menu item
    /// "Keyboard Shortcuts" with that action) shows a ``ShortcutsWindow`` over
    /// this window listing every accelerator the application holds when it is
    /// first opened, titled from `menus` and `titles`
    /// (``ShortcutsWindow/init(listing:menus:titles:)``).
    ///
    /// <!-- snippet: doc-ApplicationWindow-addShortcutsWindow -->
    /// ```swift
    /// window.addShortcutsWindow(menus: [primaryMenu])
    /// ```
    ///
    /// Closing it (Escape) hides it, and so does destroying this window: it
    /// is never destroyed, since GTK 3.24 leaves a signal handler of a
    /// destroyed shortcuts window behind, which logs a critical at the next
    /// style change (docs/gtk-facts.md). The next activation shows the same one.
    ///
    /// - Returns: `false` (and adds nothing) while the window belongs to no application.
    @discardableResult
    public func addShortcutsWindow(menus: [MenuModel] = [], titles: [String: String] = [:]) -> Bool {
        guard let application else { return false }
        let action = SimpleAction(name: Self.shortcutsWindowAction)
        action.onActivate { [weak self] in self?.presentShortcutsWindow(menus: menus, titles: titles) }
        add(action)
        application.setAccelerators(["<Primary>question"], for: "win." + Self.shortcutsWindowAction)
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
                  cglib_instance_is_a(data, gtk_shortcuts_window_get_type()) != 0,
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
        guard let application else { return }
        let shortcuts = ShortcutsWindow(application: application, menus: menus, titles: titles)
        shortcuts.setTransient(for: self)
        shortcuts.isModal = true
        // Hidden, never destroyed: closing hides it, and so does this window going away.
        shortcuts.shouldClose = { [weak shortcuts] in
            shortcuts?.hide()
            return false
        }
        connect("destroy") { [weak shortcuts] in shortcuts?.hide() }
        shortcuts.present()
    }
}
