import Binding
import Foundation

/// The search window's state and behaviour, independent of any toolkit.
///
/// The query is bound two ways to the search entry. It is debounced
/// (``debounceDelay``, on the given scheduler) and de-duplicated; each query
/// left runs one search on the service's background queue, a newer query
/// cancelling an older one that has not answered. Results reach the outputs
/// on `resultScheduler` (the main thread by default), so views get them
/// through Drivers.
public final class SearchViewModel: @unchecked Sendable {
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
        return "\(selected.title): \(selected.subtitle)"
    }

    /// How long typing must pause before a search runs.
    public static let debounceDelay: RxTimeInterval = .milliseconds(300)
    /// The status before anything is typed.
    public static let hint = "Type a name, symbol or category"
    /// The selection line while results show and none is selected.
    public static let selectionHint = "Select a result to see it here"

    private let service: SearchService
    private let disposeBag = DisposeBag()

    /// A view model searching through `service`. The debounce runs on
    /// `scheduler`; results are delivered on `resultScheduler`.
    public init(
        service: SearchService,
        scheduler: SchedulerType = MainScheduler.instance,
        resultScheduler: ImmediateSchedulerType = MainScheduler.instance
    ) {
        self.service = service
        setUpSearch(scheduler: scheduler, resultScheduler: resultScheduler)
    }

    private func setUpSearch(scheduler: SchedulerType, resultScheduler: ImmediateSchedulerType) {
        let service = service
        $query.asObservable()
            .skip(1)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .debounce(Self.debounceDelay, scheduler: scheduler)
            .distinctUntilChanged()
            .do(onNext: { [weak self] query in self?.isSearching = !query.isEmpty })
            .flatMapLatest { query -> Observable<(String, [SearchResult])> in
                guard !query.isEmpty else { return .just((query, [])) }
                return service.search(query).map { (query, $0) }.observe(on: resultScheduler)
            }
            .subscribe(onNext: { [weak self] query, results in self?.show(results, for: query) })
            .disposed(by: disposeBag)
    }

    private func show(_ results: [SearchResult], for query: String) {
        isSearching = false
        self.results = results
        foundNothing = !query.isEmpty && results.isEmpty
        switch (query.isEmpty, results.count) {
        case (true, _): status = Self.hint
        case (false, 0): status = "No results for “\(query)”"
        case (false, 1): status = "1 result"
        case (false, let count): status = "\(count) results"
        }
    }
}
