/// A `Computed` read itself, directly or through other computeds.
///
/// Thrown by `Computed.get()` and reported as the computed's `error`. The
/// path names the computeds in reading order and ends where it started:
/// `["total", "tax", "total"]`.
public struct DependencyCycleError: Error, Equatable, CustomStringConvertible {
    /// The labels of the computeds on the cycle, first and last equal.
    public let path: [String]

    /// An error for the cycle `path`.
    public init(path: [String]) {
        self.path = path
    }

    public var description: String {
        "Computed dependency cycle: " + path.joined(separator: " → ")
    }
}
