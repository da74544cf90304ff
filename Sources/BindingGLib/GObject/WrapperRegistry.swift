import CGtk

/// Maps GTypes to the Swift wrapper classes that represent them, so an object
/// GTK hands us (a builder object, a container's child, a signal argument)
/// gets a wrapper of its most specific known class.
@MainActor
public enum WrapperRegistry {
    /// Creates a wrapper for a GObject pointer that has none yet.
    public typealias Factory = @MainActor (UnsafeMutableRawPointer) -> Object

    /// Loaded lazily, on the first registration or lookup, with the
    /// package's own wrapper classes: the generated ones
    /// (``generatedFactories()``) and the hand-written ones
    /// (``builtInFactories()``), which win for the same GType.
    private static var factories: [GType: Factory] = generatedFactories().merging(builtInFactories()) { _, handWritten in handWritten }

    /// Registers `factory` for instances of `type` (and of subtypes that have
    /// no closer registration). A later registration for the same type wins.
    public static func register(_ type: GType, factory: @escaping Factory) {
        factories[type] = factory
    }

    /// A new wrapper for `pointer` (which has no live wrapper) of the class
    /// registered for its closest GType ancestor; plain ``Object`` if none.
    static func makeWrapper(for pointer: UnsafeMutableRawPointer) -> Object {
        var type = cgtk_object_type(pointer)
        while type != cgtk_type_invalid() {
            if let factory = factories[type] { return factory(pointer) }
            type = g_type_parent(type)
        }
        return Object(pointer)
    }
}
