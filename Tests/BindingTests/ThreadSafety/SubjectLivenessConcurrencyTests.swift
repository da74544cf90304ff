import Binding
@testable import ReactiveCore
#if canImport(Glibc)
import BindingTesting
import Glibc
#endif
import Dispatch
import Foundation
import Synchronization
import XCTest

/// What one observer received, recorded without a lock: a subject never
/// delivers to one observer from two threads at once, and ThreadSanitizer
/// reports it if it does.
private final class Log: @unchecked Sendable {
    private var storage: [Int] = []
    private var completions = 0
    private let latest = Atomic<Int>(.min)
    private let completed = Atomic<Bool>(false)

    func record(_ value: Int) {
        storage.append(value)
        latest.store(value, ordering: .releasing)
    }

    func recordEvent(_ event: Event<Int>) {
        switch event {
        case .next(let value): record(value)
        case .error: XCTFail("unexpected error")
        case .completed:
            completions += 1
            completed.store(true, ordering: .releasing)
        }
    }

    /// The values, once `waitFor` has seen the last one expected (or
    /// `waitForCompletion` has returned).
    var values: [Int] { storage }
    /// How many completions arrived, once `waitForCompletion` returned.
    var completionCount: Int { completions }

    /// Waits until the value recorded last is `value` (meant for the last
    /// one the subject is sent); `false` after `hangLimit`.
    func waitFor(_ value: Int) -> Bool {
        let deadline = DispatchTime.now() + hangLimit
        while latest.load(ordering: .acquiring) != value {
            if DispatchTime.now() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }

    /// Waits until the completion arrived; `false` after `hangLimit`.
    func waitForCompletion() -> Bool {
        let deadline = DispatchTime.now() + hangLimit
        while !completed.load(ordering: .acquiring) {
            if DispatchTime.now() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }
}

/// Asserts that `values` are exactly `prefix` followed by 1, 2, … `last`,
/// with `extra` (if given) exactly once somewhere after the prefix: every
/// value once, the flood's in order.
private func assertExactlyOnceInOrder(
    _ values: [Int], prefix: [Int], last: Int, extra: Int? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(Array(values.prefix(prefix.count)), prefix, "first the values before the flood", file: file, line: line)
    var rest = Array(values.dropFirst(prefix.count))
    if let extra {
        XCTAssertEqual(rest.filter { $0 == extra }.count, 1, "\(extra) exactly once", file: file, line: line)
        rest.removeAll { $0 == extra }
    }
    XCTAssertEqual(rest.count, last, "every flood value once", file: file, line: line)
    if let wrong = rest.indices.first(where: { rest[$0] != $0 + 1 }) {
        XCTFail("flood value \(rest[wrong]) at position \(wrong + 1): out of order or repeated", file: file, line: line)
    }
}

/// A thread emitting without pause on a subject can no longer keep another
/// thread's `subscribe` or `accept` from returning (see `SubjectCore`): a
/// thread that became the deliverer delivers what it owes and a bounded
/// number of other threads' events, then hands the rest to a worker. Each
/// test also checks that, once the flood stops, every observer received
/// every event exactly once, in one order, up to the last.
///
/// The tests with a flood fail (by their ten-second watchdogs) against the
/// previous `SubjectCore`, whose deliverer drained the queue until it was
/// empty; the others cover the hand-over paths and the single-threaded
/// rule. The class name puts them in the CI's ThreadSanitizer run.
final class SubjectLivenessConcurrencyTests: XCTestCase {
    func testSubscribeAndAcceptReturnWhileAnotherThreadEmitsWithoutPause() {
        let relay = BehaviorRelay(value: 0)
        let flood = Flood(emit: { relay.accept($0) })
        let early = Log()
        let earlySubscription = relay.subscribe(onNext: {
            early.record($0)
            flood.pace(after: $0)
        })
        let late = Log()
        let floodStarted = Atomic<Bool>(false)
        let lateSubscription = SubscriptionBox()
        let subscribed = DispatchSemaphore(value: 0)
        // Nobody delivers now, so the subscribing thread becomes the relay's
        // deliverer for its replay; the flood starts during that replay and
        // queues its values behind it.
        let subscribeReturned = returnsWhileFlooding(flood) {
            let subscription = relay.subscribe(onNext: { value in
                if !floodStarted.load(ordering: .relaxed) {
                    floodStarted.store(true, ordering: .relaxed)
                    flood.start()
                    XCTAssertTrue(flood.waitUntilEmitted(1_000), "the flood started")
                }
                late.record(value)
            })
            lateSubscription.subscription = subscription
            subscribed.signal()
        }
        XCTAssertTrue(subscribeReturned, "subscribe() returned while the flood went on")
        subscribed.wait()
        XCTAssertTrue(returnsWhileFlooding(flood) { relay.accept(-1) },
                      "accept() from a third thread returned while the flood went on")
        // The flood, which may be waiting for deliveries to catch up, emits
        // again after -1, so that its last value is the last one overall.
        XCTAssertTrue(flood.waitUntilEmitted(flood.emitted + 1))

        guard let last = flood.stop() else { return XCTFail("the flood did not stop") }
        XCTAssertTrue(early.waitFor(last), "the last value reached the first observer")
        XCTAssertTrue(late.waitFor(last), "the last value reached the new observer")
        XCTAssertEqual(late.values.first, 0, "the new observer got the current value first")
        assertExactlyOnceInOrder(early.values, prefix: [0], last: last, extra: -1)
        assertExactlyOnceInOrder(late.values, prefix: [0], last: last, extra: -1)
        XCTAssertEqual(early.values, late.values, "one order for every observer")
        XCTAssertEqual(relay.value, last)
        earlySubscription.dispose()
        lateSubscription.subscription?.dispose()
    }

    func testAcceptReturnsWhileAnotherThreadEmitsWithoutPauseAndTheCompletionArrivesLast() {
        let subject = PublishSubject<Int>()
        let flood = Flood(emit: { subject.onNext($0) }, finish: { subject.onCompleted() })
        let log = Log()
        let subscription = subject.subscribe { event in
            log.recordEvent(event)
            if let value = event.element { flood.pace(after: value) }
        }
        // The flood starts while a third thread delivers its own value
        // (nobody else delivered, so it became the deliverer).
        let starter = subject.subscribe(onNext: { value in
            guard value == -1 else { return }
            flood.start()
            XCTAssertTrue(flood.waitUntilEmitted(1_000), "the flood started")
        })
        XCTAssertTrue(returnsWhileFlooding(flood) { subject.onNext(-1) },
                      "onNext from a third thread returned while the flood went on")

        guard let last = flood.stop() else { return XCTFail("the flood did not stop") }
        XCTAssertTrue(log.waitForCompletion(), "the completion sent right after the last value arrived")
        assertExactlyOnceInOrder(log.values, prefix: [-1], last: last)
        XCTAssertEqual(log.completionCount, 1)
        subscription.dispose()
        starter.dispose()
    }

    func testAJoiningSubscriberHandsItsGrowingBacklogToTheDeliverer() {
        let relay = BehaviorRelay(value: 0)
        let flood = Flood(emit: { relay.accept($0) })
        let early = Log()
        let earlySubscription = relay.subscribe(onNext: {
            early.record($0)
            flood.pace(after: $0)
        })
        // A thread delivering -1 is held until the new subscriber is in its replay.
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let holder = relay.subscribe(onNext: { value in
            if value == -1 {
                holding.signal()
                release.wait()
            }
        })
        let holderDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            relay.accept(-1)
            holderDone.signal()
        }
        holding.wait()

        // Subscribing now, during another thread's delivery, the observer
        // gets its replay here while the deliverer keeps its events in a
        // backlog. The flood starts during the replay, and the observer
        // lingers on its first backlog value until the backlog has grown
        // again: after a budget of it, this thread hands the rest over.
        let joiner = Log()
        let phase = Atomic<Int>(0)
        let backlogGrew = Atomic<Bool>(false)
        let budget = SubjectCore<Int>.courtesyBudget
        let joinerSubscription = SubscriptionBox()
        let subscribed = DispatchSemaphore(value: 0)
        let subscribeReturned = returnsWhileFlooding(flood) {
            let subscription = relay.subscribe(onNext: { value in
                switch phase.load(ordering: .relaxed) {
                case 0:
                    phase.store(1, ordering: .relaxed)
                    // Queued behind the held delivery before it goes on, so
                    // the flood never finds the relay without a deliverer.
                    flood.start()
                    let started = flood.waitUntilEmitted(20 * budget)
                    release.signal()
                    let filled = started && Self.waitUntil { flood.paced > 10 * budget }
                    XCTAssertTrue(filled, "the backlog filled")
                case 1:
                    phase.store(2, ordering: .relaxed)
                    let target = flood.paced + 10 * budget
                    backlogGrew.store(Self.waitUntil { flood.paced > target }, ordering: .relaxed)
                default:
                    break
                }
                joiner.record(value)
            })
            joinerSubscription.subscription = subscription
            subscribed.signal()
        }
        XCTAssertTrue(subscribeReturned, "subscribe() returned while the flood went on")
        subscribed.wait()
        XCTAssertTrue(backlogGrew.load(ordering: .relaxed), "the backlog grew while the subscriber delivered it")
        XCTAssertEqual(holderDone.wait(timeout: .now() + hangLimit), .success, "the held accept(-1) returned")

        guard let last = flood.stop() else { return XCTFail("the flood did not stop") }
        XCTAssertTrue(early.waitFor(last))
        XCTAssertTrue(joiner.waitFor(last), "the handed-over backlog and what followed arrived")
        assertExactlyOnceInOrder(early.values, prefix: [0, -1], last: last)
        assertExactlyOnceInOrder(joiner.values, prefix: [-1], last: last)
        earlySubscription.dispose()
        holder.dispose()
        joinerSubscription.subscription?.dispose()
    }

    func testAHandedOverBacklogIsDeliveredWhenNoOtherValueFollowsIt() {
        // As above, but with a burst instead of a flood: by the time the
        // joining subscriber hands its backlog over, every value has been
        // delivered or left in that backlog, so no later event carries it;
        // the queued hand-over entry does.
        let relay = BehaviorRelay(value: 0)
        let budget = SubjectCore<Int>.courtesyBudget
        let burst = 8 * budget
        let middle = 2 * budget
        let early = Log()
        let earlySubscription = relay.subscribe(onNext: early.record)
        // Holds the delivering thread at -1, then at `middle`.
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let holder = relay.subscribe(onNext: { value in
            if value == -1 || value == middle {
                holding.signal()
                release.wait()
            }
        })
        let holderDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            relay.accept(-1)
            holderDone.signal()
        }
        holding.wait()

        let joiner = Log()
        var phase = 0
        let joinerSubscription = relay.subscribe(onNext: { value in
            switch phase {
            case 0:
                // In the replay: the burst queues behind the held delivery,
                // which then goes on up to `middle`, leaving the values
                // before it in this observer's backlog.
                phase = 1
                self.semOnBackgroundThread { for value in 1...burst { relay.accept(value) } }
                release.signal()
                XCTAssertEqual(holding.wait(timeout: .now() + hangLimit), .success, "the delivery reached the middle")
            case 1:
                // Delivering that backlog: the rest of the burst goes into it.
                phase = 2
                release.signal()
                XCTAssertTrue(early.waitFor(burst), "the whole burst delivered")
            default:
                break
            }
            joiner.record(value)
        })
        XCTAssertEqual(holderDone.wait(timeout: .now() + hangLimit), .success)
        XCTAssertTrue(joiner.waitFor(burst), "the handed-over backlog arrived")
        assertExactlyOnceInOrder(early.values, prefix: [0, -1], last: burst)
        assertExactlyOnceInOrder(joiner.values, prefix: [-1], last: burst)
        earlySubscription.dispose()
        holder.dispose()
        joinerSubscription.dispose()
    }

