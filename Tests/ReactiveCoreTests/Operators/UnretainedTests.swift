import BindingTesting
import ReactiveCore
import XCTest

/// An object whose lifetime the tests control.
private final class Owner {
    let name: String
    var seen: [String] = []
    init(_ name: String) { self.name = name }
}

final class UnretainedTests: XCTestCase {
    func testWithUnretainedPairsValuesWhileTheObjectLives() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let owner = Owner("vm")
        let result = scheduler.start { input.withUnretained(owner).map { "\($0.0.name)\($0.1)" } }
        XCTAssertEqual(result.events, [.next(210, "vm1"), .next(220, "vm2"), .completed(300)])
        XCTAssertEqual(input.subscriptions, [Subscription(200, 300)])
    }

    /// As in RxSwift: the value after the object is gone completes the
    /// sequence (and releases the source) instead of being sent.
    func testWithUnretainedCompletesAtTheFirstValueAfterTheObjectIsGone() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
        var owner: Owner? = Owner("vm")
        weak let released = owner
        scheduler.scheduleAt(220) { owner = nil }
        let result = scheduler.start { input.withUnretained(owner!) { object, value in "\(object.name)\(value)" } }
        XCTAssertNil(released)
        XCTAssertEqual(result.events, [.next(210, "vm1"), .completed(230)])
        XCTAssertEqual(input.subscriptions, [Subscription(200, 230)])
    }

    func testWithUnretainedPassesErrors() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, 1), .error(220, OpsError.boom)])
        let owner = Owner("vm")
        let result = scheduler.start { input.withUnretained(owner) { _, value in value } }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OpsError.boom)])
    }

    func testSubscribeWithCallsEveryClosureWithTheObject() {
        let owner = Owner("vm")
        let values = PublishSubject<Int>()
        let subscription = values.subscribe(
            with: owner,
            onNext: { owner, value in owner.seen.append("next \(value)") },
            onError: { owner, error in owner.seen.append("error \(error)") },
            onCompleted: { owner in owner.seen.append("completed") },
            onDisposed: { owner in owner.seen.append("disposed") }
        )
        values.onNext(1)
        values.onCompleted()
        XCTAssertEqual(owner.seen, ["next 1", "completed", "disposed"])
        subscription.dispose()
        XCTAssertEqual(owner.seen.count, 3)

        let failing = PublishSubject<Int>()
        _ = failing.subscribe(with: owner, onError: { owner, error in owner.seen.append("error \(error)") })
        failing.onError(OpsError.boom)
        XCTAssertEqual(owner.seen.last, "error boom")
    }

    /// The subscription does not keep the object alive, and once it is gone
    /// no closure runs (not even onDisposed).
    func testSubscribeWithDoesNotRetainTheObject() {
        var owner: Owner? = Owner("vm")
        weak let released = owner
        let values = PublishSubject<Int>()
        let calls = OpsCounter()
        let subscription = values.subscribe(with: owner!, onNext: { _, _ in calls.increment() }, onDisposed: { _ in calls.increment() })
        values.onNext(1)
        owner = nil
        XCTAssertNil(released)
        values.onNext(2)
        subscription.dispose()
        XCTAssertEqual(calls.value, 1)
    }

}
