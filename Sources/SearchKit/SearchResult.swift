/// One entry of the search catalog, as shown in the results list.
public struct SearchResult: Codable, Equatable, Hashable, Sendable {
    /// A stable identifier.
    public let id: Int
    /// The main line.
    public let title: String
    /// The smaller second line.
    public let subtitle: String

    /// A result with the given lines.
    public init(id: Int, title: String, subtitle: String) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
    }
}
