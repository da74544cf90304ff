import Binding
import BindingTesting
import XCTest

/// The ported RxSwift operators on random virtual-time timelines, each checked
/// against a naive model of what it should send (seeded: a failure names its
/// seed and how to replay it).
final class RandomizedPortedOperatorsTests: XCTestCase {
    private enum RandomFailure: Error, Equatable { case failed }

    /// A random hot timeline: values at increasing times from 201, then
    /// completion or an error (or nothing: the subscription is disposed at 1000).
    private func randomTimeline(_ random: inout SplitMix64) -> [Recorded<Event<Int>>] {
        var events: [Recorded<Event<Int>>] = []
        var time = 200
        for _ in 0..<random.below(12) {
            time += 1 + random.below(30)
            events.append(.next(time, random.below(40)))
        }
        time += 1 + random.below(30)
        switch random.below(3) {
        case 0: events.append(.completed(time))
        case 1: events.append(.error(time, RandomFailure.failed))
        default: break
        }
        return events
    }

    private func values(_ events: [Recorded<Event<Int>>]) -> [(time: Int, value: Int)] {
        events.compactMap { recorded in recorded.value.element.map { (recorded.time, $0) } }
    }

    private func terminal(_ events: [Recorded<Event<Int>>]) -> Recorded<Event<Int>>? {
        events.last.flatMap { $0.value.isStopEvent ? $0 : nil }
    }

    func testFilteringAndGroupingOperatorsAgainstModels() {
        for seed in RandomizedSeeds.all {
            let trace = RandomizedTrace(seed: seed, test: "RandomizedPortedOperatorsTests")
            var random = SplitMix64(seed: seed)
            for round in 0..<(60 * RandomizedSeeds.scale) where !trace.failed {
                trace.step = round
                let timeline = randomTimeline(&random)
                let sent = values(timeline)
                let end = terminal(timeline)
                trace.note("timeline \(timeline)")

                // takeLast(n): the last n values at completion; nothing but the error on failure.
                let count = random.below(5)
                var scheduler = TestScheduler()
                var source = scheduler.createHotObservable(timeline)
                let takeLast = scheduler.start { source.takeLast(count) }.events
                var expected: [Recorded<Event<Int>>] = []
                if let end {
                    if end.value.isCompleted { expected = sent.suffix(count).map { .next(end.time, $0.value) } }
                    expected.append(end)
                }
                trace.check(takeLast == expected, "takeLast(\(count)): \(takeLast), expected \(expected)")

                // element(at:): the value at the index, or argumentOutOfRange at completion.
                let index = random.below(8)
                scheduler = TestScheduler()
                source = scheduler.createHotObservable(timeline)
                let elementAt = scheduler.start { source.element(at: index) }.events
                if index < sent.count {
                    expected = [.next(sent[index].time, sent[index].value), .completed(sent[index].time)]
                } else if let end {
                    expected = [end.value.isCompleted ? .error(end.time, RxError.argumentOutOfRange) : end]
                } else {
                    expected = []
                }
                trace.check(elementAt == expected, "element(at: \(index)): \(elementAt), expected \(expected)")

                // groupBy: every value goes through its group at once, so the
                // merged groups replay the source; a failure reaches each group.
                let keys = 1 + random.below(4)
                scheduler = TestScheduler()
                source = scheduler.createHotObservable(timeline)
                let grouped = scheduler.start { source.groupBy { $0 % keys }.flatMap { group in group.map { group.key * 1000 + $0 } } }.events
                expected = sent.map { .next($0.time, ($0.value % keys) * 1000 + $0.value) } + (end.map { [$0] } ?? [])
                trace.check(grouped == expected, "groupBy(% \(keys)): \(grouped), expected \(expected)")

                // take(for:) and skip(_:scheduler:): a value due with the timer
                // comes first (it was scheduled first).
                let span = 1 + random.below(120)
                scheduler = TestScheduler()
                source = scheduler.createHotObservable(timeline)
                let taken = scheduler.start { source.take(for: .seconds(span), scheduler: scheduler) }.events
                let deadline = 200 + span
                expected = sent.filter { $0.time <= deadline }.map { .next($0.time, $0.value) }
                if let end, end.time <= deadline { expected.append(end) } else { expected.append(.completed(deadline)) }
                trace.check(taken == expected, "take(for: \(span)): \(taken), expected \(expected)")

                scheduler = TestScheduler()
                source = scheduler.createHotObservable(timeline)
                let skipped = scheduler.start { source.skip(.seconds(span), scheduler: scheduler) }.events
                expected = sent.filter { $0.time > deadline }.map { .next($0.time, $0.value) } + (end.map { [$0] } ?? [])
                trace.check(skipped == expected, "skip(\(span)): \(skipped), expected \(expected)")
            }
        }
    }

