@testable import ReactiveCore
import XCTest

/// The same public API with plain reads (`relay.value`, `viewModel.name`),
/// which are tracked because `BehaviorRelay.value` calls
/// `DependencyTracker.recordRead(self)`.
final class ComputedPlainReadTests: XCTestCase {
    func testAPlainReadMakesTheRelayADependency() {
        let relay = BehaviorRelay(value: 0)
        let probe = Computed { relay.value }
        _ = probe.value
        XCTAssertTrue(relay.core.hasObservers, "evaluating the Computed subscribed it to the relay it read")
    }

    func testPlainRelayReadsAreTracked() throws {
        let username = BehaviorRelay(value: "")
        let password = BehaviorRelay(value: "")
        let inputIsValid = Computed { !username.value.isEmpty && !password.value.isEmpty }
        var states: [Bool] = []
        let subscription = inputIsValid.subscribe(onNext: { states.append($0) })
        defer { subscription.dispose() }
        username.accept("ada")
        password.accept("secret")
        XCTAssertEqual(states, [false, true])
    }

    func testPlainReadsInADiamond() throws {
        let a = BehaviorRelay(value: 1)
        let b = Computed { a.value * 2 }
        let c = Computed { a.value * 3 }
        let d = Computed { b.value + c.value }
        var values: [Int] = []
        let subscription = d.subscribe(onNext: { values.append($0) })
        defer { subscription.dispose() }
        a.accept(2)
        XCTAssertEqual(values, [5, 10])
        XCTAssertEqual(d.evaluationCount, 2)
    }
}
