import MVVM
import ReactiveCore
import XCTest

private final class Owner {
    let name: String
    var seen: [String] = []
    init(_ name: String) { self.name = name }
}

/// `bind(with:onNext:)`: the object is held weakly.
final class BindUnretainedTests: XCTestCase {
    func testBindWithCallsOnNextWithTheObjectAndReportsNoCompletion() {
        let owner = Owner("vm")
        let values = PublishSubject<String>()
        let binding = values.bind(with: owner) { owner, value in owner.seen.append(value) }
        values.onNext("a")
        values.onNext("b")
        XCTAssertEqual(owner.seen, ["a", "b"])
        binding.dispose()
        values.onNext("c")
        XCTAssertEqual(owner.seen, ["a", "b"])
    }
}
