import MVVM
import ObservableCollections
import ReactiveCore
import XCTest

final class MutableObservableArrayTests: XCTestCase {
    func testSubscribingReplaysCurrentArrayAsReset() {
        let list = MutableObservableArray([1, 2, 3])
        let recorder = ArrayEventRecorder(list)
        XCTAssertEqual(recorder.events, [ArrayChangeEvent(array: [1, 2, 3], change: .reset)])
        XCTAssertEqual(list.array, [1, 2, 3])
        XCTAssertEqual(list.count, 3)
        XCTAssertEqual(list[1], 2)
    }

    func testAppendSendsInsertAtEnd() {
        let list = MutableObservableArray([1, 2])
        let recorder = ArrayEventRecorder(list)
        list.append(3)
        list.append(contentsOf: [4, 5])
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(inserts: [2]), ArrayChangeSet(inserts: [3, 4])])
        XCTAssertEqual(recorder.events.last?.array, [1, 2, 3, 4, 5])
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testInsertSendsInsertAtIndex() {
        let list = MutableObservableArray(["a", "c"])
        let recorder = ArrayEventRecorder(list)
        list.insert("b", at: 1)
        list.insert(contentsOf: ["x", "y"], at: 0)
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(inserts: [1]), ArrayChangeSet(inserts: [0, 1])])
        XCTAssertEqual(list.array, ["x", "y", "a", "b", "c"])
        XCTAssertEqual(recorder.replica, list.array)
    }

    func testRemoveSendsDeleteOfOldIndex() {
        let list = MutableObservableArray([10, 20, 30])
        let recorder = ArrayEventRecorder(list)
        XCTAssertEqual(list.remove(at: 1), 20)
        XCTAssertEqual(list.removeLast(), 30)
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(deletes: [1]), ArrayChangeSet(deletes: [1])])
        XCTAssertEqual(recorder.replica, [10])
    }

    func testRemoveLastOnEmptyReturnsNilWithoutEvent() {
        let list = MutableObservableArray<Int>()
        let recorder = ArrayEventRecorder(list)
        XCTAssertNil(list.removeLast())
        XCTAssertEqual(recorder.events.count, 1)
    }

    func testRemoveAllDeletesEveryIndex() {
        let list = MutableObservableArray([1, 2, 3])
        let recorder = ArrayEventRecorder(list)
        list.removeAll()
        list.removeAll()
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(deletes: [0, 1, 2])], "removing from an empty array sends nothing")
        XCTAssertEqual(recorder.replica, [])
    }

    func testMoveSendsOneMove() {
        let list = MutableObservableArray(["a", "b", "c", "d"])
        let recorder = ArrayEventRecorder(list)
        list.move(from: 0, to: 2)
        list.move(from: 3, to: 0)
        list.move(from: 1, to: 1)
        XCTAssertEqual(recorder.changeSets, [
            ArrayChangeSet(moves: [ArrayMove(from: 0, to: 2)]),
            ArrayChangeSet(moves: [ArrayMove(from: 3, to: 0)]),
        ])
        XCTAssertEqual(list.array, ["d", "b", "c", "a"])
        XCTAssertEqual(recorder.replica, list.array)
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testSubscriptSetSendsUpdate() {
        let list = MutableObservableArray(["a", "b"])
        let recorder = ArrayEventRecorder(list)
        list[1] = "B"
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(updates: [1])])
        XCTAssertEqual(recorder.replica, ["a", "B"])
    }

    func testReplaceWithoutDiffSendsReset() {
        let list = MutableObservableArray([1, 2])
        let recorder = ArrayEventRecorder(list)
        list.replace(with: [3])
        list.replace(with: [4, 5], performDiff: false)
        XCTAssertEqual(recorder.changes, [.reset, .reset, .reset])
        XCTAssertEqual(recorder.replica, [4, 5])
    }

    func testEachSubscriberStartsFromTheArrayAtItsSubscription() {
        let list = MutableObservableArray([1])
        let early = ArrayEventRecorder(list)
        list.append(2)
        let late = ArrayEventRecorder(list)
        list.append(3)
        XCTAssertEqual(early.changes, [.reset, .patch(ArrayChangeSet(inserts: [1])), .patch(ArrayChangeSet(inserts: [2]))])
        XCTAssertEqual(late.events, [
            ArrayChangeEvent(array: [1, 2], change: .reset),
            ArrayChangeEvent(array: [1, 2, 3], change: .patch(ArrayChangeSet(inserts: [2]))),
        ])
    }

    func testDisposedSubscriberReceivesNothingMore() {
        let list = MutableObservableArray([1])
        let recorder = ArrayEventRecorder(list)
        recorder.stop()
        list.append(2)
        XCTAssertEqual(recorder.events.count, 1)
    }

    func testEditFromInsideObserverIsDeliveredAfterCurrentEventInOrder() {
        let list = MutableObservableArray([0])
        var seen: [[Int]] = []
        let subscription = list.subscribe(onNext: { event in
            seen.append(event.array)
            if event.array.count == 2 { list.append(99) }
        })
        let recorder = ArrayEventRecorder(list)
        list.append(1)
        XCTAssertEqual(seen, [[0], [0, 1], [0, 1, 99]])
        XCTAssertEqual(recorder.replica, [0, 1, 99])
        XCTAssertEqual(recorder.mismatches, 0)
        subscription.dispose()
    }

    func testReadOnlyViewObservesTheSameArray() {
        let list = MutableObservableArray(["x"])
        let view: ObservableArray<String> = list
        let recorder = ArrayEventRecorder(view)
        list.append("y")
        XCTAssertEqual(view.array, ["x", "y"])
        XCTAssertEqual(recorder.replica, ["x", "y"])
    }

    func testArraysObservableSendsWholeArrays() {
        let list = MutableObservableArray([1])
        var arrays: [[Int]] = []
        let subscription = list.arrays().subscribe(onNext: { arrays.append($0) })
        list.append(2)
        list[0] = 5
        XCTAssertEqual(arrays, [[1], [1, 2], [5, 2]])
        subscription.dispose()
    }

    func testDriverDeliversResetThenChangesOnMainThread() {
        let list = MutableObservableArray([1])
        var events: [ArrayChangeEvent<Int>] = []
        var onMain: [Bool] = []
        let subscription = list.asDriver().drive(onNext: { event in
            events.append(event)
            onMain.append(MainThread.isCurrent)
        })
        list.append(2)
        XCTAssertEqual(events, [
            ArrayChangeEvent(array: [1], change: .reset),
            ArrayChangeEvent(array: [1, 2], change: .patch(ArrayChangeSet(inserts: [1]))),
        ])
        XCTAssertEqual(onMain, [true, true])
        subscription.dispose()
    }
}
