import Binding
import Dispatch
import Foundation

/// Pages through a fixed list of posts on a background queue, as a network
/// feed would. ``isFailing`` makes every request fail (the window's
/// "Simulate failure" switch), so the error path can be seen and tested.
///
/// Thread-safe: the view model sets ``isFailing`` on the main thread while
/// requests run on the service's queue. Its two mutable fields are read and
/// written only under `lock`; everything else is immutable. That is why it
/// is `@unchecked Sendable` (the compiler cannot see the lock); an `NSLock`
/// rather than `Synchronization.Mutex`, so ThreadSanitizer sees it.
public final class FeedService: @unchecked Sendable {
    /// All posts, newest first.
    public let posts: [Post]
    /// Posts per page.
    public let pageSize: Int
    private let latency: DispatchTimeInterval
    private let queue: DispatchQueue
    private let lock = NSLock()
    private var failing = false
    private var requests = 0

    /// A service over `posts`, `pageSize` at a time, answering after `latency`.
    public init(
        posts: [Post],
        pageSize: Int = 10,
        latency: DispatchTimeInterval = .never,
        queue: DispatchQueue = DispatchQueue(label: "FeedService", qos: .userInitiated)
    ) {
        self.posts = posts
        self.pageSize = pageSize
        self.latency = latency
        self.queue = queue
    }

    /// Reads the posts from a JSON file (an array of ``Post``).
    public static func loadPosts(from path: String) throws -> [Post] {
        try loadPosts(data: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Reads the posts from JSON (an array of ``Post``).
    public static func loadPosts(data: Data) throws -> [Post] {
        try JSONDecoder().decode([Post].self, from: data)
    }

    /// When `true`, requests fail with ``FeedError/unavailable``.
    public var isFailing: Bool {
        get { lock.withLock { failing } }
        set { lock.withLock { failing = newValue } }
    }

    /// How many requests were answered.
    public var requestCount: Int { lock.withLock { requests } }

    /// Page `page` (from 0), delivered once on the service's queue.
    public func fetchPosts(page: Int) -> Observable<FeedPage> {
        Observable.create { [self] observer in
            let cancelled = BooleanDisposable()
            let work: @Sendable () -> Void = { [self] in
                guard !cancelled.isDisposed else { return }
                let fails = lock.withLock { () -> Bool in
                    requests += 1
                    return failing
                }
                if fails {
                    observer.onError(FeedError.unavailable)
                    return
                }
                let start = min(page * pageSize, posts.count)
                let end = min(start + pageSize, posts.count)
                observer.onNext(FeedPage(posts: Array(posts[start..<end]), hasMore: end < posts.count))
                observer.onCompleted()
            }
            if latency == .never {
                queue.async(execute: work)
            } else {
                queue.asyncAfter(deadline: .now() + latency, execute: work)
            }
            return cancelled
        }
    }
}
