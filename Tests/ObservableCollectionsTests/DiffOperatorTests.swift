import MVVM
import ObservableCollections
import ReactiveCore
import XCTest

private struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
}

final class DiffOperatorTests: XCTestCase {
    func testFirstArrayIsResetThenChanges() {
        let relay = BehaviorRelay(value: [1, 2, 3])
        let recorder = ArrayEventRecorder(relay.asObservable().diff())
        relay.accept([1, 3])
        relay.accept([1, 3])
        relay.accept([3, 1, 4])
        XCTAssertEqual(recorder.changes, [
            .reset,
            .patch(ArrayChangeSet(deletes: [1])),
            .patch(ArrayChangeSet(inserts: [2], moves: [ArrayMove(from: 0, to: 1)])),
        ], "an unchanged array sends nothing")
        XCTAssertEqual(recorder.replica, [3, 1, 4])
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testIdentifiableElementsGiveUpdates() {
        let relay = BehaviorRelay(value: [Row(id: 1, title: "a")])
        let recorder = ArrayEventRecorder(relay.asObservable().diff())
        relay.accept([Row(id: 1, title: "b")])
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(updates: [0])])
    }

    func testTerminalEventsPassThrough() {
        let subject = PublishSubject<[Int]>()
        var completed = false
        let subscription = subject.diff().subscribe(onCompleted: { completed = true })
        subject.onNext([1])
        subject.onCompleted()
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testDriverDiffStartsEachSubscriberWithReset() {
        let relay = BehaviorRelay(value: [1, 2])
        let driver = relay.asDriver().diff()
        var first: [ArrayChangeEvent<Int>] = []
        let a = driver.drive(onNext: { first.append($0) })
        relay.accept([1, 2, 3])
        var second: [ArrayChangeEvent<Int>] = []
        let b = driver.drive(onNext: { second.append($0) })
        relay.accept([2, 3])
        XCTAssertEqual(first.map(\.change), [.reset, .patch(ArrayChangeSet(inserts: [2])), .patch(ArrayChangeSet(deletes: [0]))])
        XCTAssertEqual(second.map(\.change), [.reset, .patch(ArrayChangeSet(deletes: [0]))])
        XCTAssertEqual(second.first?.array, [1, 2, 3])
        a.dispose()
        b.dispose()
    }
}
