/// Everything the feed window can be doing, as one value: what is loaded,
/// what is on its way and what failed. The window's outputs (the list, the
/// spinners, the Load More button, the error views) are derived from it, so
/// combinations that make no sense (loading more while loading the first
/// page, an error and a spinner for the same request, "can load more" during
/// a load) cannot be represented.
public enum FeedState: Equatable, Sendable {
    /// Nothing requested yet.
    case idle
    /// The first page is on its way into an empty list.
    case loadingFirstPage
    /// Pages are shown; nothing is on its way.
    case loaded(FeedPages)
    /// The first page is fetched again; the pages shown stay until it arrives.
    case refreshing(FeedPages)
    /// The page after `pages` is on its way.
    case loadingMore(FeedPages)
    /// A request failed; the pages shown before it stay.
    case failed(FeedFailure)

    /// The pages shown (none while the first page loads).
    public var pages: FeedPages {
        switch self {
        case .idle, .loadingFirstPage: return .none
        case .loaded(let pages), .refreshing(let pages), .loadingMore(let pages): return pages
        case .failed(let failure): return failure.pages
        }
    }

    /// The posts shown.
    public var posts: [Post] { pages.posts }

    /// `true` during the first load (the list is empty).
    public var isLoading: Bool { self == .loadingFirstPage }

    /// `true` while the first page is fetched again.
    public var isRefreshing: Bool {
        if case .refreshing = self { return true }
        return false
    }

    /// `true` while the next page is fetched.
    public var isLoadingMore: Bool {
        if case .loadingMore = self { return true }
        return false
    }

    /// `true` while any request runs.
    public var isBusy: Bool { isLoading || isRefreshing || isLoadingMore }

    /// `true` when a next page exists and nothing is loading or failed.
    public var canLoadMore: Bool {
        if case .loaded(let pages) = self { return pages.hasMore }
        return false
    }

    /// `true` when the last request failed.
    public var hasError: Bool { failure != nil }

    /// The failure, when the last request failed.
    public var failure: FeedFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }

    /// Why the last request failed; empty otherwise.
    public var errorMessage: String { failure?.message ?? "" }

    /// What the window's main area shows: a spinner while an empty list
    /// waits for its first page, the failure page when nothing could be
    /// loaded, else the list (with the error bar above it after a failure).
    public var content: FeedContent {
        switch self {
        case .loadingFirstPage: return .loading
        case .refreshing(let pages): return pages.posts.isEmpty ? .loading : .posts
        case .failed(let failure): return failure.pages.posts.isEmpty ? .failure : .posts
        case .idle, .loaded, .loadingMore: return .posts
        }
    }

    /// `true` when the error bar shows: a failure above a list (an empty list
    /// shows the failure page instead).
    public var showsErrorBar: Bool { hasError && content == .posts }
}

/// The pages loaded so far.
public struct FeedPages: Equatable, Sendable {
    /// The posts of every page loaded, in order.
    public let posts: [Post]
    /// How many pages were loaded (the next page's index).
    public let count: Int
    /// `true` when a later page exists.
    public let hasMore: Bool

    /// No pages.
    public static let none = FeedPages(posts: [], count: 0, hasMore: false)

    /// Pages with the given fields.
    public init(posts: [Post], count: Int, hasMore: Bool) {
        self.posts = posts
        self.count = count
        self.hasMore = hasMore
    }

    /// These pages followed by `page`.
    public func appending(_ page: FeedPage) -> FeedPages {
        FeedPages(posts: posts + page.posts, count: count + 1, hasMore: page.hasMore)
    }
}

/// A request that failed, what it was for, and what stays shown.
public struct FeedFailure: Equatable, Sendable {
    /// What ``FeedViewModel/retry()`` repeats.
    public let request: FeedRequest
    /// A sentence for the error views.
    public let message: String
    /// The pages shown when it failed (kept).
    public let pages: FeedPages

    /// A failure with the given fields.
    public init(request: FeedRequest, message: String, pages: FeedPages) {
        self.request = request
        self.message = message
        self.pages = pages
    }
}

/// A request of the feed.
public enum FeedRequest: Equatable, Sendable {
    /// The first page into an empty list.
    case firstPage
    /// The first page again, replacing the list when it arrives.
    case refresh
    /// Page `page` (from 0), appended.
    case more(page: Int)

    /// The page fetched.
    public var page: Int {
        if case .more(let page) = self { return page }
        return 0
    }
}

/// What the feed window's main area shows.
public enum FeedContent: String, Equatable, Sendable {
    /// A spinner: the first page is on its way.
    case loading
    /// The list of posts.
    case posts
    /// A full-size error with a retry button: nothing could be loaded.
    case failure
}
