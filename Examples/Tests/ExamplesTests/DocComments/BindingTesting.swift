// The examples of the doc comments that use the virtual-time scheduler: each region is the
// ```swift block after the `/// <!-- snippet: NAME -->` line of the file named above it
// (bash Scripts/check-snippets.sh). They run as tests.
import Binding
import BindingTesting
import XCTest

/// A view model with a search query, for the SharingScheduler example.
private final class QueryViewModel {
    @Mutable var text = "swift"
    var query: Driver<String> { $text.asDriver() }
}

final class DocTestSchedulerTests: XCTestCase {
    // BindingTesting/TestScheduler.swift
    func testDebounceOnVirtualTime() {
        // snippet: doc-TestScheduler
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, "a"), .next(215, "ab"), .completed(300)])
        let result = scheduler.start { input.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(225, "ab"), .completed(300)])
        // end-snippet
    }

    // MVVM/SharedSequence/SharingScheduler.swift
    func testSharingSchedulerMock() {
        MainActor.assumeIsolated {
            let viewModel = QueryViewModel()
            // snippet: doc-SharingScheduler
            let scheduler = TestScheduler()
            var debounced: Driver<String>?
            SharingScheduler.mock(scheduler: scheduler) {
                debounced = viewModel.query.debounce(.milliseconds(300))   // on virtual time
            }
            let results = scheduler.start { debounced!.asObservable() }   // subscribes, advances the clock
            // end-snippet
            XCTAssertEqual(results.events.compactMap(\.value.element), ["swift"])   // once the pause passed
        }
    }
}
