/// A post as the feed list shows it: the post and whether the reader starred it.
public struct FeedItem: Identifiable, Equatable, Sendable {
    /// The post.
    public let post: Post
    /// Starred by the reader (a check button in the post's row, kept across reloads).
    public var isStarred: Bool

    /// The post's id.
    public var id: Int { post.id }

    /// An item for `post`.
    public init(post: Post, isStarred: Bool = false) {
        self.post = post
        self.isStarred = isStarred
    }

    /// Whether the title, author or summary contains `text` (ignoring case);
    /// an empty text matches every post.
    public func matches(_ text: String) -> Bool {
        let needle = text.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return true }
        return [post.title, post.author, post.summary].contains { $0.localizedCaseInsensitiveContains(needle) }
    }
}
