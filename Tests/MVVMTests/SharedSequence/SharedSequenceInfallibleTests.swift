import MVVM
import ReactiveCore
import XCTest

/// Converting between `Infallible` and Driver or Signal.
final class SharedSequenceInfallibleTests: XCTestCase {
    func testDriverAndSignalConversions() {
        var received: [Int] = []
        let driven = Infallible.just(3).asDriver().drive(onNext: { received.append($0) })
        let emitted = Infallible.of(4, 5).asSignal().emit(onNext: { received.append($0) })
        let back = Driver.just(6).asInfallible().subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [3, 4, 5, 6], "XCTest runs on the main thread: delivery is inline")
        driven.dispose()
        emitted.dispose()
        back.dispose()
    }
}
