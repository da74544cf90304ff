import Binding
import Foundation

/// The search window's state and behaviour, independent of any toolkit.
///
/// The query is bound two ways to the search entry. It is debounced
/// (``debounceDelay``, on the given scheduler) and de-duplicated; each query
/// left runs one search on the service's background queue, a newer query
/// cancelling an older one that has not answered. Results come back from the
/// background queue with `observe(on: MainScheduler.instance)`, so the
/// outputs change on the main thread and views get them through Drivers.
///
/// It holds UI state, so it lives on the main actor. The debounce scheduler
/// must deliver on the main thread too (the main scheduler, or a
/// `TestScheduler` advanced by a test on the main thread).
@MainActor
public final class SearchViewModel {
    /// The text typed into the search entry.
    @Mutable public var query = ""

    /// The current results (empty for an empty query).
    @Bindable public private(set) var results: [SearchResult] = []
    /// `true` while a search runs.
    @Bindable public private(set) var isSearching = false
    /// `true` when a non-empty query found nothing (the empty state shows).
    @Bindable public private(set) var foundNothing = false
    /// One line about the results: "3 results", "No results for “xyz”", or a hint.
    @Bindable public private(set) var status = SearchViewModel.hint
    /// The result selected in the list, if any: bound two ways to the list's
    /// selection, so it becomes `nil` when new results no longer contain it.
    @Mutable public var selectedResult: SearchResult? = nil

    /// The line under the results about the selection, derived from
    /// ``selectedResult`` and ``results`` (dependencies tracked automatically).
    public private(set) lazy var selectionSummary = Computed("selection summary") { [weak self] in
        guard let self else { return "" }
        guard let selected = self.selectedResult else {
            return self.results.isEmpty ? "" : Self.selectionHint
        }
        return tr("{1}: {2}", context: "search result title and details", with: selected.title, selected.subtitle)
    }

    /// The results in sections by ``SearchResult/category`` (sections in
    /// alphabetical order, results in relevance order within each): each new
    /// result list is diffed by id and regrouped by a pipeline, so only the
    /// rows and headers that changed are touched.
    public var groupedResults: Observable<SectionedArrayChangeEvent<String, SearchResult>> {
        $results.diff().asArrayPipeline().grouped(by: \.category)
    }

    /// How long typing must pause before a search runs.
    public static let debounceDelay: RxTimeInterval = .milliseconds(300)
    /// The status before anything is typed, in the user's language.
    public static var hint: String { tr("Type a name, symbol or category") }
    /// The selection line while results show and none is selected, in the user's language.
    public static var selectionHint: String { tr("Select a result to see it here") }

    private let service: SearchService
    private let disposeBag = DisposeBag()

    /// A view model searching through `service`. The debounce runs on
    /// `scheduler`; results are delivered on the main thread.
    public init(service: SearchService, scheduler: SchedulerType = MainScheduler.instance) {
        self.service = service
        setUpSearch(scheduler: scheduler)
    }

    private func setUpSearch(scheduler: SchedulerType) {
        let service = service
        $query.asObservable()
            .skip(1)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .debounce(Self.debounceDelay, scheduler: scheduler)
            .distinctUntilChanged()
            .do(onNext: { [weak self] query in self?.isSearching = !query.isEmpty })
            .flatMapLatest { query in Self.search(query, in: service) }
            .subscribe(onNext: { [weak self] query, results in self?.show(results, for: query) })
            .disposed(by: disposeBag)
    }

    /// The results for `query`, searched on the service's queue and handed
    /// to the main thread. Nonisolated: the mapping runs on the background
    /// queue, so it must not be a closure formed on the main actor.
    private nonisolated static func search(_ query: String, in service: SearchService) -> Observable<(String, [SearchResult])> {
        guard !query.isEmpty else { return .just((query, [])) }
        return service.search(query).map { (query, $0) }.observe(on: MainScheduler.instance)
    }

    private func show(_ results: [SearchResult], for query: String) {
        isSearching = false
        self.results = results
        foundNothing = !query.isEmpty && results.isEmpty
        switch (query.isEmpty, results.count) {
        case (true, _): status = Self.hint
        case (false, 0): status = tr("No results for “{1}”", with: query)
        case (false, let count):
            status = tr("{1} result", plural: "{1} results", count: count, with: NumberFormat.current.string(from: count))
        }
    }
}
