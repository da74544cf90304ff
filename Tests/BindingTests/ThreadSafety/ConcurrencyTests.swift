import Binding
import BindingTesting
import Dispatch
import Foundation
import Synchronization
import XCTest

private final class CounterViewModel: @unchecked Sendable {
    @Bindable var total = 0
    @Mutable var text = ""
    @Mutable var level = 0
    @ViewAction var event: (Int) -> Void

    /// The output's relay, for subscribers that need every value on the producing thread.
    var totalRelay: BehaviorRelay<Int> { _total.relay }
}

/// A plain, unsynchronised accumulator: its use from observers is safe only
/// because a relay never delivers to one observer from two threads at once.
/// ThreadSanitizer reports any overlap.
private final class UnsynchronisedLog: @unchecked Sendable {
    var values: [Int] = []
    var sum = 0
    /// How many values were recorded, counted after each: once a reader has
    /// seen it reach the number expected, it may read `values` and `sum`.
    let recorded = Atomic<Int>(0)

    /// Appends `value` (adding its step to `sum`) and counts it.
    func record(_ value: Int) {
        values.append(value)
        sum += value % 1_000_000
        recorded.add(1, ordering: .releasing)
    }
}

extension XCTestCase {
    /// Waits until `log` has recorded `count` values (delivery may go on
    /// after the emitting threads return, see `SubjectCore`).
    fileprivate func waitUntil(_ log: UnsynchronisedLog, hasRecorded count: Int,
                               file: StaticString = #filePath, line: UInt = #line) {
        semWaitUntil("\(count) values recorded", file: file, line: line) {
            log.recorded.load(ordering: .acquiring) >= count
        }
    }
}

private final class ConcurrentContext: BindingContext, @unchecked Sendable {
    let disposeBag = DisposeBag()
}

private let threads = 8
private let perThread = 500
private let emitterValues = 20_000

/// `value` for producer `thread`, step `step`: producer and order can be read back.
private func tagged(_ thread: Int, _ step: Int) -> Int { thread * 1_000_000 + step }

/// Asserts that each producer's values appear in the order it produced them.
private func assertPerProducerOrder(_ values: [Int], file: StaticString = #filePath, line: UInt = #line) {
    var lastStep: [Int: Int] = [:]
    for value in values where value > 0 {
        let thread = value / 1_000_000
        let step = value % 1_000_000
        if let previous = lastStep[thread], previous >= step {
            XCTFail("producer \(thread): step \(step) after \(previous)", file: file, line: line)
            return
        }
        lastStep[thread] = step
    }
}

/// Many threads writing and reading wrappers and relays, concurrent `binding {}`
/// calls, two-way bindings under concurrent writes and concurrent
/// subscribe/dispose while emitting — each with assertions on the final state.
/// Run under ThreadSanitizer:
/// `swift test --sanitize=thread --scratch-path .build-semantics-tsan --filter ThreadSafety`.
final class ThreadSafetyConcurrencyTests: XCTestCase {
    override func tearDown() {
        semDrainMainQueue()
        super.tearDown()
    }

    // MARK: @Bindable / @Mutable / relays: many writers and readers

