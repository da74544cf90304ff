import Binding
#if canImport(Glibc)
import BindingTesting
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization
import XCTest

/// Several threads emit tagged values (thread, index) into one subject or
/// relay of a random kind while another thread keeps subscribing and
/// disposing late observers. The model, once every thread has returned and a
/// marker emitted last has reached every live observer:
/// - the observers subscribed from the start all received the same sequence
///   (one global order), which holds each thread's values exactly once and in
///   the order that thread emitted them (after the initial value, for a
///   behavior subject or relay);
/// - every late observer received one contiguous slice of that order (its
///   replay, then everything emitted while it was subscribed: nothing lost,
///   nothing twice, nothing out of place);
/// - a behavior subject's or relay's value is the last of the order, and a
///   terminal event sent afterwards reaches each remaining observer once.
/// Observer logs are plain arrays: deliveries to one observer must never
/// overlap, which ThreadSanitizer checks. A deadlock fails after a timeout.
/// The early observers yield now and then, and a late observer waits in its
/// replay until the others have been delivered values emitted after it
/// subscribed, so that those wait in its backlog (the path of a subscriber
/// joining during a delivery). The seed fixes the kinds of subject and the
/// churn, not the interleaving.
final class RandomizedSubjectConcurrencyTests: XCTestCase {
    func testConcurrentEmittersAreDeliveredOnceInOneOrderToEveryObserver() {
        for seed in RandomizedSeeds.all {
            let trace = RandomizedTrace(
                seed: seed,
                test: "RandomizedSubjectConcurrencyTests/testConcurrentEmittersAreDeliveredOnceInOneOrderToEveryObserver")
            var random = SplitMix64(seed: seed)
            for round in 0..<4 where !trace.failed {
                trace.step = round
                let kind = SubjectKind.random(&random)
                trace.note("\(kind)")
                runConcurrentSubject(kind, random: random.derived(UInt64(round)), trace: trace)
            }
        }
    }
}

/// An observer's log. The records are unsynchronised on purpose (see the
/// test's model); the counters beside them are published after each record,
/// so that the test thread can wait for deliveries still under way on a
/// subject's worker (see `SubjectCore`) and then read the records safely.
private final class SubjectLog: @unchecked Sendable {
    var records: [SubjectRecord] = []
    var values: [Int] { records.compactMap { if case .next(let value) = $0 { return value } else { return nil } } }
    /// How many values, and completions, have been recorded.
    private let valueCount = Atomic<Int>(0)
    private let completionCount = Atomic<Int>(0)
    /// The last value recorded.
    private let last = Atomic<Int>(Int.min)

    /// Records `record` (on the delivering thread), then publishes the counters.
    func append(_ record: SubjectRecord) {
        records.append(record)
        switch record {
        case .next(let value):
            last.store(value, ordering: .releasing)
            valueCount.add(1, ordering: .releasing)
        case .completed:
            completionCount.add(1, ordering: .releasing)
        default:
            break
        }
    }

    var deliveredValues: Int { valueCount.load(ordering: .acquiring) }
    var deliveredCompletions: Int { completionCount.load(ordering: .acquiring) }
    var lastValue: Int { last.load(ordering: .acquiring) }
}

/// Waits until `condition` holds (the deliveries a subject's worker still
/// makes after the emitting threads returned); `false` after `timeout` seconds.
private func waitForDeliveries(timeout: Double = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        if Date() > deadline { return false }
        Thread.sleep(forTimeInterval: 0.001)
    }
    return true
}

/// The late observers' logs, written by the churning thread only, read once it is done.
private final class LateLogs: @unchecked Sendable {
    var logs: [(log: SubjectLog, disposed: Bool)] = []
}

/// Where the emitters and the delivery to the first early observer are,
/// whether the churning thread is done (the emitters keep going until then,
/// within a bound), and how many values each emitter sent.
private final class DeliveryProgress: Sendable {
    static let emitters = 3
    /// Per emitter: how many values it has emitted.
    private let emitted = (0..<emitters).map { _ in AtomicCell() }
    /// Per emitter: one more than the index of its last value the first early observer received.
    private let reached = (0..<emitters).map { _ in AtomicCell() }
    private let churning = Atomic<Bool>(true)
    private let emittersRunning = Atomic<Int>(emitters)

