import BindingGtk
import CGtk
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
            XCTAssertTrue(GtkTestKit.find(labelled: "Search", in: search.window) === search.widgets.searchEntry)
            XCTAssertEqual(search.widgets.searchEntry.accessibleName, "Search")
            XCTAssertEqual(search.widgets.statusLabel.text, SearchViewModel.hint)

            try GtkTestKit.type("halogen", into: search.widgets.searchEntry)
            XCTAssertEqual(service.query, "halogen")
            XCTAssertTrue(GtkTestKit.pump(until: { search.widgets.statusLabel.text == "4 results" }))
            XCTAssertEqual(ResultRow.titles(in: search.widgets.resultsList), ["Fluorine", "Chlorine", "Bromine", "Iodine"])
            XCTAssertEqual(search.widgets.resultsStack.visibleChildName, "results")
            XCTAssertEqual(search.widgets.selectionLabel.text, SearchViewModel.selectionHint)

            // Selecting a row (as the user would) selects the result in the view model.
            search.widgets.resultsList.selectRowAsUser(at: 2)
            XCTAssertEqual(service.selectedResult?.title, "Bromine")
            XCTAssertTrue(search.widgets.selectionLabel.text.hasPrefix("Bromine: "), search.widgets.selectionLabel.text)
            // A new query whose results lack it clears the selection.
            try GtkTestKit.type("s and more", into: search.widgets.searchEntry)
            XCTAssertTrue(GtkTestKit.pump(until: { search.widgets.resultsStack.visibleChildName == "empty" }))
            XCTAssertEqual(search.widgets.statusLabel.text, "No results for “halogens and more”")
            XCTAssertEqual(ResultRow.titles(in: search.widgets.resultsList), [])
            XCTAssertNil(service.selectedResult, "the selected result is gone")
            XCTAssertEqual(search.widgets.selectionLabel.text, "")
            XCTAssertFalse(search.widgets.searchSpinner.isAnimating)
            search.window.destroy()
        }
    }

    func testSearchResultsAreGroupedByCategoryUnderHeaders() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let search = try GalleryApp.makeSearchWindow()
            XCTAssertTrue(GtkTestKit.showAndWait(search.window))
            try GtkTestKit.type("metal", into: search.widgets.searchEntry)
            XCTAssertTrue(GtkTestKit.pump(until: { !search.viewModel.results.isEmpty && !search.viewModel.isSearching }))
            let results = search.viewModel.results
            let categories = Array(Set(results.map(\.category))).sorted()
            XCTAssertGreaterThan(categories.count, 1, "\(results.map(\.subtitle))")
            let expected = categories.flatMap { category in results.filter { $0.category == category }.map(\.title) }
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: search.widgets.resultsList) == expected }))
            // A header above the first row of each section, titled by its category.
            var headers: [String] = []
            for index in 0..<search.widgets.resultsList.rowCount {
                guard let row = search.widgets.resultsList.row(at: index),
                      let header = gtk_list_box_row_get_header(
                          UnsafeMutableRawPointer(row.widgetPointer).assumingMemoryBound(to: GtkListBoxRow.self)) else { continue }
                let widget = Widget.wrapper(for: header)
                if let label = widget as? Label {
                    headers.append(label.text)
                } else {
                    headers += GtkTestKit.descendants(of: widget).compactMap { ($0 as? Label)?.text }
                }
            }
            XCTAssertEqual(headers, categories)
            search.window.destroy()
        }
    }

    func testFeedLoadsPagesAndTheErrorPathShowsAndRecovers() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let feed = try GalleryApp.makeFeedWindow()
            XCTAssertTrue(GtkTestKit.showAndWait(feed.window))
            XCTAssertTrue(GtkTestKit.find(labelled: "Simulate failure", in: feed.window) === feed.widgets.failureSwitch)
            XCTAssertEqual(feed.widgets.failureSwitch.accessibleName, "Simulate failure")
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: feed.widgets.postsList).count == 10 }))
            XCTAssertEqual(feed.widgets.pageStack.visibleChildName, "posts")
            XCTAssertTrue(feed.widgets.loadMoreButton.isEnabled)

            // Scrolling down to the bottom (through the middle, as a wheel does) loads the next page.
            XCTAssertTrue(GtkTestKit.pump(until: { feed.widgets.postsScroller.maximumVerticalOffset > 100 }))
            GtkTestKit.scroll(feed.widgets.postsScroller, toVerticalOffset: feed.widgets.postsScroller.maximumVerticalOffset / 2)
            XCTAssertEqual(feed.viewModel.posts.count, 10, "not near the bottom yet")
            GtkTestKit.scroll(feed.widgets.postsScroller, toVerticalOffset: feed.widgets.postsScroller.maximumVerticalOffset)
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: feed.widgets.postsList).count == 20 }))

            // Failing "load more": the list stays, the bar offers Retry.
            GtkTestKit.toggle(feed.widgets.failureSwitch)
            XCTAssertTrue(feed.viewModel.simulateFailure)
            GtkTestKit.click(feed.widgets.loadMoreButton)
            XCTAssertTrue(GtkTestKit.pump(until: { feed.widgets.errorBar.isRevealed }))
            XCTAssertEqual(feed.widgets.errorLabel.text, FeedError.unavailable.description)
            XCTAssertEqual(ResultRow.titles(in: feed.widgets.postsList).count, 20)
            GtkTestKit.toggle(feed.widgets.failureSwitch)
            GtkTestKit.click(feed.widgets.retryButton)
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: feed.widgets.postsList).count == 30 }))
            XCTAssertFalse(feed.widgets.errorBar.isRevealed)

            // Failing refresh keeps the list; recovering replaces it with the first page.
            GtkTestKit.toggle(feed.widgets.failureSwitch)
            GtkTestKit.click(feed.widgets.refreshButton)
            XCTAssertTrue(GtkTestKit.pump(until: { feed.widgets.errorBar.isRevealed }))
            GtkTestKit.toggle(feed.widgets.failureSwitch)
            GtkTestKit.click(feed.widgets.refreshButton)
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: feed.widgets.postsList).count == 10 && !feed.widgets.errorBar.isRevealed }))
            feed.window.destroy()
        }
    }

    func testFeedFilterFieldAndStarredRows() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let feed = try GalleryApp.makeFeedWindow()
            XCTAssertTrue(GtkTestKit.showAndWait(feed.window))
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: feed.widgets.postsList).count == 10 }))
            XCTAssertTrue(GtkTestKit.find(labelled: "Filter posts", in: feed.window) === feed.widgets.filterEntry
                || feed.widgets.filterEntry.accessibleName == "Filter posts")
            let posts = feed.viewModel.posts
            let target = posts[3]

            // A star toggled in a row is written into the view model's items, once.
            let stars = GtkTestKit.descendants(of: feed.widgets.postsList).compactMap { $0 as? CheckButton }
            XCTAssertEqual(stars.count, 10)
            XCTAssertTrue(stars.allSatisfy { $0.parent is FeedRow }, "each row is the composite widget of feed-row.ui")
            let star = try XCTUnwrap(stars.first { $0.accessibleName == "Starred: \(target.title)" })
            GtkTestKit.toggle(star)
            XCTAssertEqual(feed.viewModel.starredIDs, [target.id])

            // Typing in the filter field shows only the matching posts; the star stays.
            try GtkTestKit.type(target.title, into: feed.widgets.filterEntry)
            XCTAssertEqual(feed.viewModel.filterText, target.title)
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: feed.widgets.postsList) == [target.title] }))
            let shownStar = GtkTestKit.descendants(of: feed.widgets.postsList).compactMap { $0 as? CheckButton }.first
            XCTAssertEqual(shownStar?.isActive, true)
            feed.viewModel.filterText = ""
            XCTAssertEqual(ResultRow.titles(in: feed.widgets.postsList), posts.map(\.title))

            // Loading more keeps the stars (items are diffed in by id).
            feed.viewModel.loadMore()
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: feed.widgets.postsList).count == 20 }))
            XCTAssertEqual(feed.viewModel.starredIDs, [target.id])
            feed.window.destroy()
        }
    }

    func testFeedNotePaneEditsTheSelectedPostAndCountsTheShownOnes() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let feed = try GalleryApp.makeFeedWindow()
            let widgets = feed.widgets
            XCTAssertTrue(GtkTestKit.showAndWait(feed.window))
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: widgets.postsList).count == 10 }))
            XCTAssertFalse(widgets.noteEntry.isSensitive, "nothing selected")
            XCTAssertEqual(widgets.noteTitleLabel.text, FeedViewModel.noteHint)
            XCTAssertEqual(widgets.summaryLabel.text, "10 shown · 0 starred")
            let posts = feed.viewModel.posts

            // Selecting a row shows its note; typing writes it into the items.
            widgets.postsList.selectRowAsUser(at: 2)
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.noteEntry.isSensitive }))
            XCTAssertEqual(widgets.noteTitleLabel.text, "Note on “\(posts[2].title)”")
            try GtkTestKit.type("worth a read", into: widgets.noteEntry)
            XCTAssertEqual(feed.viewModel.items[2].note, "worth a read")
            XCTAssertEqual(widgets.noteEntry.text, "worth a read", "no echo, no loop")

            // Another row: the pane follows, the first note stays.
            widgets.postsList.selectRowAsUser(at: 4)
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.noteEntry.text.isEmpty }))
            XCTAssertEqual(feed.viewModel.items[2].note, "worth a read")
            widgets.postsList.selectRowAsUser(at: 2)
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.noteEntry.text == "worth a read" }))

            // Changed from elsewhere while shown: the pane follows.
            feed.viewModel.items.update(id: posts[2].id) { $0.note = "changed elsewhere" }
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.noteEntry.text == "changed elsewhere" }))

            // The summary counts stars among the shown posts.
            let star = try XCTUnwrap(GtkTestKit.descendants(of: widgets.postsList).compactMap { $0 as? CheckButton }
                .first { $0.accessibleName == "Starred: \(posts[2].title)" })
            GtkTestKit.toggle(star)
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.summaryLabel.text == "10 shown · 1 starred" }))

            // Filtering the selected post out empties and disables the pane.
            try GtkTestKit.type(posts[3].title, into: widgets.filterEntry)
            XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: widgets.postsList) == [posts[3].title] }))
            XCTAssertTrue(GtkTestKit.pump(until: { !widgets.noteEntry.isSensitive && widgets.noteEntry.text.isEmpty }))
            XCTAssertEqual(widgets.noteTitleLabel.text, FeedViewModel.noteHint)
            XCTAssertEqual(widgets.summaryLabel.text, "1 shown · 0 starred")
            XCTAssertEqual(feed.viewModel.items[2].note, "changed elsewhere")
            feed.window.destroy()
        }
    }

    func testFeedThatCannotLoadShowsTheFailurePageWithTryAgain() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let feed = try GalleryApp.makeFeedWindow(failing: true)
            XCTAssertTrue(GtkTestKit.showAndWait(feed.window))
            XCTAssertTrue(GtkTestKit.pump(until: { feed.widgets.pageStack.visibleChildName == "failure" }))
            XCTAssertFalse(feed.widgets.errorBar.isRevealed, "the page says it; no bar on top")
            XCTAssertFalse(feed.widgets.notePane.isVisible, "no note pane without posts")
            XCTAssertTrue(feed.widgets.failureSwitch.isOn)
            GtkTestKit.toggle(feed.widgets.failureSwitch)
            GtkTestKit.click(feed.widgets.failureRetryButton)
            XCTAssertTrue(GtkTestKit.pump(until: { feed.widgets.pageStack.visibleChildName == "posts" }))
            XCTAssertEqual(ResultRow.titles(in: feed.widgets.postsList).count, 10)
            XCTAssertTrue(feed.widgets.notePane.isVisible)
            feed.window.destroy()
        }
    }

    func testGalleryOpensEachWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let gallery = try GalleryApp.makeGalleryWindow()
            XCTAssertTrue(GtkTestKit.showAndWait(gallery.window))
            // The test bundle sits in the build folder, beside the other sample apps.
            XCTAssertTrue(gallery.widgets.openSettingsButton.isSensitive)
            XCTAssertTrue(gallery.widgets.openProfileButton.isSensitive)
            GtkTestKit.click(gallery.widgets.openSearchButton)
            GtkTestKit.click(gallery.widgets.openFeedButton)
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

