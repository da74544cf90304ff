import SampleSupport
import Binding
import BindingGtk
import SearchKit

/// The search window: `search.ui`'s widgets bound to a ``SearchViewModel``.
@MainActor
final class SearchWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel: SearchViewModel
    let window: Window
    let searchEntry: Entry
    let spinner: Spinner
    let statusLabel: Label
    let resultsStack: Stack
    let resultsList: ListBox
    let selectionLabel: Label

    /// Loads `search.ui` from `resources` and binds it to `viewModel`.
    init(viewModel: SearchViewModel, resources: String) throws {
        try StyleLoader.load(resources + "/search.css")
        let ui = try WidgetLookup(path: resources + "/search.ui")
        self.viewModel = viewModel
        window = try ui.find("search_window")
        searchEntry = try ui.find("search_entry")
        spinner = try ui.find("search_spinner")
        statusLabel = try ui.find("status_label")
        resultsStack = try ui.find("results_stack")
        resultsList = try ui.find("results_list")
        selectionLabel = try ui.find("selection_label")
        bind()
    }

    private func bind() {
        binding {
            viewModel.$query <=> searchEntry.rx.text ?? ""
            viewModel.$isSearching => spinner.rx.isAnimating
            viewModel.$status => statusLabel.rx.text
            viewModel.$foundNothing.map { $0 ? "empty" : "results" } => resultsStack.rx.visibleChildName
            resultsList.rx.items(viewModel.$results) { _, result in
                ResultRow(title: result.title, detail: result.subtitle).makeWidget()
            }
            viewModel.$selectedResult <=> resultsList.rx.selectedElement(SearchResult.self)
            viewModel.selectionSummary.asDriver() => selectionLabel.rx.text
        }
    }
}
