import BindingGtk
import BindingGtkTesting
import FeedKit
import Foundation
import SearchKit
import XCTest
@testable import GallerySample

/// The gallery, search and feed windows in the pseudo-locale (every string
/// the translation reaches is accented and bracketed) and in German: the
/// gallery with its menu; the search window with results, a selection and
/// the empty state; the feed with its rows, a selected post and a failure.
/// The shipped data (element names, posts) is content, not interface text.
final class GalleryTranslationTests: XCTestCase {
    func testPseudoLocaleReachesEveryString() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let catalogs = try TranslationChecks.makeCatalogs(appID: GalleryApp.id)
            defer { try? FileManager.default.removeItem(atPath: catalogs) }
            let content = try Self.content()
            try TranslationChecks.withLanguage(
                TranslationChecks.pseudoLanguage, locale: "C.UTF-8", appID: GalleryApp.id, catalogs: catalogs
            ) {
                var windows = 0
                try Self.walkEveryWindow { window in
                    windows += 1
                    let untranslated = TranslationChecks.untranslated(in: window) { content.contains($0.text) }
                    XCTAssertEqual(untranslated, [], "untranslated:\n" + untranslated.map(\.description).joined(separator: "\n"))
                }
                XCTAssertEqual(windows, 5, "gallery; search with results and empty; feed with posts and failing")
            }
        }
    }

    func testGermanHasNoEnglishLeftovers() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let catalogs = try TranslationChecks.makeCatalogs(appID: GalleryApp.id)
            defer { try? FileManager.default.removeItem(atPath: catalogs) }
            let catalog = try TranslationChecks.messages(
                inCatalog: TranslationChecks.packageRoot.path + "/po/\(GalleryApp.id)/de.po")
            try TranslationChecks.withLanguage("de", locale: "de_DE.UTF-8", appID: GalleryApp.id, catalogs: catalogs) {
                var texts: [String] = []
                try Self.walkEveryWindow { window in
                    let leftovers = TranslationChecks.englishLeftovers(in: window, catalog: catalog)
                    XCTAssertEqual(leftovers, [], "English left:\n" + leftovers.map(\.description).joined(separator: "\n"))
                    texts += GtkTestKit.shownTexts(in: window).map(\.text)
                }
                XCTAssertTrue(texts.contains("_Info zu Binding-Galerie"), "the primary menu")
                XCTAssertTrue(texts.contains { $0.hasSuffix(" Ergebnisse") }, "the plural of the search status")
                XCTAssertTrue(texts.contains("10 angezeigt · 0 Favoriten"), "the feed summary")
            }
        }
    }

    /// The shipped data sets' texts (element names and details, their
    /// categories; post titles, authors and summaries), which stay as they are.
    private static func content() throws -> Set<String> {
        let catalog = try SearchCatalog(contentsOf: SampleData.catalogPath)
        let posts = try FeedService.loadPosts(from: SampleData.postsPath)
        return Set(catalog.entries.flatMap { [$0.title, $0.subtitle, $0.category] }
            + posts.flatMap { [$0.title, "\($0.author) — \($0.summary)"] })
    }

    /// Hands `check` each window of the gallery in each state worth reading.
    @MainActor
    private static func walkEveryWindow(_ check: (Widget) throws -> Void) throws {
        let gallery = try GalleryApp.makeGalleryWindow()
        defer { gallery.window.destroy() }
        XCTAssertTrue(GtkTestKit.showAndWait(gallery.window))
        try check(gallery.window)

        let search = try GalleryApp.makeSearchWindow()
        defer { search.window.destroy() }
        XCTAssertTrue(GtkTestKit.showAndWait(search.window))
        try GtkTestKit.type("metal", into: search.widgets.searchEntry)
        XCTAssertTrue(GtkTestKit.pump(until: { !search.viewModel.results.isEmpty && !search.viewModel.isSearching }))
        search.widgets.resultsList.selectRowAsUser(at: 1)
        XCTAssertNotNil(search.viewModel.selectedResult)
        try check(search.window)
        try GtkTestKit.type("zzz", into: search.widgets.searchEntry)
        XCTAssertTrue(GtkTestKit.pump(until: { search.widgets.resultsStack.visibleChildName == "empty" }))
        try check(search.window)

        let feed = try GalleryApp.makeFeedWindow()
        defer { feed.window.destroy() }
        XCTAssertTrue(GtkTestKit.showAndWait(feed.window))
        XCTAssertTrue(GtkTestKit.pump(until: { ResultRow.titles(in: feed.widgets.postsList).count == 10 }))
        try check(feed.window)
        feed.viewModel.simulateFailure = true
        feed.viewModel.loadMore()
        XCTAssertTrue(GtkTestKit.pump(until: { feed.widgets.errorBar.isRevealed }))
        feed.widgets.postsList.selectRowAsUser(at: 0)
        XCTAssertTrue(GtkTestKit.pump(until: { feed.widgets.noteEntry.isSensitive }))
        try check(feed.window)
    }
}
