/// A toolkit's `GtkBuilder` wrapper as the outlet loading both front ends share sees it: GTK 3's
/// and GTK 4's `Builder` conform. It builds a `.ui` description from the registered resources and
/// finds an object by id; ``typedObject(withID:as:)`` and ``ResourceOutletLoader`` do the rest once, for
/// either toolkit.
@MainActor
public protocol UIDescriptionBuilder: AnyObject {
    /// A builder holding the `.ui` description at `path` in the registered resources.
    ///
    /// - Throws: ``BuilderError`` naming the resource when it is missing or invalid.
    init(resource path: String) throws(BuilderError)

    /// The object with id `id` in the builder's descriptions (the builder owns it), or `nil` when
    /// no object has that id: `gtk_builder_get_object`.
    func objectPointer(withID id: String) -> UnsafeMutableRawPointer?
}

extension UIDescriptionBuilder {
    /// The object with id `id` as `T` (a widget class, or ``Object``). Objects get the wrapper of
    /// their most specific registered class.
    ///
    /// - Throws: ``BuilderError/missingObject(id:)`` when no object has that id,
    ///   ``BuilderError/wrongType(id:expected:actual:)`` (with its GType name) when it is of
    ///   another type.
    public func typedObject<T: Object>(withID id: String, as type: T.Type = T.self) throws(BuilderError) -> T {
        guard let pointer = objectPointer(withID: id) else { throw .missingObject(id: id) }
        let wrapper = Object.wrapper(for: pointer)
        guard let typed = wrapper as? T else {
            throw .wrongType(id: id, expected: String(describing: T.self), actual: wrapper.typeName)
        }
        return typed
    }
}
