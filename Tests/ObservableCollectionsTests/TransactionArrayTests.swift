import Foundation
import ObservableCollections
import ReactiveCore
import XCTest

/// Edits of an observable array made inside `Transaction.run` reach its
/// observers as one event, whose change set merges them, when the outermost
/// transaction ends.
final class TransactionArrayTests: XCTestCase {
    func testEditsInATransactionAreOneMergedEvent() {
        let array = MutableObservableArray(Array(0..<10))
        let recorder = ArrayEventRecorder(array)
        Transaction.run {
            array.remove(at: 0)
            array.insert(100, at: 3)
            array[5] = 55
            array.move(from: 8, to: 1)
            array.append(200)
            XCTAssertEqual(array.array, [1, 8, 2, 3, 100, 4, 55, 6, 7, 9, 200], "edits apply at once")
            XCTAssertEqual(recorder.events.count, 1, "nothing is sent before the transaction ends")
        }
        XCTAssertEqual(recorder.events.count, 2, "the reset, then one event")
        XCTAssertEqual(recorder.replica, array.array)
        XCTAssertEqual(recorder.mismatches, 0)
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(
            deletes: [0], inserts: [4, 10], updates: [6], moves: [ArrayMove(from: 8, to: 1)])])
    }

    func testEditsThatCancelOutSendNothing() {
        let array = MutableObservableArray([1, 2, 3])
        let recorder = ArrayEventRecorder(array)
        Transaction.run {
            array.append(4)
            array.removeLast()
            array.move(from: 0, to: 2)
            array.move(from: 2, to: 0)
        }
        XCTAssertEqual(recorder.events.count, 1, "only the reset")
        Transaction.run { array.insert(9, at: 0); array[0] = 10 }
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(inserts: [0])], "an inserted element updated is an insert")
        XCTAssertEqual(recorder.replica, [10, 1, 2, 3])
    }

    func testNestedTransactionsSendWhenTheOutermostEnds() {
        let array = MutableObservableArray(["a"])
        let recorder = ArrayEventRecorder(array)
        Transaction.run {
            array.append("b")
            Transaction.run {
                array.append("c")
                Transaction.run { array[0] = "A" }
            }
            XCTAssertEqual(recorder.events.count, 1, "the inner transactions send nothing")
            array.remove(at: 1)
        }
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(inserts: [1], updates: [0])])
        XCTAssertEqual(recorder.replica, ["A", "c"])
    }

    func testAResetInATransactionMakesItOneReset() {
        let array = MutableObservableArray([1, 2])
        let recorder = ArrayEventRecorder(array)
        Transaction.run {
            array.append(3)
            array.replace(with: [7, 8])
            array.append(9)
        }
        XCTAssertEqual(recorder.changes, [.reset, .reset])
        XCTAssertEqual(recorder.replica, [7, 8, 9])
    }

    func testBatchesAndIdentityUpdatesJoinTheTransaction() {
        struct Chore: Identifiable, Equatable { let id: Int; var done: Bool }
        let tasks = MutableObservableArray((0..<4).map { Chore(id: $0, done: false) })
        let recorder = ArrayEventRecorder(tasks)
        Transaction.run {
            tasks.batchUpdate { batch in
                batch.remove(at: 0)
                batch.append(Chore(id: 9, done: false))
            }
            tasks.update(id: 2) { $0.done = true }
            tasks.replace(with: tasks.array.reversed(), performDiff: true)
        }
        XCTAssertEqual(recorder.events.count, 2)
        XCTAssertEqual(recorder.replica, tasks.array)
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testAThrowingTransactionStillSendsItsEdits() {
        struct Stop: Error {}
        let array = MutableObservableArray([1])
        let recorder = ArrayEventRecorder(array)
        XCTAssertThrowsError(try Transaction.run {
            array.append(2)
            array.append(3)
            throw Stop()
        })
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(inserts: [1, 2])])
        XCTAssertEqual(recorder.replica, [1, 2, 3])
    }

    func testATransactionOnABackgroundThreadSendsOneEventThere() {
        let array = MutableObservableArray(Array(0..<100))
        let recorder = ArrayEventRecorder(array)
        let threads = ThreadRecorder()
        let watch = array.asObservable().subscribe(onNext: { _ in threads.record() })
        defer { watch.dispose() }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            threads.expect(Thread.current)
            Transaction.run {
                for index in stride(from: 0, to: 100, by: 10) { array[index] = -index }
                array.removeLast()
                array.insert(-1, at: 50)
            }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(recorder.events.count, 2, "the reset, then one event")
        XCTAssertEqual(recorder.changeSets.first?.updates.count, 10)
        XCTAssertEqual(recorder.changeSets.first?.inserts, [50])
        XCTAssertEqual(recorder.replica, array.array)
        XCTAssertEqual(threads.onOtherThreads, 0, "the merged event is sent by the thread whose transaction ended")
    }

    func testAnEditFromAnotherThreadDuringATransactionJoinsIt() {
        let array = MutableObservableArray([0, 1, 2])
        let recorder = ArrayEventRecorder(array)
        Transaction.run {
            array.append(3)
            let edited = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                array.insert(-1, at: 0)
                edited.signal()
            }
            XCTAssertEqual(edited.wait(timeout: .now() + 30), .success)
            XCTAssertEqual(recorder.events.count, 1, "held back with the transaction's edits")
        }
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(inserts: [0, 4])])
        XCTAssertEqual(recorder.replica, [-1, 0, 1, 2, 3])
    }

    func testSubscribingDuringATransactionSendsWhatWasHeldToEarlierObservers() {
        let array = MutableObservableArray([1, 2, 3])
        let early = ArrayEventRecorder(array)
        var late: ArrayEventRecorder<Int>?
        Transaction.run {
            array.append(4)
            late = ArrayEventRecorder(array)
            array.remove(at: 0)
        }
        XCTAssertEqual(early.changeSets, [ArrayChangeSet(inserts: [3]), ArrayChangeSet(deletes: [0])])
        XCTAssertEqual(late?.changes, [.reset, .patch(ArrayChangeSet(deletes: [0]))])
        XCTAssertEqual(early.replica, [2, 3, 4])
        XCTAssertEqual(late?.replica, [2, 3, 4])
        XCTAssertEqual(early.mismatches + (late?.mismatches ?? 1), 0)
    }

    func testTheLastObserverLeavingDuringATransactionDropsWhatWasHeld() {
        let array = MutableObservableArray([1, 2, 3])
        let first = ArrayEventRecorder(array)
        var second: ArrayEventRecorder<Int>?
        Transaction.run {
            array.append(4)
            first.stop()
            array.remove(at: 0)  // nobody observes: not collected
            second = ArrayEventRecorder(array)
            array[0] = 20
        }
        XCTAssertEqual(first.events.count, 1, "gone before the transaction ended")
        XCTAssertEqual(second?.changes, [.reset, .patch(ArrayChangeSet(updates: [0]))])
        XCTAssertEqual(second?.replica, [20, 3, 4])
    }

    func testAnObserverEditingDuringTheMergedEventIsNotHeldBack() {
        let array = MutableObservableArray([1])
        let recorder = ArrayEventRecorder(array)
        var reacted = false
        let reaction = array.asObservable().subscribe(onNext: { event in
            if !event.change.isReset && !reacted {
                reacted = true
                array.append(99)
            }
        })
        defer { reaction.dispose() }
        Transaction.run { array.append(2); array.append(3) }
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(inserts: [1, 2]), ArrayChangeSet(inserts: [3])])
        XCTAssertEqual(recorder.replica, [1, 2, 3, 99])
    }

    func testAPipelineSeesOneChangePerTransaction() {
        let source = MutableObservableArray((0..<50).map { Entry(id: $0, key: $0 % 7, flag: $0 % 2 == 0) })
        let pipeline = source.filtered(\.flag).sorted { ($0.key, $0.id) < ($1.key, $1.id) }
        let recorder = PipelineRecorder(pipeline)
        Transaction.run {
            for index in 0..<10 { source[index * 3].key = 100 - index }
            source.remove(at: 7)
            source.insert(Entry(id: 500, key: 3, flag: true), at: 0)
            source.move(from: 40, to: 2)
        }
        XCTAssertEqual(recorder.events.count, 2, "the reset, then one change")
        XCTAssertEqual(recorder.rows, source.array.filter(\.flag).sorted { ($0.key, $0.id) < ($1.key, $1.id) })
        XCTAssertEqual(recorder.problems, [])
    }
}

/// Records on which threads events arrive, against the one expected.
private final class ThreadRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var expected: Thread?
    private var others = 0

    func expect(_ thread: Thread) { lock.withLock { expected = thread } }

    func record() {
        lock.withLock {
            if let expected, expected != Thread.current { others += 1 }
        }
    }

    var onOtherThreads: Int { lock.withLock { others } }
}
