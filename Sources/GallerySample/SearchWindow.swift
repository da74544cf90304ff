import SampleSupport
import Binding
import BindingGtk
import SearchKit

/// The search window: `search.ui`'s widgets bound to a ``SearchViewModel``.
///
/// All state lives in the view model; this type only states how each widget
/// follows it. The bindings end when the window is destroyed.
@MainActor
final class SearchWindow: SampleWindow {
    let disposeBag = DisposeBag()
    let viewModel: SearchViewModel
    let widgets: SearchUI

    /// The GTK window.
    var window: Window { widgets.window }

    /// Binds `widgets` to `viewModel`.
    init(viewModel: SearchViewModel, widgets: SearchUI) {
        self.viewModel = viewModel
        self.widgets = widgets
        bindQuery()
        bindResults()
    }

    private func bindQuery() {
        binding {
            viewModel.$query <=> widgets.searchEntry.rx.text ?? ""
            viewModel.$isSearching => widgets.searchSpinner.rx.isAnimating
            viewModel.$status => widgets.statusLabel.rx.text
        }
    }

    private func bindResults() {
        binding {
            viewModel.$foundNothing.map { $0 ? "empty" : "results" } => widgets.resultsStack.rx.visibleChildName
            widgets.resultsList.rx.items(sections: viewModel.groupedResults, headerTitle: { $0 }) { _, result in
                ResultRow(title: result.title, detail: result.subtitle).makeWidget()
            }
            viewModel.$selectedResult <=> widgets.resultsList.rx.selectedElement(SearchResult.self)
            viewModel.selectionSummary.asDriver() => widgets.selectionLabel.rx.text
        }
    }
}
