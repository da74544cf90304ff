@testable import ObservableCollections
import BindingTesting
import MVVM
import ReactiveCore
import Dispatch
import Foundation
import XCTest

/// Array change events waiting for the main thread under overload are merged
/// (``MainDeliveryPolicy``): applying the merged batches to the rows a list
/// built from the events before gives the same array as applying every event.
final class ArrayChangeMergingTests: XCTestCase {
    /// Seeded runs: random edits of an observable array, its events cut into
    /// random runs, each run merged as a waiting delivery would be.
    func testMergedBatchesEndWithTheSameArrayAsEveryChange() {
        for seed in UInt64(1)...60 {
            var random = SplitMix64(seed: seed)
            let list = MutableObservableArray((0..<random.below(12)).map { $0 })
            var events: [ArrayChangeEvent<Int>] = []
            let recording = list.asObservable().subscribe(onNext: { events.append($0) })
            var next = 1_000
            for _ in 0..<(20 + random.below(120)) {
                Self.edit(list, next: &next, random: &random)
            }
            recording.dispose()

            var naive: [Int] = []
            for event in events { event.apply(to: &naive) }
            XCTAssertEqual(naive, list.array, "seed \(seed): the reference follows every event")

            let policy = MainDeliveryPolicy<ArrayChangeEvent<Int>>.forEvents
            var rows: [Int] = []
            var index = 0
            var batches = 0
            while index < events.count {
                let length = 1 + random.below(min(12, events.count - index))
                let run = events[index..<(index + length)]
                let merged = policy.coalesce(run.dropLast(), with: run.last!)
                XCTAssertLessThanOrEqual(merged.count, 1, "seed \(seed): a run of array events merges into one or none")
                for event in merged {
                    if case .patch(let set) = event.change {
                        XCTAssertTrue(set.isConsistent(oldCount: rows.count, newCount: event.array.count),
                                      "seed \(seed): the merged change fits the rows it is applied to")
                    }
                    event.apply(to: &rows)
                    XCTAssertEqual(rows, event.array, "seed \(seed): the rows match the merged event's array")
                }
                index += length
                batches += 1
            }
            XCTAssertEqual(rows, naive, "seed \(seed): \(events.count) events in \(batches) merged batches")
        }
    }

    /// One random edit: single-element edits, moves, batches, replacements.
    private static func edit(_ list: MutableObservableArray<Int>, next: inout Int, random: inout SplitMix64) {
        next += 1
        let count = list.count
        switch random.below(9) {
        case 0, 1:
            list.append(next)
        case 2:
            list.insert(next, at: random.below(count + 1))
        case 3 where count > 0:
            _ = list.remove(at: random.below(count))
        case 4 where count > 0:
            list[random.below(count)] = next
        case 5 where count > 1:
            list.move(from: random.below(count), to: random.below(count))
        case 6:
            list.append(contentsOf: (0..<random.below(4)).map { next * 10 + $0 })
        case 7:
            list.replace(with: (0..<random.below(10)).map { next * 100 + $0 })
        default:
            let steps = random.below(5)
            let values = (0..<steps).map { _ in random.below(1_000) }
            list.batchUpdate { batch in
                for (step, value) in values.enumerated() {
                    if batch.array.isEmpty || value % 3 == 0 {
                        batch.insert(next * 1_000 + step, at: value % (batch.array.count + 1))
                    } else if value % 3 == 1 {
                        _ = batch.remove(at: value % batch.array.count)
                    } else {
                        batch[value % batch.array.count] = next * 1_000 + step
                    }
                }
            }
        }
    }

