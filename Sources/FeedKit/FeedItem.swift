/// A post as the feed list shows it: the post, whether the reader starred
/// it and the reader's note about it.
public struct FeedItem: Identifiable, Equatable, Sendable {
    /// The post.
    public let post: Post
    /// Starred by the reader (a check button in the post's row, kept across reloads).
    public var isStarred: Bool
    /// The reader's note (edited in the pane under the list, kept across reloads).
    public var note: String

    /// The post's id.
    public var id: Int { post.id }

    /// 1 when starred, else 0: summed over the shown items, the number starred.
    public var starCount: Int { isStarred ? 1 : 0 }

    /// An item for `post`.
    public init(post: Post, isStarred: Bool = false, note: String = "") {
        self.post = post
        self.isStarred = isStarred
        self.note = note
    }

    /// Whether the title, author or summary contains `text` (ignoring case);
    /// an empty text matches every post.
    public func matches(_ text: String) -> Bool {
        let needle = text.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return true }
        return [post.title, post.author, post.summary].contains { $0.localizedCaseInsensitiveContains(needle) }
    }
}