    func testReentrantEmissionsCausedByItsOwnValueAreDeliveredByTheEmittingThreadDuringAFlood() {
        // -1 makes an observer accept -2, which makes it accept -3, and so on
        // to -5: all owed by the thread that accepted -1, which delivers them
        // (behind the flood values queued before each) before returning.
        let relay = PublishRelay<Int>()
        let flood = Flood(emit: { relay.accept($0) })
        let log = Log()
        let subscription = relay.subscribe(onNext: {
            log.record($0)
            flood.pace(after: $0)
        })
        let emitter = Atomic<UInt>(0)
        let acceptReturned = Atomic<Bool>(false)
        let misdelivered = Atomic<Int>(0)
        let chain = relay.subscribe(onNext: { value in
            guard value < 0 else { return }
            if pthread_self() != emitter.load(ordering: .relaxed) || acceptReturned.load(ordering: .relaxed) {
                misdelivered.add(1, ordering: .relaxed)
            }
            if value == -1 {
                flood.start()
                XCTAssertTrue(flood.waitUntilEmitted(1_000), "the flood started")
            }
            if value > -5 { relay.accept(value - 1) }
        })
        XCTAssertTrue(returnsWhileFlooding(flood) {
            emitter.store(pthread_self(), ordering: .relaxed)
            relay.accept(-1)
            acceptReturned.store(true, ordering: .relaxed)
        }, "accept() returned while the flood went on")
        XCTAssertEqual(misdelivered.load(ordering: .relaxed), 0,
                       "-1 to -5 were delivered on the accepting thread before accept() returned")
        // The flood emits again after -5 (see the first test).
        XCTAssertTrue(flood.waitUntilEmitted(flood.emitted + 1))

        guard let last = flood.stop() else { return XCTFail("the flood did not stop") }
        XCTAssertTrue(log.waitFor(last))
        let values = log.values
        XCTAssertEqual(values.filter { $0 < 0 }, [-1, -2, -3, -4, -5], "the chain in order, once each")
        assertExactlyOnceInOrder(values.filter { $0 > 0 }, prefix: [], last: last)
        subscription.dispose()
        chain.dispose()
    }

