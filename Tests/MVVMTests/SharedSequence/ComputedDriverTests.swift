import MVVM
import ReactiveCore
import XCTest

/// The Driver forms of a value's changes and of a `Computed`.
final class ComputedDriverTests: XCTestCase {
    func testDriverChangesOnTheMainThread() {
        let relay = BehaviorRelay(value: 10)
        var pairs: [[Int]] = []
        let subscription = relay.asDriver().changes().drive(onNext: { pairs.append([$0.old, $0.new]) })
        defer { subscription.dispose() }
        relay.accept(11)
        XCTAssertEqual(pairs, [[10, 11]])
    }

    func testComputedAsDriverBindsWithTheBindingOperator() {
        let name = BehaviorRelay(value: "Ada")
        let greeting = Computed { "Hello, \(name.tracked)" }
        let shown = BehaviorRelay(value: "")
        let bag = DisposeBag()
        bag.insert(greeting.asDriver() => shown)
        var seen: [String] = []
        bag.insert(greeting => { seen.append($0) })
        name.accept("Grace")
        XCTAssertEqual(shown.value, "Hello, Grace")
        XCTAssertEqual(seen, ["Hello, Ada", "Hello, Grace"])
    }
}