    /// Appends `1...edits` on one thread while the observer is held inside
    /// its delivery of the append of 0 on another; returns the arrays of the
    /// events it received and the rows it built by applying them.
    private func eventsQueuedBehindABusyDeliverer(edits: Int) -> (arrays: [[Int]], rows: [Int]) {
        let list = MutableObservableArray<Int>([])
        let arrays = SemRecorder<[Int]>()
        let rows = SemRecorder<[Int]>()
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        var built: [Int] = []
        let lock = NSLock()
        let subscription = list.asObservable().subscribe(onNext: { event in
            lock.lock()
            event.apply(to: &built)
            rows.append(built)
            lock.unlock()
            arrays.append(event.array)
            if event.array == [0] {
                inside.signal()
                release.wait()
            }
        })
        let first = DispatchGroup()
        DispatchQueue.global().async(group: first) { list.append(0) }
        inside.wait()
        semOnBackgroundThread {
            for value in 1...edits { list.append(value) }
        }
        release.signal()
        first.wait()
        semWaitUntil("the last edit arrives") { arrays.last == Array(0...edits) }
        subscription.dispose()
        return (arrays.values, rows.last ?? [])
    }

    func testEditsQueuedBehindABusyDelivererAllArriveWhileTheMainThreadKeepsUp() {
        XCTAssertFalse(MainDeliveryQueue.shared.isOverloaded)
        let edits = 1_000
        let (arrays, rows) = eventsQueuedBehindABusyDeliverer(edits: edits)
        XCTAssertEqual(arrays.count, edits + 2, "the initial array, then every edit")
        XCTAssertEqual(rows, Array(0...edits))
    }

    func testEditsQueuedBehindABusyDelivererMergePastTheSmallBoundUnderOverload() {
        let queue = MainDeliveryQueue.shared
        // Values no one drains make the main thread overloaded.
        let ballast = MainDelivery<Int>(policy: .every) { _ in }
        semOnBackgroundThread {
            for value in 0...MainDeliveryQueue.overloadThreshold { ballast.send(value) }
        }
        XCTAssertTrue(queue.isOverloaded)
        let edits = 1_000
        let (arrays, rows) = eventsQueuedBehindABusyDeliverer(edits: edits)
        ballast.cancel()
        semWaitUntil("the overload ends", drainingMainQueue: true) { !queue.isOverloaded }
        XCTAssertLessThanOrEqual(arrays.count, ChangeEventCore<Int, Int>.coalescingBoundUnderOverload + 3,
                                 "edits past the small bound were merged into one event")
        XCTAssertEqual(rows, Array(0...edits), "applying the merged events builds the exact array")
    }

    /// Under a real overload (more values waiting than the threshold), events
    /// sent from another thread wait merged: one per subscription, and the
    /// receiver applying them ends with the exact array.
    func testEventsWaitingUnderOverloadMergeIntoOneAndTheRowsEndExact() {
        let queue = MainDeliveryQueue.shared
        semWaitUntil("nothing waits", drainingMainQueue: true) { queue.waitingValueCount == 0 && !queue.isOverloaded }
        let ballast = PublishRelay<Int>()
        let ballastReceived = SemCounter()
        let holding = ballast.asSignal().emit(onNext: { _ in ballastReceived.increment() })
        let list = MutableObservableArray(Array(0..<10))
        var rows: [Int] = []
        let binding = list.asDriver().drive(onNext: { event in event.apply(to: &rows) })
        XCTAssertEqual(rows, Array(0..<10))
        let ballastCount = MainDeliveryQueue.overloadThreshold + 1
        let waitingArrayEvents = SemRecorder<Int>()
        semOnBackgroundThread {
            for value in 0..<ballastCount { ballast.accept(value) }
            var random = SplitMix64(seed: 7)
            var next = 100
            for _ in 0..<500 {
                Self.edit(list, next: &next, random: &random)
            }
            waitingArrayEvents.append(MainDeliveryQueue.shared.waitingValueCount - ballastCount)
        }
        XCTAssertLessThanOrEqual(waitingArrayEvents.last ?? .max, 1, "500 edits wait as one merged event (or none)")
        semWaitUntil("everything is delivered", drainingMainQueue: true) {
            queue.waitingValueCount == 0 && !queue.isOverloaded
        }
        XCTAssertEqual(rows, list.array)
        XCTAssertEqual(ballastReceived.value, ballastCount, "the events before were all delivered")
        binding.dispose()
        holding.dispose()
    }
}
