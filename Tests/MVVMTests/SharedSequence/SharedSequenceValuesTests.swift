import BindingTesting
import MVVM
import ReactiveCore
import XCTest

/// `values` of a Driver and a Signal (the core's async bridges, on the MVVM sequences).
final class SharedSequenceValuesTests: XCTestCase {
    func testValuesOfADriverAndASignal() async {
        let relay = BehaviorRelay(value: "a")
        var received: [String] = []
        for await value in relay.asDriver().values {
            received.append(value)
            if value == "a" { relay.accept("b") }
            if value == "b" { break }
        }
        XCTAssertEqual(received, ["a", "b"])

        let events = PublishRelay<Int>()
        let disposals = OpsCounter()
        let disposed = expectation(description: "the Signal subscription is disposed")
        let signal = events.asSignal().do(onDispose: { disposals.increment(); disposed.fulfill() })
        do {
            // `values` subscribes at once, so the value sent next (a Signal does not replay) reaches
            // the loop. The stream ends, and disposes the subscription, when its last reference goes.
            let stream = signal.values
            DispatchQueue.main.async { events.accept(5) }
            for await value in stream {
                XCTAssertEqual(value, 5)
                break
            }
        }
        await fulfillment(of: [disposed], timeout: 10)
        XCTAssertEqual(disposals.value, 1, "leaving the loop disposed the Signal subscription")
    }
}
