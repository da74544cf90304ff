import Binding
import CGtk

/// An object that holds named actions (`GActionMap`): an
/// ``ApplicationWindow`` (its actions are `win.NAME`) or the ``Application``
/// (`app.NAME`).
@MainActor
public protocol ActionMap: Object {
    /// The prefix menu items and accelerators use for this map's actions
    /// (`"win"` or `"app"`).
    var actionPrefix: String { get }
    /// The application whose accelerators apply to this map's actions.
    var acceleratorApplication: Application? { get }
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
        guard let application = acceleratorApplication else { return false }
        return application.setAccelerators(accelerators, for: "\(actionPrefix).\(name)")
    }
}

extension Application: ActionMap {
    /// `"app"`.
    public var actionPrefix: String { "app" }
    /// The application itself.
    public var acceleratorApplication: Application? { self }

    /// Sets the keyboard accelerators of `detailedAction` (`"win.save"`,
    /// `"app.quit"`, `"win.theme::dark"`).
    ///
    /// - Returns: `false` (and sets nothing) when an accelerator does not
    ///   parse (`gtk_accelerator_parse`), so a typo is not silently dropped.
    @discardableResult
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) -> Bool {
        for accelerator in accelerators {
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            gtk_accelerator_parse(accelerator, &key, &modifiers)
            if key == 0 && modifiers.rawValue == 0 { return false }
        }
        withCStringArray(accelerators) { vector in
            gtk_application_set_accels_for_action(gtkApplicationPointer, detailedAction, vector)
        }
        return true
    }

    /// The accelerators set for `detailedAction`.
    public func accelerators(for detailedAction: String) -> [String] {
        guard let vector = gtk_application_get_accels_for_action(gtkApplicationPointer, detailedAction) else { return [] }
        defer { g_strfreev(vector) }
        var result: [String] = []
        var index = 0
        while let item = vector[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }
}

extension ApplicationWindow: ActionMap {
    /// `"win"`.
    public var actionPrefix: String { "win" }
    /// The application the window belongs to.
    public var acceleratorApplication: Application? { application }
}

/// Calls `body` with a NULL-terminated C array of copies of `strings`, valid during the call.
@MainActor
func withCStringArray<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
