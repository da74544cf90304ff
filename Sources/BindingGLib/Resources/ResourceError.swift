/// Why a resource bundle could not be made or a resource not read.
public struct ResourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The resource path looked up, or `nil` when the bundle itself is invalid.
    public let path: String?
    /// GLib's explanation.
    public let reason: String

    /// Makes an error about `path` (or the bundle, when `nil`).
    public init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A message naming the resource path and the reason.
    public var description: String {
        if let path { return "cannot read resource \"\(path)\": \(reason)" }
        return "invalid resource bundle: \(reason)"
    }
}