    /// window(timeSpan:count:) against a model that walks the timeline: a
    /// window closes at its count or its deadline (a value due at the deadline
    /// still belongs to it), and the next opens at once.
    func testWindowAgainstAModel() {
        for seed in RandomizedSeeds.all {
            let trace = RandomizedTrace(seed: seed, test: "RandomizedPortedOperatorsTests")
            var random = SplitMix64(seed: seed)
            for round in 0..<(60 * RandomizedSeeds.scale) where !trace.failed {
                trace.step = round
                let timeline = randomTimeline(&random)
                let span = 5 + random.below(60)
                let count = 1 + random.below(4)
                trace.note("timeline \(timeline), span \(span), count \(count)")
                let scheduler = TestScheduler()
                let source = scheduler.createHotObservable(timeline)
                let result = scheduler.start {
                    source.window(timeSpan: .seconds(span), count: count, scheduler: scheduler)
                        .enumerated()
                        .flatMap { index, window in window.map { index * 1000 + $0 } }
                }.events

                var expected: [Recorded<Event<Int>>] = []
                var window = 0
                var deadline = 200 + span
                var inWindow = 0
                for (time, value) in values(timeline) {
                    while time > deadline {
                        window += 1
                        deadline += span
                        inWindow = 0
                    }
                    expected.append(.next(time, window * 1000 + value))
                    inWindow += 1
                    if inWindow == count {
                        window += 1
                        deadline = time + span
                        inWindow = 0
                    }
                }
                if let end = terminal(timeline) { expected.append(end) }
                trace.check(result == expected, "window: \(result), expected \(expected)")
            }
        }
    }

    /// merge(maxConcurrent:) with random inner sequences: every value arrives,
    /// in order per inner; inners start in arrival order, never more than the
    /// limit at once, and a waiting inner starts exactly when a slot frees.
    func testMergeMaxConcurrentProperties() {
        for seed in RandomizedSeeds.all {
            let trace = RandomizedTrace(seed: seed, test: "RandomizedPortedOperatorsTests")
            var random = SplitMix64(seed: seed)
            for round in 0..<(60 * RandomizedSeeds.scale) where !trace.failed {
                trace.step = round
                let limit = 1 + random.below(3)
                let scheduler = TestScheduler()
                var inners: [TestableObservable<Int>] = []
                var arrivals: [Recorded<Event<TestableObservable<Int>>>] = []
                var time = 200
                for inner in 0..<(1 + random.below(7)) {
                    var events: [Recorded<Event<Int>>] = []
                    var offset = 0
                    for value in 0..<random.below(4) {
                        offset += 1 + random.below(20)
                        events.append(.next(offset, inner * 100 + value))
                    }
                    events.append(.completed(offset + 1 + random.below(20)))
                    let observable = scheduler.createColdObservable(events)
                    inners.append(observable)
                    time += 1 + random.below(25)
                    arrivals.append(.next(time, observable))
                }
                arrivals.append(.completed(time + random.below(40)))
                trace.note("limit \(limit), arrivals \(arrivals.map(\.time)), inners \(inners.map(\.recordedEvents))")
                let outer = scheduler.createHotObservable(arrivals)
                let result = scheduler.start(disposed: 100_000) { outer.merge(maxConcurrent: limit) }.events

                let intervals = inners.map(\.subscriptions)
                guard trace.check(intervals.allSatisfy { $0.count == 1 }, "each inner subscribed once: \(intervals)") else { continue }
                let spans = intervals.map { ($0[0].subscribe, $0[0].unsubscribe) }
                trace.check(spans.map(\.0) == spans.map(\.0).sorted(), "start order \(spans)")
                for (index, span) in spans.enumerated() {
                    let overlapping = spans.filter { $0.0 <= span.0 && span.0 < $0.1 }.count
                    trace.check(overlapping <= limit, "\(overlapping) inners at \(span.0) with limit \(limit): \(spans)")
                    if span.0 > arrivals[index].time {
                        trace.check(spans.contains { $0.1 == span.0 }, "inner \(index) started at \(span.0) with no slot freed then: \(spans)")
                    }
                }
                for (index, inner) in inners.enumerated() {
                    let sentValues = inner.recordedEvents.compactMap(\.value.element)
                    let received = result.compactMap(\.value.element).filter { $0 / 100 == index }
                    trace.check(received == sentValues, "inner \(index): \(received), expected \(sentValues)")
                }
                let lastEnd = max(spans.map(\.1).max() ?? 0, arrivals.last!.time)
                trace.check(result.last == .completed(lastEnd), "completion \(String(describing: result.last)), expected at \(lastEnd)")
            }
        }
    }
}
