/// Builds one `.ui` file from a resource bundle with a toolkit's builder and finds its objects by
/// id, with errors naming the file and the id: what the typed outlets the `GResourcePlugin`
/// generates (`ProfileUI.load()`) are made of. Each front end names its own as `OutletLoader`
/// (this type over its `Builder`).
@MainActor
public struct ResourceOutletLoader<ToolkitBuilder: UIDescriptionBuilder> {
    /// The builder holding the file's objects.
    public let builder: ToolkitBuilder
    /// The file's resource path.
    public let file: String

    /// Registers `bundle` (unless it already is) and builds a new copy of the `.ui` file at `path`
    /// in it.
    ///
    /// - Throws: ``OutletError`` naming the file when it is missing or invalid.
    public init(resource path: String, in bundle: ResourceBundle) throws(OutletError) {
        bundle.register()
        file = path
        do {
            builder = try ToolkitBuilder(resource: path)
        } catch {
            throw OutletError(file: path, id: nil, reason: error)
        }
    }

    /// The object `id` as `T`.
    ///
    /// - Throws: ``OutletError`` naming the file and the id when no object has that id or it is
    ///   not a `T`.
    public func outlet<T: Object>(_ id: String, as type: T.Type = T.self) throws(OutletError) -> T {
        do {
            return try builder.typedObject(withID: id, as: type)
        } catch {
            throw OutletError(file: file, id: id, reason: error)
        }
    }
}
