import Foundation
import ObservableCollections
import ReactiveCore
import BindingTesting
import XCTest

/// `shared()`: a table, a total and a count over one pipeline run its
/// filter and sort once, not once each.
final class SharedPipelineTests: XCTestCase {
    private func makeSource() -> MutableObservableArray<Entry> {
        MutableObservableArray((0..<100).map { Entry(id: $0, key: ($0 * 7) % 100, flag: $0 % 3 != 0) })
    }

    /// Counts the predicate's and the comparator's calls.
    private final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var filter = 0
        private var sort = 0
        func countFilter() { lock.withLock { filter += 1 } }
        func countSort() { lock.withLock { sort += 1 } }
        var counts: (filter: Int, sort: Int) { lock.withLock { (filter, sort) } }
    }

    private func pipeline(over source: MutableObservableArray<Entry>, counting calls: Calls) -> ArrayPipeline<Entry> {
        source
            .filtered { calls.countFilter(); return $0.flag }
            .sorted { calls.countSort(); return ($0.key, $0.id) < ($1.key, $1.id) }
    }

    func testEachConsumerOfAnUnsharedPipelineRunsTheStagesAgain() {
        let calls = Calls()
        let visible = pipeline(over: makeSource(), counting: calls)
        let table = PipelineRecorder(visible)
        let single = calls.counts
        let total = Latest(visible.aggregate(.sum(\.key)))
        XCTAssertNotNil(total.value)
        XCTAssertEqual(calls.counts.filter, 2 * single.filter, "the total ran the filter again")
        XCTAssertEqual(calls.counts.sort, 2 * single.sort, "the total ran the sort again")
        table.dispose()
    }

    func testASharedPipelineRunsItsStagesOnceForEveryConsumer() {
        let calls = Calls()
        let source = makeSource()
        let visible = pipeline(over: source, counting: calls).shared()
        let table = PipelineRecorder(visible)
        let single = calls.counts
        XCTAssertEqual(single.filter, 100)
        let total = Latest(visible.aggregate(.sum(\.key)))
        let count = Latest(visible.aggregate(.count))
        let arrays = Latest(visible.arrays())
        XCTAssertEqual(calls.counts.filter, single.filter, "later consumers start from the shared output")
        XCTAssertEqual(calls.counts.sort, single.sort)
        XCTAssertEqual(count.value, table.rows.count)
        XCTAssertEqual(total.value, table.rows.map(\.key).reduce(0, +))
        XCTAssertEqual(arrays.value, table.rows)

        source[1].key = 55                       // one change: one filter call for everybody
        XCTAssertEqual(calls.counts.filter, single.filter + 1)
        XCTAssertEqual(total.value, table.rows.map(\.key).reduce(0, +))
        XCTAssertEqual(arrays.value, table.rows)
        XCTAssertEqual(table.problems, [])
    }

    func testALateSubscriberStartsWithAResetOfTheCurrentOutput() {
        let source = makeSource()
        let visible = source.filtered { $0.flag }.shared()
        let first = PipelineRecorder(visible)
        source.remove(at: 1)
        let late = PipelineRecorder(visible)
        XCTAssertEqual(late.events.count, 1)
        XCTAssertEqual(late.events.first?.change, .reset)
        XCTAssertEqual(late.rows, first.rows)
        source.append(Entry(id: 500, key: 1, flag: true))
        XCTAssertEqual(late.rows, first.rows)
        XCTAssertEqual(late.rows.last?.id, 500)
        XCTAssertEqual(first.problems + late.problems, [])
    }

    func testTheStagesEndWithTheLastSubscriberAndStartAfreshForTheNext() {
        let calls = Calls()
        let source = makeSource()
        let visible = pipeline(over: source, counting: calls).shared()
        var table: PipelineRecorder<Entry>? = PipelineRecorder(visible)
        let single = calls.counts.filter
        table?.dispose()
        table = nil
        source[0].key = 1                          // nobody listens: no stage runs
        XCTAssertEqual(calls.counts.filter, single)
        let again = PipelineRecorder(visible)
        XCTAssertEqual(calls.counts.filter, 2 * single, "a new run after the last subscriber left")
        XCTAssertEqual(again.rows, source.array.filter(\.flag).sorted { ($0.key, $0.id) < ($1.key, $1.id) })
    }

    func testAStageErrorReachesEverySubscriber() {
        let source = MutableObservableArray([Entry(id: 1, key: 1, flag: true)])
        let visible = source.sorted { $0.key < $1.key }.shared()
        let first = PipelineRecorder(visible)
        let second = PipelineRecorder(visible)
        source.append(Entry(id: 1, key: 2, flag: true))  // a duplicate id
        XCTAssertTrue(first.error is ArrayPipelineError)
        XCTAssertTrue(second.error is ArrayPipelineError)
    }

    func testSubscribersOnOtherThreadsSeeTheSameOutput() {
        let source = makeSource()
        // A pipeline is not `Sendable` (it may name its root array); subscribing from any thread is safe.
        nonisolated(unsafe) let visible = source.filtered { $0.flag }.sorted { ($0.key, $0.id) < ($1.key, $1.id) }.shared()
        let anchor = PipelineRecorder(visible)
        let done = DispatchGroup()
        let late = LockedBox<[PipelineRecorder<Entry>]>([])
        for index in 0..<4 {
            DispatchQueue.global().async(group: done) {
                for step in 0..<50 { source[(index * 50 + step) % 100].key = step }
            }
            DispatchQueue.global().async(group: done) {
                let recorder = PipelineRecorder(visible)
                late.mutate { $0.append(recorder) }
            }
        }
        done.wait()
        let expected = source.array.filter(\.flag).sorted { ($0.key, $0.id) < ($1.key, $1.id) }
        // The last writer may return before a worker delivered every change
        // (see `ChangeEventCore`): wait for the final output.
        semWaitUntil("every change was delivered") { anchor.rows == expected && late.value.allSatisfy { $0.rows == expected } }
        XCTAssertEqual(late.value.flatMap(\.problems) + anchor.problems, [])
    }
}

/// A value behind a lock.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
