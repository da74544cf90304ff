import Binding
import BindingGLib
import CGLib
import CGtk4

extension Widget {
    /// Calls `handler` when one of `accelerators` (GTK's syntax: `"Delete"`, `"<Primary>d"`) is
    /// pressed, through a `GtkShortcutController` added to this widget.
    ///
    /// `scope` says where the keys count: `.local` (the default) while this widget or one of its
    /// descendants has the focus, a shortcut of a part of the window (Delete on a list only);
    /// `.managed` anywhere under the nearest ancestor that manages shortcuts (its window or
    /// popover); `.global` anywhere in its window. Application-wide keys of an action are the
    /// application's accelerators instead (`rx.action(_:accelerators:)`).
    ///
    /// The handler returns whether it handled the key; when it returns `false` the key goes on as
    /// if there were no shortcut. A local shortcut sees a key after the focused widget, so an
    /// entry inside this widget keeps the keys it edits with. The shortcut ends when the returned
    /// disposable is disposed or the widget's lifetime ends (for every widget of a window, when
    /// the window is destroyed). Accelerators GTK does not parse are reported (standard error)
    /// and left out; with none left, nothing is added.
    @discardableResult
    public func onShortcut(
        _ accelerators: [String],
        scope: ShortcutScope = .local,
        handler: @escaping @MainActor () -> Bool
    ) -> Disposable {
        guard !isDestroyed, let trigger = Self.trigger(for: accelerators) else { return Disposables.create() }
        let box = Unmanaged.passRetained(ShortcutHandlerBox(handler)).toOpaque()
        let action = gtk_callback_action_new(runShortcutHandler, box, releaseShortcutHandler)
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, GtkShortcutScope(rawValue: UInt32(scope.rawValue)))
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, action))
        return ShortcutConnection(adding: controller, to: self)
    }

    /// Activates the action `detailedAction` (`"win.delete"`, `"app.quit"`, an action of a group
    /// inserted in an ancestor) when one of `accelerators` is pressed within `scope` (see
    /// ``onShortcut(_:scope:handler:)``). A disabled or missing action leaves the key to others.
    @discardableResult
    public func addShortcut(_ accelerators: [String], scope: ShortcutScope = .local, activating detailedAction: String) -> Disposable {
        let parts = detailedAction.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            reportActionProblem("the shortcut action \"\(detailedAction)\" has no prefix (\"win.\", \"app.\")")
            return Disposables.create()
        }
        let widget = widgetPointer
        return onShortcut(accelerators, scope: scope) {
            // GTK looks the group up from the widget through its ancestors (`win.` from any widget
            // of an application window), as a named action would, and says whether it ran.
            gtk_widget_activate_action_variant(widget, detailedAction, nil) != 0
        }
    }

    /// One trigger for all of `accelerators` (GTK's alternative trigger); an accelerator GTK does
    /// not parse is reported and left out. `nil` when none is left.
    private static func trigger(for accelerators: [String]) -> OpaquePointer? {
        var trigger: OpaquePointer?
        for accelerator in accelerators {
            guard let (key, modifiers) = Accelerator.parse(accelerator) else {
                reportActionProblem("the shortcut \"\(accelerator)\" does not parse as a GTK accelerator")
                continue
            }
            let keyTrigger = gtk_keyval_trigger_new(key, modifiers)!
            // The alternative trigger takes over both references.
            trigger = trigger.map { gtk_alternative_trigger_new($0, keyTrigger) } ?? keyTrigger
        }
        return trigger
    }
}

extension Reactive where Base: Widget {
    /// A shortcut of this widget (see ``Widget/onShortcut(_:scope:handler:)``) as a command
    /// target: pressing one of `accelerators` within `scope` executes the command; while the
    /// command cannot execute, the key goes on as if there were no shortcut.
    @MainActor public func shortcut(_ accelerators: String..., scope: ShortcutScope = .local) -> CommandTarget<Void> {
        let widget = base
        return .keyShortcut { widget.onShortcut(accelerators, scope: scope, handler: $0) }
    }
}

/// The Swift handler a `GtkCallbackAction` holds; GTK releases it with the action. GTK calls the
/// handler on the main thread only.
private final class ShortcutHandlerBox: @unchecked Sendable {
    let handler: @MainActor () -> Bool
    init(_ handler: @escaping @MainActor () -> Bool) { self.handler = handler }
}

/// `GtkShortcutFunc`: runs the handler in `data` (GTK calls it on the main thread).
private let runShortcutHandler: GtkShortcutFunc = { _, _, data in
    guard let data else { return 0 }
    let box = Unmanaged<ShortcutHandlerBox>.fromOpaque(data).takeUnretainedValue()
    return MainActor.assumeIsolated { box.handler() } ? 1 : 0
}

/// `GDestroyNotify` of the handler box.
private let releaseShortcutHandler: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<ShortcutHandlerBox>.fromOpaque(data).release()
}
