import BindingTesting
import Dispatch
import ObservableCollections
import ReactiveCore
import XCTest

final class ArrayConcurrencyTests: XCTestCase {
    /// Eight threads append, insert, batch and update at once: nothing is
    /// lost, and the one observer sees changes that replay to the final array.
    func testConcurrentWritersLoseNothing() {
        let list = MutableObservableArray<Int>()
        let recorder = ArrayEventRecorder(list)
        let writers = 8
        let rounds = 250
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            for round in 0..<rounds {
                let value = writer * rounds + round
                switch round % 4 {
                case 0: list.append(value)
                case 1: list.insert(value, at: 0)
                case 2: list.batchUpdate { array in
                    array.append(value)
                    if !array.isEmpty { array[0] = array[0] }
                }
                default:
                    list.batchUpdate { array in
                        array.insert(value, at: array.count / 2)
                        if array.count > 2 { array.move(from: 0, to: array.count - 1) }
                    }
                }
            }
        }
        XCTAssertEqual(list.count, writers * rounds)
        XCTAssertEqual(Set(list.array), Set(0..<writers * rounds))
        // The last writer to return may do so before a worker has delivered
        // every change (see `ChangeEventCore`): wait for the final contents
        // (reached only by the last change: the count grows with each one).
        semWaitUntil("every change was delivered") { recorder.replica == list.array }
        XCTAssertEqual(recorder.mismatches, 0)
        XCTAssertEqual(recorder.replica, list.array)
    }

    /// Subscribers joining and leaving while writers run each see a
    /// consistent stream starting with a reset.
    func testSubscribersJoiningDuringWritesSeeConsistentStreams() {
        let list = MutableObservableArray(Array(0..<100))
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) {
            for value in 0..<1_000 {
                if value % 3 == 0 { list.remove(at: 0) } else { list.append(value) }
            }
        }
        var recorders: [ArrayEventRecorder<Int>] = []
        for _ in 0..<20 {
            recorders.append(ArrayEventRecorder(list))
        }
        done.wait()
        // Deliveries (replays included) may still be under way on a worker
        // (see `ChangeEventCore`): wait for the final contents (reached only by
        // the last change, which removes the value appended before it).
        let final = list.array
        for recorder in recorders {
            semWaitUntil("every change was delivered") { recorder.replica == final }
        }
        for recorder in recorders {
            XCTAssertEqual(recorder.mismatches, 0)
            XCTAssertEqual(recorder.replica, list.array)
        }
    }
}
