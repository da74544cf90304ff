import ObservableCollections
import ReactiveCore
import XCTest

/// Identified rows whose content can change: a changed title is an update.
private struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// Identified and hashable: must pick the identity-based diff too.
private struct HashableRow: Identifiable, Hashable {
    let id: Int
    var title: String
}

/// Only equatable: a changed value is a different element.
private struct Label: Equatable {
    var text: String
}

/// Only identifiable: content cannot be compared.
private struct Handle: Identifiable {
    let id: Int
}

final class ReplaceWithDiffTests: XCTestCase {
    func testIdentifiableChangedContentIsAnUpdate() {
        let list = MutableObservableArray([Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 3, title: "c")])
        let recorder = ArrayEventRecorder(list)
        list.replace(with: [Row(id: 1, title: "a"), Row(id: 2, title: "B"), Row(id: 3, title: "c")], performDiff: true)
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(updates: [1])])
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testIdentifiableHashablePrefersIdentity() {
        let list = MutableObservableArray([HashableRow(id: 1, title: "a"), HashableRow(id: 2, title: "b")])
        let recorder = ArrayEventRecorder(list)
        list.replace(with: [HashableRow(id: 1, title: "A"), HashableRow(id: 2, title: "b")], performDiff: true)
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(updates: [0])])
    }

    func testEquatableChangedContentIsDeleteAndInsert() {
        let list = MutableObservableArray([Label(text: "a"), Label(text: "b"), Label(text: "c")])
        let recorder = ArrayEventRecorder(list)
        list.replace(with: [Label(text: "a"), Label(text: "B"), Label(text: "c")], performDiff: true)
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(deletes: [1], inserts: [1])])
        XCTAssertEqual(recorder.replica, list.array)
    }

    func testEquatableMovesAreInferred() {
        let list = MutableObservableArray([Label(text: "a"), Label(text: "b"), Label(text: "c"), Label(text: "d")])
        let recorder = ArrayEventRecorder(list)
        list.replace(with: [Label(text: "d"), Label(text: "a"), Label(text: "b"), Label(text: "c")], performDiff: true)
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(moves: [ArrayMove(from: 3, to: 0)])])
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testHashableMovesComeFromInferringMoves() {
        let list = MutableObservableArray([1, 2, 3, 4, 5])
        let recorder = ArrayEventRecorder(list)
        list.replace(with: [5, 1, 2, 3, 4], performDiff: true)
        list.replace(with: [5, 1, 3, 4, 6], performDiff: true)
        XCTAssertEqual(recorder.changeSets, [
            ArrayChangeSet(moves: [ArrayMove(from: 4, to: 0)]),
            ArrayChangeSet(deletes: [2], inserts: [4]),
        ])
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testIdentifiableMoveWithChangedContentIsMoveAndUpdate() {
        let list = MutableObservableArray([Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 3, title: "c")])
        let recorder = ArrayEventRecorder(list)
        list.replace(with: [Row(id: 3, title: "C"), Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 4, title: "d")],
                     performDiff: true)
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(inserts: [3], updates: [0], moves: [ArrayMove(from: 2, to: 0)])])
        XCTAssertEqual(recorder.replica, list.array)
    }

    func testIdentifiableOnlyReportsEveryKeptElementUpdated() {
        let list = MutableObservableArray([Handle(id: 1), Handle(id: 2)])
        var sets: [ArrayChangeSet] = []
        let subscription = list.subscribe(onNext: { if let set = $0.change.changeSet { sets.append(set) } })
        list.replace(with: [Handle(id: 2), Handle(id: 3)], performDiff: true)
        XCTAssertEqual(sets, [ArrayChangeSet(deletes: [0], inserts: [1], updates: [0])])
        subscription.dispose()
    }

    func testCustomIdentity() {
        let list = MutableObservableArray(["apple", "banana"])
        let recorder = ArrayEventRecorder(list)
        list.replace(with: ["avocado", "banana", "cherry"], identifiedBy: { $0.first! }, isContentEqual: ==)
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(inserts: [2], updates: [0])])
        XCTAssertEqual(recorder.replica, ["avocado", "banana", "cherry"])
    }

    func testIdenticalReplaceSendsNothing() {
        let list = MutableObservableArray([1, 2, 3])
        let recorder = ArrayEventRecorder(list)
        list.replace(with: [1, 2, 3], performDiff: true)
        XCTAssertEqual(recorder.events.count, 1)
    }

    func testReplaceWithDuplicatesStaysConsistent() {
        let list = MutableObservableArray([1, 1, 2, 2, 3, 1])
        let recorder = ArrayEventRecorder(list)
        list.replace(with: [2, 1, 1, 3, 2, 2, 1], performDiff: true)
        list.replace(with: [], performDiff: true)
        list.replace(with: [4, 4], performDiff: true)
        XCTAssertEqual(recorder.events.count, 4)
        XCTAssertEqual(recorder.mismatches, 0)
        XCTAssertEqual(recorder.replica, [4, 4])
    }
}
