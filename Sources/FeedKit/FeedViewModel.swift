import Binding

/// The feed window's state and behaviour, independent of any toolkit.
///
/// ``loadInitialData()`` fetches the first page, ``refresh()`` fetches it
/// again and replaces the list, ``loadMore()`` appends the next page (the
/// window calls it when the list is scrolled to the bottom or the button is
/// pressed). A failure shows ``errorMessage`` and ``retry()`` repeats the
/// request that failed. A newer request cancels an older one still running.
public final class FeedViewModel: @unchecked Sendable {
    /// The posts loaded so far.
    @Bindable public private(set) var posts: [Post] = []
    /// `true` during the first load (the list is empty).
    @Bindable public private(set) var isLoading = false
    /// `true` while the first page is fetched again.
    @Bindable public private(set) var isRefreshing = false
    /// `true` while the next page is fetched.
    @Bindable public private(set) var isLoadingMore = false
    /// `true` when the last request failed.
    @Bindable public private(set) var hasError = false
    /// Why the last request failed; empty otherwise.
    @Bindable public private(set) var errorMessage = ""
    /// `true` when a next page exists and nothing is loading.
    @Bindable public private(set) var canLoadMore = false
    /// What the window's main area shows.
    @Bindable public private(set) var content = FeedContent.posts
    /// Makes the service fail (the "Simulate failure" switch).
    @Mutable public var simulateFailure = false

    private enum Request: Equatable { case initial, refresh, more(page: Int) }

    private let service: FeedService
    private let resultScheduler: ImmediateSchedulerType
    private let current = SerialDisposable()
    private let disposeBag = DisposeBag()
    private var loadedPages = 0
    private var hasMorePages = false
    private var failedRequest: Request?

    /// A view model reading through `service`; results are delivered on
    /// `resultScheduler` (the main thread by default).
    public init(service: FeedService, resultScheduler: ImmediateSchedulerType = MainScheduler.instance) {
        self.service = service
        self.resultScheduler = resultScheduler
        disposeBag.insert(current)
        $simulateFailure.asObservable()
            .subscribe(onNext: { [service] in service.isFailing = $0 })
            .disposed(by: disposeBag)
    }

    /// Fetches the first page into an empty list.
    public func loadInitialData() {
        posts = []
        start(.initial)
    }

    /// Fetches the first page again; the list is replaced when it arrives.
    public func refresh() {
        start(.refresh)
    }

    /// Appends the next page, if there is one and nothing is loading.
    public func loadMore() {
        guard canLoadMore else { return }
        start(.more(page: loadedPages))
    }

    /// Repeats the request that failed.
    public func retry() {
        guard let failedRequest else { return }
        start(failedRequest)
    }

    private func start(_ request: Request) {
        hasError = false
        errorMessage = ""
        failedRequest = nil
        isLoading = request == .initial
        isRefreshing = request == .refresh
        isLoadingMore = request != .initial && request != .refresh
        canLoadMore = false
        if request == .initial || posts.isEmpty { content = .loading }
        let page: Int
        if case .more(let next) = request { page = next } else { page = 0 }
        current.disposable = service.fetchPosts(page: page)
            .observe(on: resultScheduler)
            .subscribe(
                onNext: { [weak self] result in self?.received(result, for: request) },
                onError: { [weak self] error in self?.failed(request, error) }
            )
    }

    private func received(_ page: FeedPage, for request: Request) {
        switch request {
        case .initial, .refresh:
            posts = page.posts
            loadedPages = 1
        case .more:
            posts += page.posts
            loadedPages += 1
        }
        hasMorePages = page.hasMore
        finish()
    }

    private func failed(_ request: Request, _ error: any Error) {
        failedRequest = request
        errorMessage = (error as? FeedError)?.description ?? "The feed could not be loaded (\(error))."
        hasError = true
        finish()
    }

    private func finish() {
        isLoading = false
        isRefreshing = false
        isLoadingMore = false
        canLoadMore = hasMorePages && !hasError
        content = hasError && posts.isEmpty ? .failure : .posts
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
