import SampleSupport
import BindingGtk
import BindingGtkTesting
import FeedKit
import Foundation
import SearchKit
import XCTest
@testable import GallerySample

/// End to end: the real `.ui` files and data sets, real GTK signals and main
/// loop; typing and clicks go through the test kit. The search debounce runs
/// on the real main scheduler here (the view model tests use virtual time),
/// so these tests wait for outcomes, never for a duration.
/// Run under `G_DEBUG=fatal-criticals xvfb-run -a swift test`.
final class GalleryWindowTests: XCTestCase {
    func testTypingSearchesInTheBackgroundAndShowsResultsOrTheEmptyState() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let search = try GalleryApp.makeSearchWindow()
            let service = search.viewModel
            XCTAssertTrue(GtkTestKit.showAndWait(search.window))
            XCTAssertTrue(GtkTestKit.find(labelled: "Search", in: search.window) === search.searchEntry)
            XCTAssertEqual(search.searchEntry.accessibleName, "Search")
            XCTAssertEqual(search.statusLabel.text, SearchViewModel.hint)

            try GtkTestKit.type("halogen", into: search.searchEntry)
            XCTAssertEqual(service.query, "halogen")
            XCTAssertTrue(GtkTestKit.pump(until: { search.statusLabel.text == "4 results" }))
            XCTAssertEqual(ResultRow.titles(in: search.resultsList), ["Fluorine", "Chlorine", "Bromine", "Iodine"])
            XCTAssertEqual(search.resultsStack.visibleChildName, "results")
            XCTAssertEqual(search.selectionLabel.text, SearchViewModel.selectionHint)

