import SampleSupport
import Binding
import BindingGtk
import FeedKit

/// The feed window: `feed.ui`'s widgets bound to a ``FeedViewModel``.
///
/// Every output is one property of the view model's ``FeedState``; the list
/// shows the view model's items through its filter pipeline, each row with a
/// Starred check button written back into the items. The pane under the
/// list edits the selected post's note, and counts the posts shown and
/// starred. The next
/// page loads when the list is scrolled to near its bottom, or with the Load
/// More button. The bindings end when the window is destroyed.
@MainActor
final class FeedWindow: SampleWindow {
    let disposeBag = DisposeBag()
    let viewModel: FeedViewModel
    let widgets: FeedUI

    /// The GTK window.
    var window: Window { widgets.window }

    /// Binds `widgets` to `viewModel`.
    init(viewModel: FeedViewModel, widgets: FeedUI) {
        self.viewModel = viewModel
        self.widgets = widgets
        bindList()
        bindNotePane()
        bindStatus()
        bindActions()
    }

    private func bindList() {
        binding {
            widgets.postsList.rx.items(viewModel.shownItems) { row in FeedRow.make(row) }
            viewModel.$filterText <=> widgets.filterEntry.rx.text ?? ""
            viewModel.output(\.content.rawValue) => widgets.pageStack.rx.visibleChildName
        }
    }

    private func bindNotePane() {
        let selection = viewModel.selection
        binding {
            selection.element <=> widgets.postsList.rx.selectedElement(FeedItem.self)
            selection.field(\.note) <=> widgets.noteEntry.rx.text ?? ""
            selection.hasSelection => widgets.noteEntry.rx.isSensitive
            viewModel.selectedTitle => widgets.noteTitleLabel.rx.text
            viewModel.shownSummary => widgets.summaryLabel.rx.text
            viewModel.output { $0.content == .posts } => widgets.notePane.rx.isVisible
        }
    }

    private func bindStatus() {
        binding {
            viewModel.output(\.isRefreshing) => widgets.refreshSpinner.rx.isAnimating
            viewModel.output(\.isLoadingMore) => widgets.loadMoreSpinner.rx.isAnimating
            viewModel.output(\.canLoadMore) => widgets.loadMoreButton.rx.isEnabled
            viewModel.output(\.errorMessage) => widgets.errorLabel.rx.text
            viewModel.output(\.errorMessage) => widgets.failureMessage.rx.text
            // The bar reports failures above a list; an empty list shows the failure page instead.
            viewModel.output(\.showsErrorBar) => widgets.errorBar.rx.isRevealed
        }
    }

    private func bindActions() {
        binding {
            viewModel.$simulateFailure <=> widgets.failureSwitch.rx.isOn
            widgets.refreshButton.rx.tap => { [weak self] in self?.viewModel.refresh() }
            widgets.loadMoreButton.rx.tap => { [weak self] in self?.viewModel.loadMore() }
            widgets.retryButton.rx.tap => { [weak self] in self?.viewModel.retry() }
            widgets.postsScroller.rx.reachedBottom(offset: 48) => { [weak self] in self?.viewModel.loadMore() }
            widgets.failureRetryButton.rx.tap => { [weak self] in self?.viewModel.retry() }
        }
    }
}
