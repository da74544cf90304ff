import Binding
import Foundation
import XCTest
@testable import FeedKit

/// Feed view model: pages come from the service's background queue to the
/// main queue, drained by `waitUntil`.
final class FeedKitTests: XCTestCase {
    private func makeModel(pageSize: Int = 10) throws -> (FeedViewModel, FeedService) {
        let service = FeedService(posts: try FeedService.loadPosts(from: SampleData.postsPath), pageSize: pageSize)
        return (FeedViewModel(service: service), service)
    }

    private func settle(_ model: FeedViewModel) {
        XCTAssertTrue(waitUntil { !model.isLoading && !model.isRefreshing && !model.isLoadingMore })
    }

    func testInitialLoadThenPagesAppendUntilTheEnd() throws {
        let (model, service) = try makeModel()
        XCTAssertEqual(service.posts.count, 42)
        model.loadInitialData()
        XCTAssertTrue(model.isLoading)
        XCTAssertEqual(model.content, .loading)
        settle(model)
        XCTAssertEqual(model.posts.map(\.id), Array(1...10))
        XCTAssertTrue(model.canLoadMore)

        for expected in [20, 30, 40, 42] {
            model.loadMore()
            XCTAssertTrue(model.isLoadingMore)
            XCTAssertFalse(model.canLoadMore, "one page at a time")
            settle(model)
            XCTAssertEqual(model.posts.count, expected)
        }
        XCTAssertEqual(model.posts.map(\.id), Array(1...42))
        XCTAssertFalse(model.canLoadMore)
        model.loadMore()
        XCTAssertFalse(model.isLoadingMore, "nothing after the last page")
    }

    func testRefreshReplacesTheList() throws {
        let (model, _) = try makeModel()
        model.loadInitialData()
        settle(model)
        model.loadMore()
        settle(model)
        XCTAssertEqual(model.posts.count, 20)
        model.refresh()
        XCTAssertTrue(model.isRefreshing)
        XCTAssertEqual(model.posts.count, 20, "the old list stays until the new one arrives")
        settle(model)
        XCTAssertEqual(model.posts.map(\.id), Array(1...10))
    }

    func testFailureShowsAnErrorAndRetryRecovers() throws {
        let (model, service) = try makeModel()
        model.simulateFailure = true
        XCTAssertTrue(service.isFailing)
        model.loadInitialData()
        settle(model)
        XCTAssertTrue(model.hasError)
        XCTAssertEqual(model.errorMessage, FeedError.unavailable.description)
        XCTAssertEqual(model.posts, [])
        XCTAssertEqual(model.content, .failure)

        model.retry()
        settle(model)
        XCTAssertTrue(model.hasError, "still failing")
        model.simulateFailure = false
        model.retry()
        XCTAssertFalse(model.hasError, "the error hides while retrying")
        settle(model)
        XCTAssertFalse(model.hasError)
        XCTAssertEqual(model.errorMessage, "")
        XCTAssertEqual(model.posts.count, 10)

        // A failed "load more" keeps the posts and retries the same page.
        model.simulateFailure = true
        model.loadMore()
        settle(model)
        XCTAssertTrue(model.hasError)
        XCTAssertEqual(model.posts.count, 10)
        XCTAssertEqual(model.content, .posts, "the list stays; the error shows above it")
        model.simulateFailure = false
        model.retry()
        settle(model)
        XCTAssertEqual(model.posts.map(\.id), Array(1...20))
        XCTAssertEqual(service.requestCount, 5)
    }
}