    func testThreadSafety_bindableConcurrentWritesAndReads_everyValueDeliveredOnceInOrder() {
        let model = CounterViewModel()
        let log = UnsynchronisedLog()
        let raw = model.totalRelay.skip(1).subscribe(onNext: log.record)
        let onMain = SemRecorder<Int>()
        let driven = model.$total.drive(onNext: onMain.append)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for step in 1...perThread {
                model.total = tagged(thread + 1, step)
                _ = model.total
            }
        }
        let expectedCount = threads * perThread
        waitUntil(log, hasRecorded: expectedCount)
        semWaitUntil("the Driver has every value", drainingMainQueue: true) { onMain.count >= expectedCount + 1 }
        XCTAssertEqual(log.values.count, expectedCount, "every write delivered exactly once")
        XCTAssertEqual(log.sum, threads * (perThread * (perThread + 1) / 2), "sum of received increments")
        XCTAssertEqual(log.values.last, model.total, "the last value delivered is the stored value")
        assertPerProducerOrder(log.values)
        XCTAssertEqual(onMain.count, expectedCount + 1, "the Driver saw the initial value and every write")
        XCTAssertEqual(onMain.last, model.total)
        XCTAssertTrue(onMain.allOnMainThread)
        XCTAssertEqual(Array(onMain.values.dropFirst()), log.values, "the Driver delivers in the relay's order")
        raw.dispose()
        driven.dispose()
    }

    func testThreadSafety_mutableConcurrentWritesThroughWrapperAndRelay() {
        let model = CounterViewModel()
        let log = UnsynchronisedLog()
        let subscription = model.$level.skip(1).subscribe(onNext: log.record)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for step in 1...perThread {
                if step.isMultiple(of: 2) {
                    model.level = tagged(thread + 1, step)
                } else {
                    model.$level.accept(tagged(thread + 1, step))
                }
                _ = model.$level.value
                _ = model.level
            }
        }
        waitUntil(log, hasRecorded: threads * perThread)
        XCTAssertEqual(log.values.count, threads * perThread)
        XCTAssertEqual(log.values.last, model.level)
        XCTAssertEqual(model.level, model.$level.value, "one cell")
        assertPerProducerOrder(log.values)
        subscription.dispose()
    }

    func testThreadSafety_relayAllObserversSeeTheSameOrderUnderConcurrentAccepts() {
        let relay = PublishRelay<Int>()
        let logs = (0..<4).map { _ in UnsynchronisedLog() }
        let subscriptions = logs.map { log in relay.subscribe(onNext: log.record) }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for step in 1...perThread { relay.accept(tagged(thread + 1, step)) }
        }
        for log in logs { waitUntil(log, hasRecorded: threads * perThread) }
        XCTAssertEqual(logs[0].values.count, threads * perThread)
        for log in logs.dropFirst() {
            XCTAssertEqual(log.values, logs[0].values, "same order for every observer")
        }
        assertPerProducerOrder(logs[0].values)
        subscriptions.forEach { $0.dispose() }
    }

    func testThreadSafety_observerDeliveriesNeverOverlap() {
        let relay = BehaviorRelay(value: 0)
        let inside = Atomic<Int>(0)
        let maximum = Atomic<Int>(0)
        let delivered = Atomic<Int>(0)
        let subscription = relay.subscribe(onNext: { _ in
            defer { delivered.add(1, ordering: .relaxed) }
            let now = inside.add(1, ordering: .acquiringAndReleasing).newValue
            var seen = maximum.load(ordering: .relaxed)
            while now > seen {
                let (exchanged, original) = maximum.compareExchange(expected: seen, desired: now, ordering: .relaxed)
                if exchanged { break }
                seen = original
            }
            inside.subtract(1, ordering: .acquiringAndReleasing)
        })
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for step in 1...perThread { relay.accept(tagged(thread + 1, step)) }
        }
        semWaitUntil("every value delivered") { delivered.load(ordering: .relaxed) >= 1 + threads * perThread }
        XCTAssertEqual(maximum.load(ordering: .relaxed), 1, "one delivery at a time per observer")
        subscription.dispose()
    }

    func testThreadSafety_viewActionCallsFromManyThreadsReachTheSignalOnMain() {
        let model = CounterViewModel()
        let received = SemRecorder<Int>()
        let subscription = model.$event.emit(onNext: received.append)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for step in 1...perThread { model.event(tagged(thread + 1, step)) }
        }
        semWaitUntil("every call reached the Signal", drainingMainQueue: true) { received.count >= threads * perThread }
        XCTAssertEqual(received.count, threads * perThread)
        XCTAssertTrue(received.allOnMainThread)
        assertPerProducerOrder(received.values)
        subscription.dispose()
    }

    // MARK: concurrent binding {} calls into one context

    func testThreadSafety_concurrentBindingCallsIntoOneContext() {
        let context = ConcurrentContext()
        let relay = PublishRelay<Int>()
        let received = SemCounter()
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            context.binding {
                relay.subscribe(onNext: { _ in received.increment() })
                relay.map { $0 + 1 }.subscribe(onNext: { _ in received.increment() })
                Disposables.create()
            }
        }
        XCTAssertEqual(context.disposeBag.count, 64 * 3, "no insert lost")
        relay.accept(1)
        XCTAssertEqual(received.value, 64 * 2)
        context.disposeBag.dispose()
        relay.accept(2)
        XCTAssertEqual(received.value, 64 * 2, "all disposed")
    }

    func testThreadSafety_disposeBagInsertRacingDispose_everyMemberDisposedExactlyOnce() {
        for _ in 0..<20 {
            let bag = DisposeBag()
            let disposals = Atomic<Int>(0)
            let inserted = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: threads) { index in
                if index == 0 {
                    bag.dispose()
                    return
                }
                for _ in 0..<50 {
                    inserted.add(1, ordering: .relaxed)
                    bag.insert(Disposables.create { disposals.add(1, ordering: .relaxed) })
                }
            }
            bag.dispose()
            XCTAssertEqual(disposals.load(ordering: .relaxed), inserted.load(ordering: .relaxed))
        }
    }

    func testThreadSafety_compositeDisposableConcurrentInsertRemove() {
        let composite = CompositeDisposable()
        let disposals = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for step in 0..<200 {
                let key = composite.insert(Disposables.create { disposals.add(1, ordering: .relaxed) })
                if step.isMultiple(of: 2), let key { composite.remove(for: key) }
            }
        }
        XCTAssertEqual(composite.count, threads * 100)
        XCTAssertEqual(disposals.load(ordering: .relaxed), threads * 100)
        composite.dispose()
        XCTAssertEqual(disposals.load(ordering: .relaxed), threads * 200)
    }

    // MARK: two-way bindings under concurrent writes

    func testThreadSafety_relayRelayTwoWayConvergesUnderConcurrentWrites() {
        for round in 0..<10 {
            let left = BehaviorRelay(value: 0)
            let right = BehaviorRelay(value: -1)
            let binding = left <=> right
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for step in 1...200 {
                    let value = tagged(thread + 1, step)
                    if (thread + step).isMultiple(of: 2) { left.accept(value) } else { right.accept(value) }
                }
            }
            // The last copies may still be delivered on a worker once the
            // writers have returned (see `SubjectCore`); once equal, the two
            // stay equal, since copies are all that is left.
            semWaitUntil("round \(round): both sides equal") { left.value == right.value }
            XCTAssertEqual(left.value, right.value, "round \(round): both sides equal at the end")
            binding.dispose()
        }
    }

    func testThreadSafety_relayChainTwoWayConvergesUnderConcurrentWrites() {
        let relays = (0..<3).map { _ in BehaviorRelay(value: 0) }
        let bindings = [relays[0] <=> relays[1], relays[1] <=> relays[2]]
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for step in 1...200 {
                relays[(thread + step) % 3].accept(tagged(thread + 1, step))
            }
        }
        semWaitUntil("all three equal") { relays[0].value == relays[1].value && relays[1].value == relays[2].value }
        XCTAssertEqual(relays[0].value, relays[1].value)
        XCTAssertEqual(relays[1].value, relays[2].value)
        bindings.forEach { $0.dispose() }
    }

    func testThreadSafety_controlPropertyTwoWayConvergesUnderBackgroundModelWrites() {
        let model = CounterViewModel()
        let control = SemFakeControl<String>("", echoesProgrammaticSets: true)
        let binding = model.$text <=> control.property
        let writers = DispatchGroup()
        for thread in 0..<4 {
            DispatchQueue.global().async(group: writers) {
                for step in 1...300 { model.text = "bg \(thread) \(step)" }
            }
        }
        // Meanwhile the user types on the main thread.
        for step in 1...100 { control.userSets("user \(step)") }
        writers.wait()
        semWaitUntil("the control shows the model's value", drainingMainQueue: true) { control.value == model.text }
        XCTAssertEqual(control.value, model.text, "the control shows the model's final value")
        binding.dispose()
    }

    // MARK: concurrent subscribe / dispose while emitting

    func testThreadSafety_concurrentSubscribeDisposeWhileEmitting() {
        let relay = BehaviorRelay(value: 0)
        let sawLast = Atomic<Bool>(false)
        let fence = relay.subscribe(onNext: { if $0 == -1 { sawLast.store(true, ordering: .releasing) } })
        let stop = Atomic<Bool>(false)
        let emitted = Atomic<Int>(0)
        let emitter = DispatchGroup()
        DispatchQueue.global().async(group: emitter) {
            for value in 1...emitterValues where !stop.load(ordering: .acquiring) {
                relay.accept(value)
                emitted.add(1, ordering: .relaxed)
            }
        }
        // Subscribers no longer wait for the emitter's values: make sure it
        // has begun before they come and go.
        semWaitUntil("the emitter started") { emitted.load(ordering: .relaxed) > 0 }
        let tokens = WeakTokens()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<300 {
                let token = SemToken()
                tokens.add(token)
                let subscription = relay.subscribe(onNext: { _ in withExtendedLifetime(token) {} })
                subscription.dispose()
            }
        }
        stop.store(true, ordering: .releasing)
        emitter.wait()
        // Once -1 is delivered, whoever delivers has let go of the observers
        // it took before they were disposed.
        relay.accept(-1)
        semWaitUntil("-1 delivered") { sawLast.load(ordering: .acquiring) }
        XCTAssertGreaterThan(emitted.load(ordering: .relaxed), 0)
        XCTAssertEqual(tokens.aliveCount, 0, "every disposed observer was released by the relay")
        fence.dispose()
    }

    func testThreadSafety_concurrentDriverSubscribeDisposeKeepsUpstreamBalanced() {
        let source = SemCountingSource()
        let driver = source.observable.asDriver(onErrorJustReturn: -1)
        let stop = Atomic<Bool>(false)
        let emitter = DispatchGroup()
        DispatchQueue.global().async(group: emitter) {
            for value in 1...emitterValues where !stop.load(ordering: .acquiring) {
                source.send(value)
            }
        }
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<200 {
                let subscription = driver.drive(onNext: { _ in })
                subscription.dispose()
            }
        }
        stop.store(true, ordering: .releasing)
        emitter.wait()
        semDrainMainQueue()
        XCTAssertGreaterThan(source.subscriptions.value, 0)
        XCTAssertEqual(source.subscriptions.value, source.disposals.value,
                       "every shared upstream subscription was disposed when its last subscriber left")
    }

    /// Runs `body` while a background thread is inside the delivery of 1
    /// through `relay` (an observer holds it there), then lets that delivery
    /// finish and waits for it. `relay` is a `BehaviorRelay` or `PublishRelay`.
    private func whileAnotherThreadDeliversOne<Relay: ObservableType & Sendable>(
        through relay: Relay, accept: @escaping @Sendable (Int) -> Void, _ body: () -> Void
    ) where Relay.Element == Int {
        let inside = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let blocker = relay.subscribe(onNext: { value in
            if value == 1 {
                inside.signal()
                proceed.wait()
            }
        })
        let producer = DispatchGroup()
        DispatchQueue.global().async(group: producer) { accept(1) }
        inside.wait()
        body()
        proceed.signal()
        producer.wait()
        blocker.dispose()
    }

    func testThreadSafety_subscriberJoiningDuringAnotherThreadsDeliveryGetsCurrentValueFirst() {
        let relay = BehaviorRelay(value: 0)
        let received = SemRecorder<Int>()
        var joined: Disposable?
        whileAnotherThreadDeliversOne(through: relay, accept: relay.accept) {
            joined = relay.subscribe(onNext: received.append)
            semOnBackgroundThread { relay.accept(2) }
        }
        XCTAssertEqual(received.values, [1, 2], "the current value, then later values, in order, none twice")
        joined?.dispose()
    }

    func testThreadSafety_subscriberJoiningBehindAQueuedValueGetsItOnce() {
        let relay = BehaviorRelay(value: 0)
        let received = SemRecorder<Int>()
        var joined: Disposable?
        whileAnotherThreadDeliversOne(through: relay, accept: relay.accept) {
            // 2 is accepted and queued behind the delivery of 1.
            semOnBackgroundThread { relay.accept(2) }
            joined = relay.subscribe(onNext: received.append)
            semOnBackgroundThread { relay.accept(3) }
        }
        XCTAssertEqual(received.values, [2, 3], "the current value once (not again as the queued 2), then 3")
        joined?.dispose()
    }

    func testThreadSafety_publishSubscriberJoiningBehindAQueuedValueDoesNotGetIt() {
        let relay = PublishRelay<Int>()
        let received = SemRecorder<Int>()
        var joined: Disposable?
        whileAnotherThreadDeliversOne(through: relay, accept: relay.accept) {
            // 2 is emitted (and queued) before the new subscriber exists; 3 after.
            semOnBackgroundThread { relay.accept(2) }
            joined = relay.subscribe(onNext: received.append)
            semOnBackgroundThread { relay.accept(3) }
        }
        XCTAssertEqual(received.values, [3], "only what was emitted after subscribing")
        joined?.dispose()
    }

    func testThreadSafety_driverSubscribedDuringAnotherThreadsDeliveryReplaysSynchronously() {
        let relay = BehaviorRelay(value: 0)
        var received: [Int] = []
        var driven: Disposable?
        whileAnotherThreadDeliversOne(through: relay, accept: relay.accept) {
            // This is the main thread, while another thread delivers 1.
            XCTAssertTrue(Thread.isMainThread)
            driven = relay.asDriver().drive(onNext: { received.append($0) })
            XCTAssertEqual(received, [1], "the current value, synchronously")
            semOnBackgroundThread { relay.accept(2) }
        }
        semDrainMainQueue()
        XCTAssertEqual(received, [1, 2], "then later values, in order, none twice")
        driven?.dispose()
    }

    func testThreadSafety_disposeFromAnotherThreadDuringDelivery() {
        let relay = PublishRelay<Int>()
        let afterDispose = Atomic<Int>(0)
        let disposed = Atomic<Bool>(false)
        for _ in 0..<50 {
            disposed.store(false, ordering: .releasing)
            let subscription = relay.subscribe(onNext: { _ in
                if disposed.load(ordering: .acquiring) { afterDispose.add(1, ordering: .relaxed) }
            })
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                for value in 0..<200 { relay.accept(value) }
            }
            DispatchQueue.global().async(group: group) {
                subscription.dispose()
                disposed.store(true, ordering: .releasing)
            }
            group.wait()
        }
        // A delivery already running when dispose() returned may finish; no new one starts.
        XCTAssertLessThanOrEqual(afterDispose.load(ordering: .relaxed), 50)
    }
}

/// Weak references to tokens, counted while alive.
private final class WeakTokens: @unchecked Sendable {
    private struct Entry { weak var token: SemToken? }
    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ token: SemToken) {
        lock.lock()
        entries.append(Entry(token: token))
        lock.unlock()
    }

    var aliveCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.filter { $0.token != nil }.count
    }
}
