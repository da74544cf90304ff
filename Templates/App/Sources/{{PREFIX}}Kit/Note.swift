/// One note of the list.
public struct Note: Identifiable, Equatable, Sendable {
    /// Unique within its list; increases with every note added.
    public let id: Int
    /// The note's title, never blank.
    public var title: String

    /// A note with `id` and `title`.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
