import BindingGLib

/// Builds one GTK 4 `.ui` file from a resource bundle and finds its objects by id, with errors
/// naming the file and the id: what the typed outlets GResourcePlugin generates for a bundle of
/// GTK 4 files (`<requires lib="gtk" version="4.0"/>`) are made of.
@MainActor
public struct OutletLoader {
    /// The builder holding the file's objects.
    public let builder: Builder
    /// The file's resource path.
    public let file: String

    /// Registers `bundle` (unless it already is) and builds a new copy of the `.ui` file at
    /// `path` in it.
    ///
    /// - Throws: ``OutletError`` naming the file when it is missing or invalid.
    public init(resource path: String, in bundle: ResourceBundle) throws(OutletError) {
        bundle.register()
        file = path
        do {
            builder = try Builder(resource: path)
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
            return try builder.get(id, as: type)
        } catch {
            throw OutletError(file: file, id: id, reason: error)
        }
    }
}
