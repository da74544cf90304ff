import BindingTesting
import MVVM
import ReactiveCore
import XCTest

/// Converting an `Infallible` or a `Single` to a Driver or a Signal, and back.
final class SharedSequenceConversionTests: XCTestCase {
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

    func testConversionsToDriverAndSignal() {
        var received: [Int] = []
        let driven = Single<Int>.error(OpsError.boom).asDriver(onErrorJustReturn: 0).drive(onNext: { received.append($0) })
        let emitted = Single.just(5).asSignal(onErrorJustReturn: 0).emit(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 5], "XCTest runs on the main thread: delivery is inline")
        driven.dispose()
        emitted.dispose()
    }
}