    func record(_ thread: Int, emitted count: Int) { emitted[thread].value.store(count, ordering: .releasing) }
    func emitterFinished() { emittersRunning.subtract(1, ordering: .releasing) }
    func sent(by thread: Int) -> Int { emitted[thread].value.load(ordering: .acquiring) }
    func churnFinished() { churning.store(false, ordering: .releasing) }
    var isChurning: Bool { churning.load(ordering: .acquiring) }

    /// The first early observer received `value`.
    func received(_ value: Int) {
        let thread = value / 1_000_000 - 1
        guard thread >= 0 else { return }
        reached[thread].value.store(value % 1_000_000 + 1, ordering: .releasing)
    }

    /// How many values each emitter has emitted so far.
    var mark: [Int] { emitted.map { $0.value.load(ordering: .acquiring) } }

    /// Yields until the first early observer received a few values emitted
    /// after `mark` (then the deliverer has gone past a late observer that
    /// subscribed after `mark` and is still being replayed to: they wait in
    /// its backlog), or no emitter runs any more, or a bounded effort is
    /// spent (this thread may itself be the one delivering).
    func waitForDelivery(after mark: [Int]) {
        var spins = 0
        while spins < 2_000 && emittersRunning.load(ordering: .acquiring) > 0 {
            let past = (0..<Self.emitters).map { max(0, reached[$0].value.load(ordering: .acquiring) - mark[$0]) }.reduce(0, +)
            if past >= 3 { return }
            sched_yield()
            spins += 1
        }
    }
}

/// One atomic integer, as a class so that several fit in an array.
private final class AtomicCell: Sendable {
    let value = Atomic<Int>(0)
}

/// A value tagged with the thread that emitted it and its index there.
private func tagged(thread: Int, index: Int) -> Int { (thread + 1) * 1_000_000 + index }

