import Dispatch
@testable import ReactiveCore
import XCTest

final class ComputedConcurrencyTests: XCTestCase {
    func testConcurrentWritersConvergeAndSubscribersSeeConsistentValues() {
        let relays = (0..<4).map { _ in BehaviorRelay(value: 0) }
        let sum = Computed("sum") { relays.reduce(0) { $0 + $1.tracked } }
        let doubled = Computed("doubled") { sum.value * 2 }
        let pair = Computed("pair") { (sum.value, doubled.value) }
        let violations = Counter()
        let last = Latest<(Int, Int)>()
        let subscription = pair.subscribe(onNext: { value in
            if value.1 != value.0 * 2 { violations.increment() }
            last.set(value)
        })
        defer { subscription.dispose() }

        let writesPerThread = 500
        DispatchQueue.concurrentPerform(iterations: relays.count) { index in
            for step in 1...writesPerThread {
                relays[index].accept(step)
                if step % 50 == 0 { _ = doubled.value }
            }
        }
        let expected = relays.count * writesPerThread
        XCTAssertEqual(sum.value, expected)
        XCTAssertEqual(doubled.value, expected * 2)
        XCTAssertEqual(last.get()?.0, expected, "the last delivered value is the final state")
        XCTAssertEqual(violations.value, 0, "no subscriber saw doubled out of step with sum")
    }

    func testConcurrentReadersAndSubscribersWhileWriting() {
        let a = BehaviorRelay(value: 0)
        let b = Computed { a.tracked + 1 }
        let c = Computed { a.tracked - 1 }
        let d = Computed { b.value - c.value }
        let glitches = Counter()
        DispatchQueue.concurrentPerform(iterations: 6) { index in
            if index < 2 {
                for value in 1...400 { a.accept(value) }
            } else {
                for _ in 0..<100 {
                    let subscription = d.subscribe(onNext: { if $0 != 2 { glitches.increment() } })
                    if d.value != 2 { glitches.increment() }
                    subscription.dispose()
                }
            }
        }
        XCTAssertEqual(glitches.value, 0)
        XCTAssertEqual(b.value - c.value, 2)
    }

    func testConcurrentTransactionsAreAtomicForSubscribers() {
        let x = BehaviorRelay(value: 0)
        let y = BehaviorRelay(value: 0)
        let difference = Computed { x.tracked - y.tracked }
        let glitches = Counter()
        let subscription = difference.subscribe(onNext: { if $0 != 0 { glitches.increment() } })
        defer { subscription.dispose() }
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for step in 1...250 {
                Transaction.run {
                    let value = index * 1000 + step
                    x.accept(value)
                    y.accept(value)
                }
            }
        }
        XCTAssertEqual(glitches.value, 0, "no subscriber saw x and y from different transactions")
        XCTAssertEqual(difference.value, 0)
    }

    func testComputedsCreatedAndDroppedOnManyThreads() {
        let shared = BehaviorRelay(value: 1)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for round in 0..<100 {
                let local = Computed { shared.tracked + index + round }
                XCTAssertEqual(local.value, shared.value + index + round)
                if round % 10 == 0 { shared.accept(1) }
            }
        }
        XCTAssertFalse(shared.core.hasObservers, "every computed and its listener are gone")
    }
}

/// A thread-safe counter for assertions from many threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// The latest value seen, from any thread.
private final class Latest<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    func set(_ value: Value) { lock.withLock { stored = value } }
    func get() -> Value? { lock.withLock { stored } }
}