            // Selecting a row (as the user would) selects the result in the view model.
            search.resultsList.selectRowAsUser(at: 2)
            XCTAssertEqual(service.selectedResult?.title, "Bromine")
            XCTAssertTrue(search.selectionLabel.text.hasPrefix("Bromine: "), search.selectionLabel.text)
            // A new query whose results lack it clears the selection.
            try GtkTestKit.type("s and more", into: search.searchEntry)
            XCTAssertTrue(GtkTestKit.pump(until: { search.resultsStack.visibleChildName == "empty" }))
            XCTAssertEqual(search.statusLabel.text, "No results for “halogens and more”")
            XCTAssertEqual(ResultRow.titles(in: search.resultsList), [])
            XCTAssertNil(service.selectedResult, "the selected result is gone")
            XCTAssertEqual(search.selectionLabel.text, "")
            XCTAssertFalse(search.spinner.isAnimating)
            search.window.destroy()
        }
    }

    func testFeedLoadsPagesAndTheErrorPathShowsAndRecovers() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let feed = try GalleryApp.makeFeedWindow()
            XCTAssertTrue(GtkTestKit.showAndWait(feed.window))
            XCTAssertTrue(GtkTestKit.find(labelled: "Simulate failure", in: feed.window) === feed.failureSwitch)
            XCTAssertEqual(feed.failureSwitch.accessibleName, "Simulate failure")
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: feed.postsList).count == 10 }))
            XCTAssertEqual(feed.pageStack.visibleChildName, "posts")
            XCTAssertTrue(feed.loadMoreButton.isEnabled)

            // Scrolling down to the bottom (through the middle, as a wheel does) loads the next page.
            XCTAssertTrue(GtkTestKit.pump(until: { feed.scroller.maximumVerticalOffset > 100 }))
            GtkTestKit.scroll(feed.scroller, toVerticalOffset: feed.scroller.maximumVerticalOffset / 2)
            XCTAssertEqual(feed.viewModel.posts.count, 10, "not near the bottom yet")
            GtkTestKit.scroll(feed.scroller, toVerticalOffset: feed.scroller.maximumVerticalOffset)
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: feed.postsList).count == 20 }))

            // Failing "load more": the list stays, the bar offers Retry.
            GtkTestKit.toggle(feed.failureSwitch)
            XCTAssertTrue(feed.viewModel.simulateFailure)
            GtkTestKit.click(feed.loadMoreButton)
            XCTAssertTrue(GtkTestKit.pump(until: { feed.errorBar.isRevealed }))
            XCTAssertEqual(feed.errorLabel.text, FeedError.unavailable.description)
            XCTAssertEqual(ResultRow.titles(in: feed.postsList).count, 20)
            GtkTestKit.toggle(feed.failureSwitch)
            GtkTestKit.click(feed.retryButton)
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: feed.postsList).count == 30 }))
            XCTAssertFalse(feed.errorBar.isRevealed)

            // Failing refresh keeps the list; recovering replaces it with the first page.
            GtkTestKit.toggle(feed.failureSwitch)
            GtkTestKit.click(feed.refreshButton)
            XCTAssertTrue(GtkTestKit.pump(until: { feed.errorBar.isRevealed }))
            GtkTestKit.toggle(feed.failureSwitch)
            GtkTestKit.click(feed.refreshButton)
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: feed.postsList).count == 10 && !feed.errorBar.isRevealed }))
            feed.window.destroy()
        }
    }

    func testFeedThatCannotLoadShowsTheFailurePageWithTryAgain() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let feed = try GalleryApp.makeFeedWindow(failing: true)
            XCTAssertTrue(GtkTestKit.showAndWait(feed.window))
            XCTAssertTrue(GtkTestKit.pump(until: { feed.pageStack.visibleChildName == "failure" }))
            XCTAssertFalse(feed.errorBar.isRevealed, "the page says it; no bar on top")
            XCTAssertTrue(feed.failureSwitch.isOn)
            GtkTestKit.toggle(feed.failureSwitch)
            GtkTestKit.click(feed.failureRetryButton)
            XCTAssertTrue(GtkTestKit.pump(until: { feed.pageStack.visibleChildName == "posts" }))
            XCTAssertEqual(ResultRow.titles(in: feed.postsList).count, 10)
            feed.window.destroy()
        }
    }

    func testGalleryOpensEachWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let gallery = try GalleryWindow(
                resources: try ResourceLocator.galleryDirectory("Gallery", containing: "gallery.ui"),
                openSearch: { try GalleryApp.makeSearchWindow() },
                openFeed: { try GalleryApp.makeFeedWindow() }
            )
            XCTAssertTrue(GtkTestKit.showAndWait(gallery.window))
            // The test bundle sits in the build folder, beside the other sample apps.
            XCTAssertTrue(gallery.settingsButton.isSensitive)
            XCTAssertTrue(gallery.profileButton.isSensitive)
            GtkTestKit.click(gallery.searchButton)
            GtkTestKit.click(gallery.feedButton)
            XCTAssertEqual(gallery.openWindows.count, 2)
            let search = try XCTUnwrap(gallery.openWindows.first as? SearchWindow)
            let feed = try XCTUnwrap(gallery.openWindows.last as? FeedWindow)
            XCTAssertTrue(GtkTestKit.pump(until: { search.window.isVisible && feed.window.isVisible }))
            search.window.destroy()
            XCTAssertEqual(gallery.openWindows.count, 1, "a closed window is released")
            feed.window.destroy()
            gallery.window.destroy()
        }
    }

    func testClosedWindowsAndViewModelsAreFreed() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            weak var weakSearch: SearchWindow?
            weak var weakSearchModel: SearchViewModel?
            weak var weakFeed: FeedWindow?
            weak var weakFeedModel: FeedViewModel?
            do {
                let search = try GalleryApp.makeSearchWindow(query: "gas")
                let feed = try GalleryApp.makeFeedWindow()
                weakSearch = search
                weakSearchModel = search.viewModel
                weakFeed = feed
                weakFeedModel = feed.viewModel
                XCTAssertTrue(GtkTestKit.showAndWait(search.window))
                XCTAssertTrue(GtkTestKit.showAndWait(feed.window))
                XCTAssertTrue(GtkTestKit.pump(until: { !search.viewModel.results.isEmpty && !feed.viewModel.posts.isEmpty }))
                search.window.destroy()
                feed.window.destroy()
            }
            XCTAssertTrue(GtkTestKit.pump(until: {
                weakSearch == nil && weakSearchModel == nil && weakFeed == nil && weakFeedModel == nil
            }), "no reference cycle keeps them")
        }
    }
}

