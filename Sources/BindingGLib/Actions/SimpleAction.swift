import Binding
import CGLib

/// A named action (`GSimpleAction`): what menu items, buttons with an
/// `action-name` and keyboard accelerators activate. Added to an
/// ``ActionMap`` (a toolkit's application window as `win.NAME`, the
/// ``GioApplication`` as `app.NAME`). Disabling it greys out every menu item and
/// button that uses it.
///
/// Most code binds a `Command` or a relay instead of using this class:
/// `viewModel.save => window.rx.action("save")`.
@MainActor
public final class SimpleAction: Object {
    /// The kind of state an action holds.
    public enum Kind: Sendable, Equatable {
        /// No state and no parameter: a plain action.
        case plain
        /// A Boolean state toggled by activation (a check menu item).
        case toggle(initial: Bool)
        /// A string state set by a string parameter (radio menu items that
        /// share the action, each with its own target).
        case radio(initial: String)
    }

    /// The action's name, without the `win.`/`app.` prefix.
    public let name: String
    /// The action's kind.
    public let kind: Kind

    /// A new action. `name` must be a valid action name (letters, digits, `-`, `.`).
    ///
    /// - Precondition: `name` is a valid action name.
    public init(name: String, kind: Kind = .plain) {
        precondition(g_action_name_is_valid(name) != 0, "\"\(name)\" is not a valid action name")
        self.name = name
        self.kind = kind
        let pointer: OpaquePointer
        switch kind {
        case .plain:
            pointer = g_simple_action_new(name, nil)
        case .toggle(let initial):
            pointer = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(initial ? 1 : 0))
        case .radio(let initial):
            let stringType = g_variant_type_new("s")
            defer { g_variant_type_free(stringType) }
            pointer = g_simple_action_new_stateful(name, stringType, g_variant_new_string(initial))
        }
        super.init(UnsafeMutableRawPointer(pointer))
        // The wrapper took its own reference; drop the one `_new` returned.
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Wraps a `GSimpleAction` made elsewhere (by GTK, such as an application
    /// window's `show-help-overlay`, by a `.ui` file or by C code), with its
    /// name and kind read from it: a Boolean state is ``Kind/toggle(initial:)``,
    /// a string state ``Kind/radio(initial:)``, anything else ``Kind/plain``
    /// (whose ``boolState`` and ``stringState`` then read nothing).
    /// ``ActionMap/action(named:)`` and signal arguments wrap through it.
    ///
    /// - Precondition: `pointer` is a `GSimpleAction`.
    public init(adopting pointer: UnsafeMutableRawPointer) {
        precondition(cglib_instance_is_a(pointer, g_simple_action_get_type()) != 0, "not a GSimpleAction")
        let action = OpaquePointer(pointer)
        name = String(cString: g_action_get_name(action))
        if let state = g_action_get_state(action) {
            defer { g_variant_unref(state) }
            switch g_variant_classify(state) {
            case G_VARIANT_CLASS_BOOLEAN: kind = .toggle(initial: g_variant_get_boolean(state) != 0)
            case G_VARIANT_CLASS_STRING: kind = .radio(initial: String(cString: g_variant_get_string(state, nil)))
            default: kind = .plain
            }
        } else {
            kind = .plain
        }
        super.init(pointer)
    }

    /// The wrapped `GSimpleAction`.
    public var simpleActionPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The wrapped object as a `GAction`.
    public var actionPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// Whether the action can be activated; menu items and buttons using it
    /// are insensitive while it is `false`.
    public var isEnabled: Bool {
        get { g_action_get_enabled(actionPointer) != 0 }
        set { g_simple_action_set_enabled(simpleActionPointer, newValue ? 1 : 0) }
    }

    /// A toggle action's state (`false` for other kinds).
    public var boolState: Bool {
        get {
            guard case .toggle = kind, let state = g_action_get_state(actionPointer) else { return false }
            defer { g_variant_unref(state) }
            return g_variant_get_boolean(state) != 0
        }
        set {
            guard case .toggle = kind else { return }
            g_simple_action_set_state(simpleActionPointer, g_variant_new_boolean(newValue ? 1 : 0))
        }
    }

    /// A radio action's state (`""` for other kinds).
    public var stringState: String {
        get {
            guard case .radio = kind, let state = g_action_get_state(actionPointer) else { return "" }
            defer { g_variant_unref(state) }
            return String(cString: g_variant_get_string(state, nil))
        }
        set {
            guard case .radio = kind else { return }
            g_simple_action_set_state(simpleActionPointer, g_variant_new_string(newValue))
        }
    }

    /// Activates the action as a menu item or accelerator would (a radio
    /// action with `target` as its parameter).
    public func activate(target: String? = nil) {
        g_action_activate(actionPointer, target.map { g_variant_new_string($0) })
    }

    /// Runs `handler` on each activation of a plain action.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate", pointerHandler: { _ in handler() })
    }

    /// Runs `handler` with each state a toggle or radio action is asked to
    /// take (by activation or GLib's `g_action_change_state`), instead of GLib's
    /// default of taking it at once. The handler decides: it sets
    /// ``boolState``/``stringState`` to accept.
    @discardableResult
    public func onStateRequest(_ handler: @escaping @MainActor (SimpleAction.State) -> Void) -> SignalConnection {
        connect("change-state", pointerHandler: { variant in
            guard let variant else { return }
            let value = OpaquePointer(variant)
            switch g_variant_classify(value) {
            case G_VARIANT_CLASS_BOOLEAN: handler(.bool(g_variant_get_boolean(value) != 0))
            case G_VARIANT_CLASS_STRING: handler(.string(String(cString: g_variant_get_string(value, nil))))
            default: break
            }
        })
    }

    /// A state value of a toggle or radio action.
    public enum State: Sendable, Equatable {
        /// A toggle's state.
        case bool(Bool)
        /// A radio group's state.
        case string(String)
    }
}
