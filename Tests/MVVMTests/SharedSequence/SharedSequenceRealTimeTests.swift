import MVVM
import ReactiveCore
import XCTest

/// A Driver's time operator on the real main scheduler.
final class SharedSequenceRealTimeTests: XCTestCase {
    func testDebouncedDriverDeliversOnTheMainThread() {
        let relay = BehaviorRelay(value: 1)
        var values: [Int] = []
        var onMain: [Bool] = []
        let done = expectation(description: "debounced value")
        let subscription = relay.asDriver().debounce(.milliseconds(200)).drive(onNext: { value in
            values.append(value)
            onMain.append(MainThread.isCurrent)
            done.fulfill()
        })
        relay.accept(2)
        relay.accept(3)
        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(values, [3])
        XCTAssertEqual(onMain, [true])
    }
}
