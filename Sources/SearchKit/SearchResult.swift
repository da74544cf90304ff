/// One entry of the search catalog, as shown in the results list.
public struct SearchResult: Codable, Equatable, Hashable, Identifiable, Sendable {
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

    /// The category: the last part of the subtitle ("noble gas" in
    /// "He · atomic number 2 · noble gas"); the results list groups by it.
    public var category: String {
        subtitle.components(separatedBy: " · ").last ?? subtitle
    }
}
