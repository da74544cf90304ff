import Binding
import BindingTesting
import Foundation
import XCTest
@testable import SearchKit

/// Search view model and catalog. The 300 ms debounce runs on a virtual-time
/// `TestScheduler` (1 tick = 1 ms); searches run on the service's background
/// queue and come back on the main queue, drained by `waitUntil`.
final class SearchKitTests: XCTestCase {
    private static func catalog() throws -> SearchCatalog { try SearchCatalog(contentsOf: SampleData.catalogPath) }

    func testCatalogMatchesWordPrefixesIgnoringCaseAndAccents() throws {
        let catalog = try Self.catalog()
        XCTAssertEqual(catalog.entries.count, 54)
        XCTAssertEqual(catalog.matches(for: "iron").map(\.title), ["Iron"])
        XCTAssertEqual(catalog.matches(for: "  ").map(\.title), [])
        XCTAssertEqual(catalog.matches(for: "NOBLE gas").map(\.title), ["Helium", "Neon", "Argon", "Krypton", "Xenon"])
        XCTAssertEqual(catalog.matches(for: "Nickél").map(\.title), ["Nickel"])
        // Title matches first: "co" starts Cobalt and Copper, and words of other subtitles ("Co").
        XCTAssertEqual(Array(catalog.matches(for: "co").map(\.title).prefix(2)), ["Cobalt", "Copper"])
        XCTAssertEqual(catalog.matches(for: "zzz"), [])
    }

    func testABurstOfTypingRunsOneSearch() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(resolution: .milliseconds(1))
            let service = SearchService(catalog: try Self.catalog())
            let model = SearchViewModel(service: service, scheduler: scheduler)
            for prefix in ["n", "ne", "neo", "neon"] {
                model.query = prefix
                scheduler.advance(by: .milliseconds(100))
            }
            XCTAssertFalse(model.isSearching, "nothing runs during the burst")
            XCTAssertEqual(service.searchCount, 0)
            scheduler.advance(by: .milliseconds(200))
            XCTAssertTrue(model.isSearching)
            XCTAssertTrue(waitUntil { !model.isSearching })
            XCTAssertEqual(service.searchCount, 1)
            XCTAssertEqual(model.results.map(\.title), ["Neon"])
            XCTAssertEqual(model.status, "1 result")
            XCTAssertFalse(model.foundNothing)

            // The same query again after edits runs nothing new.
            model.query = "neo"
            model.query = "neon "
            scheduler.advance(by: .milliseconds(300))
            XCTAssertFalse(waitUntil({ service.searchCount > 1 }, timeout: 0.05))
        }
    }

    func testNoResultsShowsTheEmptyStateAndClearingResets() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(resolution: .milliseconds(1))
            let model = SearchViewModel(service: SearchService(catalog: try Self.catalog()), scheduler: scheduler)
            model.query = "unobtainium"
            scheduler.advance(by: .milliseconds(300))
            XCTAssertTrue(waitUntil { !model.isSearching })
            XCTAssertTrue(model.foundNothing)
            XCTAssertEqual(model.results, [])
            XCTAssertEqual(model.status, "No results for “unobtainium”")

            model.query = ""
            scheduler.advance(by: .milliseconds(300))
            XCTAssertFalse(model.foundNothing, "an empty query is not 'no results'")
            XCTAssertEqual(model.status, SearchViewModel.hint)
        }
    }

    func testResultsArriveOnTheMainThread() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(resolution: .milliseconds(1))
            let model = SearchViewModel(service: SearchService(catalog: try Self.catalog()), scheduler: scheduler)
            var deliveredOnMain: [Bool] = []
            let subscription = model.$results.skip(1).drive(onNext: { _ in deliveredOnMain.append(Thread.isMainThread) })
            defer { subscription.dispose() }
            model.query = "metal"
            scheduler.advance(by: .milliseconds(300))
            XCTAssertTrue(waitUntil { !deliveredOnMain.isEmpty })
            XCTAssertEqual(deliveredOnMain, [true])
            XCTAssertGreaterThan(model.results.count, 10)
        }
    }

    func testSelectionSummaryFollowsTheSelectionAndTheResults() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(resolution: .milliseconds(1))
            let model = SearchViewModel(service: SearchService(catalog: try Self.catalog()), scheduler: scheduler)
            var summaries: [String] = []
            let subscription = model.selectionSummary.subscribe(onNext: { summaries.append($0) })
            defer { subscription.dispose() }
            XCTAssertEqual(model.selectionSummary.value, "", "nothing to select yet")

            model.query = "halogen"
            scheduler.advance(by: .milliseconds(300))
            XCTAssertTrue(waitUntil { model.results.count == 4 })
            XCTAssertEqual(model.selectionSummary.value, SearchViewModel.selectionHint)

            model.selectedResult = model.results[1]
            XCTAssertEqual(model.selectionSummary.value, "Chlorine: \(model.results[1].subtitle)")
            model.selectedResult = nil
            XCTAssertEqual(summaries, ["", SearchViewModel.selectionHint, "Chlorine: \(model.results[1].subtitle)",
                                       SearchViewModel.selectionHint], "one update per change, none repeated")
        }
    }
}
