import Binding
import Foundation
import XCTest
@testable import FeedKit

/// Feed view model: pages come from the service's background queue to the
/// main queue, drained by `waitUntil`.
final class FeedKitTests: XCTestCase {
    @MainActor
    private static func makeModel(pageSize: Int = 10) throws -> (FeedViewModel, FeedService) {
        let service = FeedService(posts: try FeedService.loadPosts(from: SampleData.postsPath), pageSize: pageSize)
        return (FeedViewModel(service: service), service)
    }

    @MainActor
    private static func settle(_ model: FeedViewModel) {
        XCTAssertTrue(waitUntil { !model.state.isLoading && !model.state.isRefreshing && !model.state.isLoadingMore })
    }

    func testInitialLoadThenPagesAppendUntilTheEnd() throws {
        try MainActor.assumeIsolated {
            let (model, service) = try Self.makeModel()
            XCTAssertEqual(service.posts.count, 42)
            model.loadInitialData()
            XCTAssertTrue(model.state.isLoading)
            XCTAssertEqual(model.state.content, .loading)
            Self.settle(model)
            XCTAssertEqual(model.posts.map(\.id), Array(1...10))
            XCTAssertTrue(model.state.canLoadMore)

            for expected in [20, 30, 40, 42] {
                model.loadMore()
                XCTAssertTrue(model.state.isLoadingMore)
                XCTAssertFalse(model.state.canLoadMore, "one page at a time")
                Self.settle(model)
                XCTAssertEqual(model.posts.count, expected)
            }
            XCTAssertEqual(model.posts.map(\.id), Array(1...42))
            XCTAssertFalse(model.state.canLoadMore)
            model.loadMore()
            XCTAssertFalse(model.state.isLoadingMore, "nothing after the last page")
        }
    }

    func testRefreshReplacesTheList() throws {
        try MainActor.assumeIsolated {
            let (model, _) = try Self.makeModel()
            model.loadInitialData()
            Self.settle(model)
            model.loadMore()
            Self.settle(model)
            XCTAssertEqual(model.posts.count, 20)
            model.refresh()
            XCTAssertTrue(model.state.isRefreshing)
            XCTAssertEqual(model.posts.count, 20, "the old list stays until the new one arrives")
            Self.settle(model)
            XCTAssertEqual(model.posts.map(\.id), Array(1...10))
        }
    }

    func testFailureShowsAnErrorAndRetryRecovers() throws {
        try MainActor.assumeIsolated {
            let (model, service) = try Self.makeModel()
            model.simulateFailure = true
            XCTAssertTrue(service.isFailing)
            model.loadInitialData()
            Self.settle(model)
            XCTAssertTrue(model.state.hasError)
            XCTAssertEqual(model.state.errorMessage, FeedError.unavailable.description)
            XCTAssertEqual(model.posts, [])
            XCTAssertEqual(model.state.content, .failure)

            model.retry()
            Self.settle(model)
            XCTAssertTrue(model.state.hasError, "still failing")
            model.simulateFailure = false
            model.retry()
            XCTAssertFalse(model.state.hasError, "the error hides while retrying")
            Self.settle(model)
            XCTAssertFalse(model.state.hasError)
            XCTAssertEqual(model.state.errorMessage, "")
            XCTAssertEqual(model.posts.count, 10)

            // A failed "load more" keeps the posts and retries the same page.
            model.simulateFailure = true
            model.loadMore()
            Self.settle(model)
            XCTAssertTrue(model.state.hasError)
            XCTAssertEqual(model.posts.count, 10)
            XCTAssertEqual(model.state.content, .posts, "the list stays; the error shows above it")
            model.simulateFailure = false
            model.retry()
            Self.settle(model)
            XCTAssertEqual(model.posts.map(\.id), Array(1...20))
            XCTAssertEqual(service.requestCount, 5)
        }
    }

