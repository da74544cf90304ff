/// Why a stylesheet could not be loaded (by either front end's `StyleSheet`).
public struct StyleSheetError: Error, CustomStringConvertible, Sendable {
    /// The file or resource, or "a string" for CSS given as text.
    public let source: String
    /// The toolkit's explanation (missing file or resource, syntax error with its line…).
    public let reason: String

    /// The error `source` gave for `reason`; the front ends make these.
    package init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }

    /// A message naming the source and the reason.
    public var description: String { "cannot load stylesheet \(source): \(reason)" }
}
