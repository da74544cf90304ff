import CGLib

/// Maps GTypes to the Swift wrapper classes that represent them, so an object
/// C code hands us (a builder object, a container's child, a signal argument)
/// gets a wrapper of its most specific known class.
///
/// The GLib layer's own classes are found by their Swift initialisers; a
/// toolkit layer adds the table of its classes (`addTable(_:)`) before it
/// hands out objects, and apps register their own classes (``register(_:factory:)``).
@MainActor
public enum WrapperRegistry {
    /// Creates a wrapper for a GObject pointer that has none yet.
    public typealias Factory = @MainActor (UnsafeMutableRawPointer) -> Object

    /// The classes of the layers: the GLib layer's own, and the tables toolkit layers added.
    private static var layerFactories: [GType: Factory] = [
        g_menu_model_get_type(): { MenuModel($0) },
        g_menu_get_type(): { Menu($0) },
        g_simple_action_get_type(): { SimpleAction(adopting: $0) },
    ]

    /// Tables added but not merged yet: loaded at the next lookup.
    private static var pendingTables: [@MainActor () -> [GType: Factory]] = []

    /// Registers `factory` for instances of `type` (and of subtypes that have
    /// no closer registration). A later registration for the same type wins.
    public static func register(_ type: GType, factory: @escaping Factory) {
        registeredFactories[type] = factory
    }

    /// The classes apps registered; they win over the layers' for the same GType.
    private static var registeredFactories: [GType: Factory] = [:]

    /// Adds a toolkit layer's table of wrapper classes, made when first needed
    /// (at the next lookup). Its entries win over the GLib layer's; an app's
    /// registrations win over both, whenever they were made.
    package static func addTable(_ table: @escaping @MainActor () -> [GType: Factory]) {
        pendingTables.append(table)
    }

    /// Merges the tables added since the last lookup.
    private static func loadPendingTables() {
        guard !pendingTables.isEmpty else { return }
        let tables = pendingTables
        pendingTables = []
        for table in tables {
            layerFactories.merge(table()) { _, added in added }
        }
    }

    /// A new wrapper for `pointer` (which has no live wrapper) of the class
    /// registered for its closest GType ancestor; plain ``Object`` if none.
    package static func makeWrapper(for pointer: UnsafeMutableRawPointer) -> Object {
        loadPendingTables()
        var type = cglib_object_type(pointer)
        while type != cglib_type_invalid() {
            if let factory = registeredFactories[type] ?? layerFactories[type] { return factory(pointer) }
            type = g_type_parent(type)
        }
        return Object(pointer)
    }
}
