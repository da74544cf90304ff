import SampleSupport
import Binding
import BindingGtk
import FeedKit

/// The feed window: `feed.ui`'s widgets bound to a ``FeedViewModel``.
///
/// The next page loads when the list is scrolled to near its bottom, or with
/// the Load More button.
@MainActor
final class FeedWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel: FeedViewModel
    let window: Window
    let refreshButton: Button
    let failureSwitch: Switch
    let pageStack: Stack
    let postsList: ListBox
    let scroller: ScrolledWindow
    let loadMoreButton: Button
    let loadMoreSpinner: Spinner
    let refreshSpinner: Spinner
    let errorBar: InfoBar
    let errorLabel: Label
    let retryButton: Button
    let failureLabel: Label
    let failureRetryButton: Button

    /// Loads `feed.ui` from `resources` and binds it to `viewModel`.
    init(viewModel: FeedViewModel, resources: String) throws {
        try StyleLoader.load(resources + "/feed.css")
        let ui = try WidgetLookup(path: resources + "/feed.ui")
        self.viewModel = viewModel
        window = try ui.find("feed_window")
        refreshButton = try ui.find("refresh_button")
        failureSwitch = try ui.find("failure_switch")
        pageStack = try ui.find("page_stack")
        postsList = try ui.find("posts_list")
        scroller = try ui.find("posts_scroller")
        loadMoreButton = try ui.find("load_more_button")
        loadMoreSpinner = try ui.find("load_more_spinner")
        refreshSpinner = try ui.find("refresh_spinner")
        errorBar = try ui.find("error_bar")
        errorLabel = try ui.find("error_label")
        retryButton = try ui.find("retry_button")
        failureLabel = try ui.find("failure_message")
        failureRetryButton = try ui.find("failure_retry_button")
        bindList()
        bindStatus()
        bindActions()
    }

    private func bindList() {
        binding {
            postsList.rx.items(viewModel.output(\.posts).map { posts in
                posts.map { ResultRow(title: $0.title, detail: "\($0.author) — \($0.summary)") }
            }) { _, row in row.makeWidget() }
            viewModel.output(\.content.rawValue) => pageStack.rx.visibleChildName
        }
    }

    private func bindStatus() {
        binding {
            viewModel.output(\.isRefreshing) => refreshSpinner.rx.isAnimating
            viewModel.output(\.isLoadingMore) => loadMoreSpinner.rx.isAnimating
            viewModel.output(\.canLoadMore) => loadMoreButton.rx.isEnabled
            viewModel.output(\.errorMessage) => errorLabel.rx.text
            viewModel.output(\.errorMessage) => failureLabel.rx.text
            viewModel.output(\.showsErrorBar) => errorBar.rx.isRevealed
        }
    }

    private func bindActions() {
        binding {
            viewModel.$simulateFailure <=> failureSwitch.rx.isOn
            refreshButton.rx.tap => { [weak self] in self?.viewModel.refresh() }
            loadMoreButton.rx.tap => { [weak self] in self?.viewModel.loadMore() }
            retryButton.rx.tap => { [weak self] in self?.viewModel.retry() }
            scroller.rx.reachedBottom(offset: 48) => { [weak self] in self?.viewModel.loadMore() }
            failureRetryButton.rx.tap => { [weak self] in self?.viewModel.retry() }
        }
    }
}
