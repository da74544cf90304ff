import Binding
import CGLib

/// An object that holds named actions (`GActionMap`): the application
/// (``GioApplication``, its actions are `app.NAME`) or a toolkit's application
/// window (`win.NAME`).
@MainActor
public protocol ActionMap: Object {
    /// The prefix menu items and accelerators use for this map's actions
    /// (`"win"` or `"app"`).
    var actionPrefix: String { get }
    /// The application whose accelerators apply to this map's actions; `nil`
    /// while there is none (a window not yet added to one).
    var acceleratorOwner: GioApplication? { get }
}

extension ActionMap {
    /// The wrapped object as a `GActionMap`.
    public var actionMapPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// Adds `action` (replacing one of the same name).
    public func add(_ action: SimpleAction) {
        g_action_map_add_action(actionMapPointer, action.actionPointer)
    }

    /// Removes the action called `name`, if there is one.
    public func removeAction(named name: String) {
        g_action_map_remove_action(actionMapPointer, name)
    }

    /// The action called `name`, if this map has one.
    public func action(named name: String) -> SimpleAction? {
        guard let pointer = g_action_map_lookup_action(actionMapPointer, name) else { return nil }
        return Object.wrapper(for: UnsafeMutableRawPointer(pointer)) as? SimpleAction
    }

    /// Sets the keyboard accelerators of this map's action `name`
    /// (`["<Primary>s"]`; an empty list removes them). They fire while a
    /// window of the application has focus.
    ///
    /// - Returns: `false` (and sets nothing) when there is no application to
    ///   hold them (a window not yet added to one) or an accelerator does not parse.
    @discardableResult
    public func setAccelerators(_ accelerators: [String], forAction name: String) -> Bool {
        guard let application = acceleratorOwner else { return false }
        return application.setAccelerators(accelerators, for: "\(actionPrefix).\(name)")
    }
}

/// Calls `body` with a NULL-terminated C array of copies of `strings`, valid during the call.
@MainActor
package func withCStringArray<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
