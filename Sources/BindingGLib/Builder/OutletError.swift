/// Why the typed outlets of a `.ui` file could not be loaded: the file is
/// missing from the resources or invalid, or an object is missing or of
/// another class than the generated code expects (the file changed after the build).
/// Toolkit-free, so both front ends' outlets (GTK 3's and GTK 4's) throw this one type.
public struct OutletError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `.ui` file's resource path.
    public let file: String
    /// The id of the object at fault, or `nil` when the file itself could not be built.
    public let id: String?
    /// What went wrong.
    public let reason: BuilderError

    /// Makes an error about `file` and, when given, the object `id`.
    public init(file: String, id: String?, reason: BuilderError) {
        self.file = file
        self.id = id
        self.reason = reason
    }

    /// A message naming the file, the id and the reason.
    public var description: String {
        if let id { return "\(file), object \"\(id)\": \(reason)" }
        return "\(file): \(reason)"
    }
}
