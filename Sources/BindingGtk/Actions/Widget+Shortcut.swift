import Binding
import CGtk

extension Widget {
    /// Calls `handler` when one of `accelerators` (GTK's syntax: `"Delete"`,
    /// `"<Primary>d"`) is pressed while this widget or one of its descendants
    /// has the focus: a shortcut of a part of the window (Delete on a table
    /// only), unlike a window accelerator, which works anywhere in it.
    ///
    /// The handler returns whether it handled the key; when it returns `false`
    /// the key goes on as if there were no shortcut. Keys reach the shortcut
    /// after the focused widget, so an entry inside this widget keeps the
    /// keys it edits with (Delete, BackSpace, letters), and after the
    /// window's and the application's accelerators on the same key (GTK 3
    /// runs those first). The shortcut ends when the returned disposable is
    /// disposed or the widget is destroyed.
    ///
    /// <!-- snippet: doc-Widget-Shortcut -->
    /// ```swift
    /// table.onShortcut(["Delete", "KP_Delete"]) { [viewModel] in viewModel.deleteSelected(); return true }
    /// ```
    @discardableResult
    public func onShortcut(_ accelerators: [String], handler: @escaping @MainActor () -> Bool) -> Disposable {
        let shortcuts = KeyShortcut.parse(accelerators)
        guard !shortcuts.isEmpty, !isDestroyed else { return Disposables.create() }
        // Connected before the widget's own key handling (`key-press-event`
        // runs its class handler last), which it receives when the focus is
        // here or below and no descendant took the key.
        return connect("key-press-event", eventHandler: { event in
            guard let event else { return false }
            let key = event.assumingMemoryBound(to: GdkEventKey.self).pointee
            guard shortcuts.contains(where: { $0.matches(key) }) else { return false }
            return handler()
        })
    }

    /// Activates the action `detailedAction` (`"win.delete"`, `"app.quit"`,
    /// the name of an action group inserted in an ancestor) when one of
    /// `accelerators` is pressed while this widget or one of its descendants
    /// has the focus (see ``onShortcut(_:handler:)``). A disabled or missing
    /// action leaves the key to others.
    ///
    /// <!-- snippet: doc-Widget-Shortcut-2 -->
    /// ```swift
    /// viewModel.delete => window.rx.action("delete")        // the menu item
    /// table.addShortcut(["Delete"], activating: "win.delete")   // Delete on the table only
    /// ```
    @discardableResult
    public func addShortcut(_ accelerators: [String], activating detailedAction: String) -> Disposable {
        let parts = detailedAction.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            reportActionProblem("the shortcut action \"\(detailedAction)\" has no prefix (\"win.\", \"app.\")")
            return Disposables.create()
        }
        let widget = widgetPointer
        return onShortcut(accelerators) {
            guard let group = gtk_widget_get_action_group(widget, parts[0]),
                  g_action_group_has_action(group, parts[1]) != 0,
                  g_action_group_get_action_enabled(group, parts[1]) != 0 else { return false }
            g_action_group_activate_action(group, parts[1], nil)
            return true
        }
    }
}

extension Reactive where Base: Widget {
    /// A shortcut of this widget (see ``Widget/onShortcut(_:handler:)``) as
    /// a command target: pressing one of `accelerators` while the widget or
    /// one of its descendants has the focus executes the command; while the
    /// command cannot execute, the key goes on as if there were no shortcut.
    ///
    /// <!-- snippet: doc-Widget-Shortcut-3 -->
    /// ```swift
    /// viewModel.delete => table.rx.shortcut("Delete")
    /// ```
    @MainActor public func shortcut(_ accelerators: String...) -> CommandTarget<Void> {
        let widget = base
        return .keyShortcut { widget.onShortcut(accelerators, handler: $0) }
    }
}
