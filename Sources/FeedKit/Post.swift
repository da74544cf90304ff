import Binding

/// One post of the feed.
public struct Post: Codable, Equatable, Hashable, Sendable {
    /// A stable identifier.
    public let id: Int
    /// Who wrote it.
    public let author: String
    /// The headline.
    public let title: String
    /// One or two sentences.
    public let summary: String

    /// A post with the given fields.
    public init(id: Int, author: String, title: String, summary: String) {
        self.id = id
        self.author = author
        self.title = title
        self.summary = summary
    }
}

/// One page of posts, and whether more follow.
public struct FeedPage: Equatable, Sendable {
    /// The posts of the page, newest first.
    public let posts: [Post]
    /// `true` when a later page exists.
    public let hasMore: Bool

    /// A page.
    public init(posts: [Post], hasMore: Bool) {
        self.posts = posts
        self.hasMore = hasMore
    }
}

/// Why a page could not be fetched. The description is written for the
/// person using the window.
public enum FeedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The (simulated) server did not answer.
    case unavailable

    /// A sentence for the error view, in the user's language.
    public var description: String {
        switch self {
        case .unavailable: return tr("The feed could not be loaded: the server did not answer.")
        }
    }
}
