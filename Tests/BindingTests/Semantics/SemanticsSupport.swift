import Binding
import Dispatch
import Foundation
import XCTest

// Helpers shared by the Semantics, ThreadSafety, Memory and Builder tests.
// Names carry a `Sem` prefix so they cannot collide with other test folders.

/// A thread-safe list of received values.
final class SemRecorder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []
    private var threads: [Bool] = []

    init() {}

    /// Records `value` and whether it arrived on the main thread.
    func append(_ value: Value) {
        let onMain = Thread.isMainThread
        lock.lock()
        storage.append(value)
        threads.append(onMain)
        lock.unlock()
    }

    /// Everything recorded so far, in arrival order.
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// How many values arrived.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage.count
    }

    /// `true` when every value arrived on the main thread.
    var allOnMainThread: Bool {
        lock.lock()
        defer { lock.unlock() }
        return threads.allSatisfy { $0 }
    }

    /// The last value, if any.
    var last: Value? {
        lock.lock()
        defer { lock.unlock() }
        return storage.last
    }
}

/// A thread-safe counter.
final class SemCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    init() {}

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// An error for tests.
struct SemError: Error, Equatable {
    let code: Int
    init(_ code: Int = 1) { self.code = code }
}

/// A plain object whose lifetime a test observes through a weak reference.
final class SemToken: @unchecked Sendable {
    init() {}
}

/// An observable counting its subscriptions and disposals; each subscription
/// receives `subscriptionNumber * 100` at once and stays open until disposed.
/// `send` pushes a value to every live subscription.
final class SemCountingSource: @unchecked Sendable {
    let subscriptions = SemCounter()
    let disposals = SemCounter()
    private let relay = PublishRelay<Int>()

    init() {}

    var observable: Observable<Int> {
        Observable<Int>.create { [subscriptions, disposals, relay] observer in
            subscriptions.increment()
            observer.onNext(subscriptions.value * 100)
            let inner = relay.subscribe(observer)
            return Disposables.create {
                inner.dispose()
                disposals.increment()
            }
        }
    }

    func send(_ value: Int) { relay.accept(value) }
}

/// A stand-in for a widget with one property: a current value and
/// synchronous "user changed it" notifications, like a GTK signal.
///
/// Programmatic sets through the control property's sink notify only when
/// `echoesProgrammaticSets` is true — as `gtk_entry_set_text` emits `changed`.
final class SemFakeControl<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Value
    private var observers: [Int: AnyObserver<Value>] = [:]
    private var nextID = 0
    private var sets: [Value] = []

    /// Whether a programmatic set is reported to observers as a change.
    let echoesProgrammaticSets: Bool

    init(_ value: Value, echoesProgrammaticSets: Bool = false) {
        current = value
        self.echoesProgrammaticSets = echoesProgrammaticSets
    }

    /// The control's value.
    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Values set programmatically (through the sink), in order.
    var programmaticSets: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return sets
    }

    /// Number of live subscriptions to the control's changes.
    var observerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return observers.count
    }

    /// The user edits the control.
    func userSets(_ value: Value) {
        lock.lock()
        current = value
        lock.unlock()
        notify(.next(value))
    }

    /// The widget is destroyed: its sequences complete.
    func destroy() { notify(.completed) }

    private func notify(_ event: Event<Value>) {
        lock.lock()
        let targets = observers.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        for observer in targets { observer.on(event) }
    }

    private func programmaticSet(_ value: Value) {
        lock.lock()
        current = value
        sets.append(value)
        lock.unlock()
        if echoesProgrammaticSets { notify(.next(value)) }
    }

    /// The control's changes: the current value at subscription, then each change.
    var values: Observable<Value> {
        Observable<Value>.create { [weak self] observer in
            guard let self else {
                observer.onCompleted()
                return Disposables.create()
            }
            self.lock.lock()
            let id = self.nextID
            self.nextID += 1
            self.observers[id] = observer
            let initial = self.current
            self.lock.unlock()
            observer.onNext(initial)
            return Disposables.create { [weak self] in
                guard let self else { return }
                self.lock.lock()
                self.observers[id] = nil
                self.lock.unlock()
            }
        }
    }

    /// The property as a `ControlProperty`.
    var property: ControlProperty<Value> {
        ControlProperty(values: values, valueSink: AnyObserver<Value> { [weak self] event in
            if case .next(let value) = event { self?.programmaticSet(value) }
        })
    }

    /// The changes only, as a `ControlEvent` (no initial value).
    var event: ControlEvent<Value> {
        ControlEvent(events: values.skip(1))
    }
}

extension XCTestCase {
    /// Lets the main queue run everything enqueued on it so far (and what
    /// that work enqueues in turn), by spinning the main run loop until a
    /// marker enqueued after it has run. Call from the main thread.
    ///
    /// Verified on Linux (swift-corelibs-xctest): `wait(for:timeout:)` in a
    /// synchronous test spins the main run loop, which drains
    /// `DispatchQueue.main`; so does awaiting a main-queue hop in an `async`
    /// test (see `testDriver_deliversOnMainThread_fromBackground_asyncTest`).
    func semDrainMainQueue(rounds: Int = 3, file: StaticString = #filePath, line: UInt = #line) {
        for _ in 0..<rounds {
            let marker = expectation(description: "main queue drained")
            DispatchQueue.main.async { marker.fulfill() }
            wait(for: [marker], timeout: 30)
        }
    }

    /// Waits until `condition` holds, checking it about every millisecond;
    /// fails the test (and returns `false`) if it still does not after
    /// `timeout` seconds. With `drainingMainQueue`, lets the main queue run
    /// between checks (call from the main thread).
    ///
    /// For work that may still be under way on another thread, such as
    /// deliveries a subject's worker makes after the emitting threads have
    /// returned (see `SubjectCore`). Never asserts a duration.
    @discardableResult
    func semWaitUntil(
        _ description: String, timeout: TimeInterval = 10, drainingMainQueue: Bool = false,
        file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
    ) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            if Date() > deadline {
                XCTFail("timed out waiting until \(description)", file: file, line: line)
                return false
            }
            if drainingMainQueue { semDrainMainQueue(rounds: 1, file: file, line: line) }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }

    /// Runs `body` on a background thread and waits for it to finish, without
    /// letting the main queue run meanwhile.
    func semOnBackgroundThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            done.signal()
        }
        done.wait()
    }
}
