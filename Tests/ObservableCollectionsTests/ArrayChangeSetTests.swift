import ObservableCollections
import ReactiveCore
import XCTest

final class ArrayChangeSetTests: XCTestCase {
    func testApplyFollowsTheDocumentedConvention() {
        // old: a b c d e → delete b (old 1), move e (old 4) to 0, insert X at 3, update c (new 2).
        var array = ["a", "b", "c", "d", "e"]
        let new = ["e", "a", "C", "X", "d"]
        let set = ArrayChangeSet(deletes: [1], inserts: [3], updates: [2], moves: [ArrayMove(from: 4, to: 0)])
        XCTAssertTrue(set.isConsistent(oldCount: 5, newCount: 5))
        set.apply(to: &array, newArray: new)
        XCTAssertEqual(array, new)
    }

    func testApplyTakesKeptElementsFromTheOldArray() {
        // Only inserted and updated positions are read from the new array.
        var array = ["a", "b"]
        ArrayChangeSet(inserts: [0]).apply(to: &array, newArray: ["new", "ignored", "ignored"])
        XCTAssertEqual(array, ["new", "a", "b"])
    }

    func testUpdatesOnlyApplyInPlace() {
        var array = [1, 2, 3]
        ArrayChangeSet(updates: [0, 2]).apply(to: &array, newArray: [10, 0, 30])
        XCTAssertEqual(array, [10, 2, 30])
    }

    func testResetCopiesTheNewArray() {
        var array = [1, 2]
        ArrayChange.reset.apply(to: &array, newArray: [7])
        XCTAssertEqual(array, [7])
    }

    func testInconsistentChangeSetsAreDetected() {
        XCTAssertFalse(ArrayChangeSet(deletes: [3]).isConsistent(oldCount: 3, newCount: 2), "delete out of range")
        XCTAssertFalse(ArrayChangeSet(deletes: [1, 0]).isConsistent(oldCount: 3, newCount: 1), "not ascending")
        XCTAssertFalse(ArrayChangeSet(inserts: [0]).isConsistent(oldCount: 1, newCount: 1), "counts do not add up")
        XCTAssertFalse(ArrayChangeSet(inserts: [0], updates: [0]).isConsistent(oldCount: 0, newCount: 1), "update of an insert")
        XCTAssertFalse(ArrayChangeSet(deletes: [0], moves: [ArrayMove(from: 0, to: 0)])
            .isConsistent(oldCount: 2, newCount: 1), "deleted and moved")
        XCTAssertFalse(ArrayChangeSet(inserts: [1], moves: [ArrayMove(from: 0, to: 1)])
            .isConsistent(oldCount: 2, newCount: 3), "inserted and moved into")
        XCTAssertTrue(ArrayChangeSet(updates: [0], moves: [ArrayMove(from: 1, to: 0)])
            .isConsistent(oldCount: 2, newCount: 2), "a moved element may also be updated")
        XCTAssertTrue(ArrayChangeSet().isEmpty)
        XCTAssertEqual(ArrayChangeSet(deletes: [0], inserts: [1, 2], updates: [0], moves: [ArrayMove(from: 1, to: 0)]).count, 5)
    }

    func testEventApplyUsesItsOwnArray() {
        let event = ArrayChangeEvent(array: [0, 1, 2], change: .patch(ArrayChangeSet(inserts: [0])))
        var previous = [1, 2]
        event.apply(to: &previous)
        XCTAssertEqual(previous, [0, 1, 2])
        XCTAssertNil(ArrayChange.reset.changeSet)
        XCTAssertTrue(ArrayChange.reset.isReset)
        XCTAssertFalse(event.change.isReset)
    }
}
