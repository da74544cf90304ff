import Binding

/// The feed window's state and behaviour, independent of any toolkit.
///
/// ``loadInitialData()`` fetches the first page, ``refresh()`` fetches it
/// again and replaces the list, ``loadMore()`` appends the next page (the
/// window calls it when the list is scrolled to the bottom or the button is
/// pressed). A failure shows its message and ``retry()`` repeats the request
/// that failed. A newer request cancels an older one still running.
///
/// All of it is one value, ``state`` (a ``FeedState``); every output the
/// window shows is derived from it (``output(_:)``), so no two outputs can
/// contradict each other. The view model holds UI state, so it lives on the
/// main actor; pages come back from the service's background queue with
/// `observe(on: MainScheduler.instance)`.
@MainActor
public final class FeedViewModel {
    /// What the feed is doing; the single source of the window's outputs.
    @Bindable public private(set) var state = FeedState.idle
    /// Makes the service fail (the "Simulate failure" switch).
    @Mutable public var simulateFailure = false
    /// The filter field's text: only posts containing it are shown.
    @Mutable public var filterText = ""
    /// The loaded posts with their stars, in feed order; each load is
    /// diffed in by id (stars kept), so rows change only where posts did.
    public let items = MutableObservableArray<FeedItem>()
    /// The items the list shows: ``items`` filtered by ``filterText``, as a
    /// live pipeline (a new filter text re-filters; a star toggled in a row
    /// is written back into ``items``). Shared: the list, ``selection`` and
    /// ``shownSummary`` see one run of the filter.
    public let shownItems: ArrayPipeline<FeedItem>
    /// The item selected in the list, whose note the pane under the list
    /// edits (written back into ``items``); nothing once it is filtered out
    /// or reloaded away.
    public let selection: SelectedElement<FeedItem>

    private let service: FeedService
    private let current = SerialDisposable()
    private let disposeBag = DisposeBag()

    /// A view model reading through `service`; results are delivered on the main thread.
    public init(service: FeedService) {
        self.service = service
        shownItems = items.filtered(by: _filterText.projectedValue) { text, item in item.matches(text) }.shared()
        selection = SelectedElement(in: shownItems)
        disposeBag.insert(current)
        let items = self.items
        $state.map(\.posts).distinctUntilChanged()
            .asObservable().subscribe(onNext: { posts in
                let kept = Dictionary(items.array.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                items.replace(with: posts.map { post in
                    FeedItem(post: post, isStarred: kept[post.id]?.isStarred ?? false, note: kept[post.id]?.note ?? "")
                }, performDiff: true)
            })
            .disposed(by: disposeBag)
        $simulateFailure.asObservable()
            .subscribe(onNext: { [service] in service.isFailing = $0 })
            .disposed(by: disposeBag)
    }

    /// The posts loaded.
    public var posts: [Post] { state.posts }

    /// "12 shown · 3 starred": the number of items the list shows and how
    /// many of them are starred (each with its language's plural form), kept
    /// from the shown items' changes (no pass over them per change).
    public var shownSummary: Driver<String> {
        Observable.combineLatest(shownItems.aggregate(.count), shownItems.aggregate(.sum(\.starCount))) { shown, starred in
            Self.summary(shown: shown, starred: starred)
        }.asDriver(onErrorJustReturn: "")
    }

    /// "12 shown · 3 starred", in the user's language and number format.
    public nonisolated static func summary(shown: Int, starred: Int) -> String {
        let format = NumberFormat.current
        let shownText = tr("{1} shown", plural: "{1} shown", count: shown, with: format.string(from: shown))
        let starredText = tr("{1} starred", plural: "{1} starred", count: starred, with: format.string(from: starred))
        return tr("{1} · {2}", context: "feed summary: posts shown, posts starred", with: shownText, starredText)
    }

    /// The selected post's title over the note field, or a hint.
    public var selectedTitle: Driver<String> {
        selection.element.asDriver().map { $0.map { tr("Note on “{1}”", with: $0.post.title) } ?? Self.noteHint }
    }

    /// What the note pane says while no post is selected, in the user's language.
    public static var noteHint: String { tr("Select a post to write a note about it") }

    /// The ids of the starred posts.
    public var starredIDs: Set<Int> { Set(items.array.filter(\.isStarred).map(\.id)) }

    /// One output of the window, derived from ``state``: a Driver of
    /// `property` that repeats no value (`$0.isRefreshing`, `$0.content`, …).
    public func output<Value: Equatable>(_ property: @escaping (FeedState) -> Value) -> Driver<Value> {
        $state.map(property).distinctUntilChanged()
    }

    /// Fetches the first page into an empty list.
    public func loadInitialData() {
        start(.firstPage)
    }

    /// Fetches the first page again; the list is replaced when it arrives.
    public func refresh() {
        start(.refresh)
    }

    /// Appends the next page, if there is one and nothing is loading.
    public func loadMore() {
        guard state.canLoadMore else { return }
        start(.more(page: state.pages.count))
    }

    /// Repeats the request that failed.
    public func retry() {
        guard let failure = state.failure else { return }
        start(failure.request)
    }

    private func start(_ request: FeedRequest) {
        // What stays shown while the request runs (and if it fails): a first load starts from nothing.
        let shown = request == .firstPage ? FeedPages.none : state.pages
        switch request {
        case .firstPage: state = .loadingFirstPage
        case .refresh: state = .refreshing(shown)
        case .more: state = .loadingMore(shown)
        }
        current.disposable = service.fetchPosts(page: request.page)
            .observe(on: MainScheduler.instance)
            .subscribe(
                onNext: { [weak self] page in self?.received(page, for: request, after: shown) },
                onError: { [weak self] error in self?.failed(request, error, showing: shown) }
            )
    }

    private func received(_ page: FeedPage, for request: FeedRequest, after shown: FeedPages) {
        state = .loaded((request == .refresh ? FeedPages.none : shown).appending(page))
    }

    private func failed(_ request: FeedRequest, _ error: any Error, showing shown: FeedPages) {
        let message = (error as? FeedError)?.description ?? tr("The feed could not be loaded ({1}).", with: "\(error)")
        state = .failed(FeedFailure(request: request, message: message, pages: shown))
    }
}
