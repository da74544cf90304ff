import MVVM
import ReactiveCore
import XCTest

/// `bind(to:)`, `drive(_:)` and `emit(to:)` into a `ReplayRelay`, as into the other relays.
final class ReplayRelayBindingTests: XCTestCase {
    /// Everything a relay replays to a new subscriber.
    private func replayed(_ relay: ReplayRelay<Int>) -> [Int] {
        var values: [Int] = []
        relay.subscribe(onNext: { values.append($0) }).dispose()
        return values
    }

    func testBindDriveAndEmitIntoReplayRelays() {
        let bound = ReplayRelay<Int>.createUnbounded()
        let alsoBound = ReplayRelay<Int>.create(bufferSize: 1)
        let driven = ReplayRelay<Int>.createUnbounded()
        let emitted = ReplayRelay<Int>.createUnbounded()
        let state = BehaviorRelay(value: 1)
        let taps = PublishRelay<Int>()
        let bindings = [
            Observable.of(1, 2, 3).bind(to: bound, alsoBound),
            state.asDriver().drive(driven),
            taps.asSignal().emit(to: emitted),
        ]
        state.accept(2)
        taps.accept(7)
        taps.accept(8)
        XCTAssertEqual(replayed(bound), [1, 2, 3])
        XCTAssertEqual(replayed(alsoBound), [3])
        XCTAssertEqual(replayed(driven), [1, 2])
        XCTAssertEqual(replayed(emitted), [7, 8])

        bindings.forEach { $0.dispose() }
        state.accept(3)
        taps.accept(9)
        XCTAssertEqual(replayed(driven), [1, 2], "no value after disposal")
        XCTAssertEqual(replayed(emitted), [7, 8], "no value after disposal")
    }
}