    func testEveryStepIsOneStateAndAFailureKeepsThePagesShown() throws {
        try MainActor.assumeIsolated {
            let (model, service) = try Self.makeModel(pageSize: 20)
            var states: [FeedState] = []
            let subscription = model.$state.drive(onNext: { states.append($0) })
            defer { subscription.dispose() }
            model.loadInitialData()
            Self.settle(model)
            model.loadMore()
            Self.settle(model)
            model.simulateFailure = true
            model.refresh()
            Self.settle(model)
            model.simulateFailure = false
            model.retry()
            Self.settle(model)

            let first = FeedPages(posts: Array(service.posts[0..<20]), count: 1, hasMore: true)
            let two = FeedPages(posts: Array(service.posts[0..<40]), count: 2, hasMore: true)
            let failure = FeedFailure(request: .refresh, message: FeedError.unavailable.description, pages: two)
            XCTAssertEqual(states, [
                .idle, .loadingFirstPage, .loaded(first), .loadingMore(first), .loaded(two),
                .refreshing(two), .failed(failure), .refreshing(two), .loaded(first),
            ])
            XCTAssertFalse(FeedState.failed(failure).canLoadMore, "no paging past a failure; retry first")
            XCTAssertEqual(FeedState.failed(failure).content, .posts)
            XCTAssertTrue(FeedState.failed(failure).showsErrorBar)
            XCTAssertEqual(FeedState.refreshing(.none).content, .loading, "an empty list waits behind the spinner")
        }
    }

    func testTheNotePaneEditsTheSelectedItemAndTheNoteSurvivesAReload() throws {
        try MainActor.assumeIsolated {
            let (model, _) = try Self.makeModel()
            model.loadInitialData()
            Self.settle(model)
            let note = model.selection.field(\.note)
            note.accept("nothing is selected")
            XCTAssertEqual(note.value, "", "refused with nothing selected")
            let target = model.items[2]
            model.selection.element.accept(target)
            note.accept("read later")
            XCTAssertEqual(model.items[2].note, "read later")

            model.refresh()
            Self.settle(model)
            XCTAssertEqual(model.items.array.first { $0.id == target.id }?.note, "read later", "kept by id")
            XCTAssertEqual(model.selection.element.value?.id, target.id, "still selected")
            XCTAssertEqual(note.value, "read later")

            // Filtered out: nothing selected, the pane is empty; the note stays in the items.
            model.filterText = "no post contains this"
            XCTAssertNil(model.selection.element.value)
            XCTAssertEqual(note.value, "")
            XCTAssertEqual(model.items[2].note, "read later")
        }
    }

    func testTheSummaryCountsTheShownAndTheStarredItems() throws {
        try MainActor.assumeIsolated {
            let (model, _) = try Self.makeModel()
            var summary = ""
            let watch = model.shownSummary.drive(onNext: { summary = $0 })
            defer { watch.dispose() }
            XCTAssertEqual(summary, "0 shown · 0 starred")
            model.loadInitialData()
            Self.settle(model)
            XCTAssertEqual(summary, "10 shown · 0 starred")
            let target = model.items[3]
            model.items.update(id: target.id) { $0.isStarred = true }
            XCTAssertEqual(summary, "10 shown · 1 starred")
            model.filterText = target.post.title
            XCTAssertEqual(summary, "1 shown · 1 starred")
            model.filterText = model.items[0].post.title
            XCTAssertEqual(summary, "1 shown · 0 starred")
        }
    }
}

/// The feed's summary line in another language: each count with its own plural form.
final class FeedSummaryTranslationTests: XCTestCase {
    func testEachCountTakesItsOwnPluralForm() {
        let translator = DictionaryTranslator(
            plurals: ["{1} shown": ["{1} angezeigt", "{1} angezeigt"], "{1} starred": ["{1} Favorit", "{1} Favoriten"]],
            contextual: ["feed summary: posts shown, posts starred": ["{1} · {2}": "{2} von {1}"]])
        Localization.withTranslator(translator) {
            XCTAssertEqual(FeedViewModel.summary(shown: 12, starred: 1), "1 Favorit von 12 angezeigt", "reordered by the translation")
            XCTAssertEqual(FeedViewModel.summary(shown: 1, starred: 3), "3 Favoriten von 1 angezeigt")
        }
        XCTAssertEqual(FeedViewModel.summary(shown: 1, starred: 0), "1 shown · 0 starred", "English without a translator")
    }
}
