import Binding
import BindingTesting
import XCTest

/// The Testing article's virtual-time example. XCTest runs it on the main thread, so Drivers
/// deliver inline.
final class VirtualTimeTests: XCTestCase {
    // snippet: testing-virtual-time
    func testTypingIsDebounced() {
        let scheduler = TestScheduler(resolution: .milliseconds(1))   // one tick = 1 ms
        let typed = scheduler.createHotObservable([.next(210, "s"), .next(250, "sw"), .next(300, "swift")])
        SharingScheduler.mock(scheduler: scheduler) {
            let query = typed.asDriver(onErrorJustReturn: "").debounce(.milliseconds(300))
            let result = scheduler.start { query }
            XCTAssertEqual(result.events, [.next(600, "swift")])
        }
    }
    // end-snippet
}