    func testTheWorkerKeepsTheSubjectAliveUntilItHasDeliveredEverything() {
        let budget = SubjectCore<Int>.courtesyBudget
        let log = Log()
        let workerInside = DispatchSemaphore(value: 0)
        let letWorkerGo = DispatchSemaphore(value: 0)
        // A value only a worker delivers: the accepting thread delivers at
        // most `budget` of the flood's values before handing the rest over.
        let heldValue = 10 * budget
        weak var weakRelay: PublishRelay<Int>?
        weak var weakCore: SubjectCore<Int>?
        var last: Int?
        var subscription: Disposable?
        do {
            let relay = PublishRelay<Int>()
            weakRelay = relay
            weakCore = relay.core
            // The flood holds the relay weakly, so that only the test holds it.
            let flood = Flood(emit: { [weak relay] in relay?.accept($0) })
            subscription = relay.subscribe(onNext: { value in
                log.record(value)
                flood.pace(after: value)
                if value == heldValue {
                    workerInside.signal()
                    letWorkerGo.wait()
                }
            })
            let starter = relay.subscribe(onNext: { value in
                guard value == -1 else { return }
                flood.start()
                XCTAssertTrue(flood.waitUntilEmitted(2 * heldValue), "the flood started")
            })
            XCTAssertTrue(returnsWhileFlooding(flood) { relay.accept(-1) })
            XCTAssertEqual(workerInside.wait(timeout: .now() + hangLimit), .success, "a worker delivers")
            last = flood.stop()
            starter.dispose()
        }
        // The relay goes (once the thread that accepted -1 has ended), and
        // nobody but the worker holds its core.
        semWaitUntil("the relay is freed") { weakRelay == nil }
        XCTAssertNotNil(weakCore, "the worker keeps the core alive while it delivers")
        letWorkerGo.signal()
        guard let last else { return XCTFail("the flood did not stop") }
        XCTAssertTrue(log.waitFor(last), "the worker delivered everything, up to the last value")
        assertExactlyOnceInOrder(log.values, prefix: [-1], last: last)
        semWaitUntil("the worker let the core go") { weakCore == nil }
        subscription?.dispose()
    }

    func testReentrantEmissionsBeyondTheBudgetAreDeliveredBeforeAcceptReturns() {
        // Single-threaded: everything an accept causes is delivered by it,
        // however much there is.
        let relay = PublishRelay<Int>()
        let count = 20 * SubjectCore<Int>.courtesyBudget
        let thread = Thread.current
        var received: [Int] = []
        var offThread = 0
        let subscription = relay.subscribe(onNext: { value in
            if Thread.current !== thread { offThread += 1 }
            received.append(value)
            if value < count { relay.accept(value + 1) }
        })
        relay.accept(1)
        XCTAssertEqual(received, Array(1...count), "all delivered, in order, before accept returned")
        XCTAssertEqual(offThread, 0)
        subscription.dispose()
    }

    /// Waits until `condition` holds; `false` after `hangLimit`.
    private static func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = DispatchTime.now() + hangLimit
        while !condition() {
            if DispatchTime.now() > deadline { return false }
            sched_yield()
        }
        return true
    }
}