private func runConcurrentSubject(_ kind: SubjectKind, random: SplitMix64, trace: RandomizedTrace) {
    var random = random
    let subject = SubjectUnderTest(kind)
    let early = (0..<(2 + random.below(2))).map { _ in SubjectLog() }
    let progress = DeliveryProgress()
    let earlySubscriptions = early.enumerated().map { index, log in
        subject.subscribe { record in
            log.append(record)
            if index == 0, case .next(let value) = record { progress.received(value) }
            // Gives other threads the processor mid-delivery now and then,
            // so that their emissions queue behind this one.
            if log.records.count % 3 == 0 { sched_yield() }
        }
    }
    let emitters = DeliveryProgress.emitters
    // At least this many values from each emitter, more (up to four times as
    // many) while late observers churn.
    let perEmitter = 150 * RandomizedSeeds.scale
    let late = LateLogs()
    let base = random
    let finished = runRandomizedThreads(emitters + 1, timeout: 120) { thread in
        var random = base.derived(UInt64(thread))
        if thread < emitters {
            var index = 0
            // Bounded even while churning, so that the queue (and the test's
            // length) stays bounded however the threads are scheduled.
            while index < perEmitter || (progress.isChurning && index < 4 * perEmitter) {
                subject.emit(tagged(thread: thread, index: index), viaOn: index % 2 == 1)
                index += 1
                progress.record(thread, emitted: index)
            }
            progress.emitterFinished()
            return
        }
        // The churning thread: late observers come and go while values flow.
        var live: [(index: Int, subscription: Disposable)] = []
        for _ in 0..<30 {
            if live.isEmpty || random.percent(60) {
                let log = SubjectLog()
                late.logs.append((log, false))
                let mark = progress.mark
                live.append((late.logs.count - 1, subject.subscribe { record in
                    log.append(record)
                    // During its replay, lets the thread delivering to the
                    // others get ahead, so that values emitted meanwhile wait
                    // for this observer in its backlog.
                    if log.records.count == 1 { progress.waitForDelivery(after: mark) }
                }))
            } else {
                let (index, subscription) = live.remove(at: random.below(live.count))
                subscription.dispose()
                late.logs[index].disposed = true
            }
        }
        progress.churnFinished()
    }
    guard trace.check(finished, "\(kind): the threads did not finish within 120 s (deadlock?)") else { return }
    // The last emitter may return before everything is delivered (a worker
    // delivers the rest, see `SubjectCore`). A marker emitted now, after every
    // subscription and emission, reaches each live observer last: once all of
    // them have it, every earlier delivery is done. It is then taken off the logs.
    let marker = -1
    subject.emit(marker)
    let liveLogs = early + late.logs.filter { !$0.disposed }.map(\.log)
    guard trace.check(waitForDeliveries { liveLogs.allSatisfy { $0.lastValue == marker } },
                      "\(kind): the live observers did not all receive the last value within 30 s") else { return }
    for log in liveLogs where log.records.last == .next(marker) { log.records.removeLast() }

    let order = early[0].values
    for (index, log) in early.enumerated().dropFirst() where log.records != early[0].records {
        trace.fail("\(kind): early observers 0 and \(index) received different sequences "
                    + "(\(early[0].records.count) and \(log.records.count) events; first difference at "
                    + "\(Array(zip(early[0].records, log.records)).firstIndex { $0 != $1 } ?? min(early[0].records.count, log.records.count)))")
    }
    var emitted = order
    if let initial = kind.initialValue {
        trace.check(order.first == initial, "\(kind): the first value is \(order.first.map(String.init) ?? "none"), not \(initial)")
        emitted = Array(order.dropFirst())
    }
    var sentTotal = 0
    for thread in 0..<emitters {
        let sent = progress.sent(by: thread)
        sentTotal += sent
        let fromThread = emitted.filter { $0 / 1_000_000 == thread + 1 }
        let expected = (0..<sent).map { tagged(thread: thread, index: $0) }
        if fromThread != expected {
            let missing = Set(expected).subtracting(fromThread).count
            trace.fail("\(kind): thread \(thread)'s values arrived \(fromThread.count) times for \(sent) emitted, "
                        + "\(missing) missing, \(fromThread == fromThread.sorted() ? "in order" : "out of order")")
        }
    }
    trace.check(emitted.count == sentTotal, "\(kind): \(emitted.count) values received, \(sentTotal) emitted")
    var positions: [Int: Int] = [:]
    for (position, value) in order.enumerated() { positions[value] = position }
    for (index, entry) in late.logs.enumerated() {
        let values = entry.log.values
        guard let first = values.first else { continue }
        guard let start = positions[first], start + values.count <= order.count,
              Array(order[start..<(start + values.count)]) == values else {
            trace.fail("\(kind): late observer \(index) received \(values.count) values that are not one slice "
                        + "of the order the others saw (first \(first))")
            break
        }
    }
    if let current = subject.current {
        trace.check(current == .next(marker), "\(kind): the current value is \(current), not the marker sent last")
    }
    if kind.canTerminate {
        subject.terminate(.completed)
        trace.check(waitForDeliveries {
            early.allSatisfy { $0.deliveredCompletions > 0 }
                && late.logs.allSatisfy { $0.disposed || $0.log.deliveredCompletions > 0 }
        }, "\(kind): the completion did not reach every observer within 30 s")
        for (index, log) in early.enumerated() {
            trace.check(log.records.last == .completed && log.records.filter { $0 == .completed }.count == 1,
                        "\(kind): early observer \(index) ends with \(log.records.suffix(2)), not one completed")
        }
        for (index, entry) in late.logs.enumerated() {
            let completions = entry.log.records.filter { $0 == .completed }.count
            trace.check(completions == (entry.disposed ? 0 : 1),
                        "\(kind): late observer \(index) (\(entry.disposed ? "disposed" : "live")) completed \(completions) times")
        }
    }
    for subscription in earlySubscriptions { subscription.dispose() }
}
