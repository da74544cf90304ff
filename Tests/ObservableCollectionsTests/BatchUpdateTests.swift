import ObservableCollections
import ReactiveCore
import XCTest

final class BatchUpdateTests: XCTestCase {
    func testManyEditsArriveAsOneEvent() {
        let list = MutableObservableArray(Array(0..<5))
        let recorder = ArrayEventRecorder(list)
        list.batchUpdate { array in
            array.append(5)
            array.remove(at: 0)
            array.insert(-1, at: 2)
            array[0] = 100
        }
        XCTAssertEqual(recorder.events.count, 2, "reset, then exactly one event for the batch")
        XCTAssertEqual(list.array, [100, 2, -1, 3, 4, 5])
        // old 1 (updated) stays at new 0; old 0 deleted; inserts at new 2 and 5.
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(deletes: [0], inserts: [2, 5], updates: [0])])
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testInsertThenRemoveInsideBatchCancelsOut() {
        let list = MutableObservableArray([1, 2])
        let recorder = ArrayEventRecorder(list)
        list.batchUpdate { array in
            array.insert(9, at: 1)
            array.remove(at: 1)
        }
        XCTAssertEqual(recorder.events.count, 1, "a batch that changes nothing sends nothing")
    }

    func testUpdateOfInsertedElementIsOnlyAnInsert() {
        let list = MutableObservableArray([1])
        let recorder = ArrayEventRecorder(list)
        list.batchUpdate { array in
            array.append(2)
            array[1] = 3
        }
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(inserts: [1])])
        XCTAssertEqual(recorder.replica, [1, 3])
    }

    func testMovesInsideBatchBecomeTheFewestMoves() {
        let list = MutableObservableArray(["a", "b", "c", "d", "e"])
        let recorder = ArrayEventRecorder(list)
        list.batchUpdate { array in
            array.move(from: 0, to: 4)   // b c d e a
            array.move(from: 0, to: 3)   // c d e b a
            array[0] = "C"
        }
        XCTAssertEqual(list.array, ["C", "d", "e", "b", "a"])
        let set = recorder.changeSets.first
        XCTAssertEqual(set?.moves.count, 2, "c d e stay; a and b move")
        XCTAssertEqual(set?.moves, [ArrayMove(from: 1, to: 3), ArrayMove(from: 0, to: 4)])
        XCTAssertEqual(set?.updates, [0])
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testMovedAndUpdatedElementIsBothMovedAndUpdated() {
        let list = MutableObservableArray([1, 2, 3])
        let recorder = ArrayEventRecorder(list)
        list.batchUpdate { array in
            array.move(from: 2, to: 0)
            array[0] = 30
        }
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(updates: [0], moves: [ArrayMove(from: 2, to: 0)])])
        XCTAssertEqual(recorder.replica, [30, 1, 2])
    }

    func testRemoveAllAndRefillIsDeletesPlusInserts() {
        let list = MutableObservableArray([1, 2])
        let recorder = ArrayEventRecorder(list)
        list.batchUpdate { array in
            array.removeAll()
            array.append(contentsOf: [1, 2, 3])
        }
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(deletes: [0, 1], inserts: [0, 1, 2])])
        XCTAssertEqual(recorder.replica, [1, 2, 3])
    }

    func testBatchHelpersAndResult() {
        let list = MutableObservableArray([1, 2, 3, 4, 5, 6])
        let recorder = ArrayEventRecorder(list)
        let removed = list.batchUpdate { array -> Int in
            array.removeAll(where: { $0 % 2 == 0 })
            array.insert(contentsOf: [7, 8], at: 1)
            XCTAssertEqual(array.first, 1)
            XCTAssertEqual(array.last, 5)
            XCTAssertFalse(array.isEmpty)
            return array.removeLast()
        }
        XCTAssertEqual(removed, 5)
        XCTAssertEqual(list.array, [1, 7, 8, 3])
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(deletes: [1, 3, 4, 5], inserts: [1, 2])])
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testBatchWithoutObserversStillEdits() {
        let list = MutableObservableArray([1])
        list.batchUpdate { $0.append(2) }
        XCTAssertEqual(list.array, [1, 2])
        let recorder = ArrayEventRecorder(list)
        XCTAssertEqual(recorder.events, [ArrayChangeEvent(array: [1, 2], change: .reset)])
    }
}
