import Binding
import BindingTesting
import Dispatch
import Foundation
import XCTest

/// A widget-like target for Binder tests.
private final class FakeLabel: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    private var threads: [Bool] = []

    func set(_ text: String) {
        let onMain = Thread.isMainThread
        lock.lock()
        texts.append(text)
        threads.append(onMain)
        lock.unlock()
    }

    var applied: [String] {
        lock.lock()
        defer { lock.unlock() }
        return texts
    }

    var allOnMainThread: Bool {
        lock.lock()
        defer { lock.unlock() }
        return threads.allSatisfy { $0 }
    }

    var rxText: Binder<String> {
        Binder(self) { label, text in label.set(text) }
    }
}

/// ControlProperty, ControlEvent and Binder, with fake controls.
final class ControlSemanticsTests: XCTestCase {
    override func tearDown() {
        semDrainMainQueue()
        super.tearDown()
    }

    // MARK: ControlProperty: initial value plus user changes

    func testControlProperty_initialValuePlusUserChanges() {
        let control = SemFakeControl<String?>("hello")
        let received = SemRecorder<String?>()
        let subscription = control.property.subscribe(onNext: received.append)
        control.userSets("a")
        control.userSets(nil)
        XCTAssertEqual(received.values, ["hello", "a", nil])
        subscription.dispose()
        XCTAssertEqual(control.observerCount, 0)
    }

    // MARK: ControlProperty: programmatic sets through the sink do not echo

    func testControlProperty_programmaticSetsDoNotEcho() {
        let control = SemFakeControl<String?>("x")
        let received = SemRecorder<String?>()
        let subscription = control.property.subscribe(onNext: received.append)
        control.property.onNext("set by code")
        let feeding = Observable.of("bound 1", "bound 2").bind(to: control.property)
        XCTAssertEqual(control.value, "bound 2")
        XCTAssertEqual(control.programmaticSets, ["set by code", "bound 1", "bound 2"])
        XCTAssertEqual(received.values, ["x"], "subscribers see only user changes after the initial value")
        control.userSets("typed")
        XCTAssertEqual(received.values, ["x", "typed"])
        feeding.dispose()
        subscription.dispose()
    }

    func testControlProperty_programmaticSetsDoNotEcho_terminalEventsAreIgnored() {
        let control = SemFakeControl<Int>(1)
        let property = control.property
        property.on(.error(SemError()))
        property.on(.completed)
        property.onNext(2)
        XCTAssertEqual(control.programmaticSets, [2], "errors and completion never reach the widget")
    }

    // MARK: ControlProperty: `changed` skips the initial value

    func testControlProperty_changedSkipsInitialValue() {
        let control = SemFakeControl<String?>("initial")
        let received = SemRecorder<String?>()
        let subscription = control.property.changed.subscribe(onNext: received.append)
        XCTAssertEqual(received.values, [])
        control.userSets("one")
        control.userSets("two")
        XCTAssertEqual(received.values, ["one", "two"])
        subscription.dispose()
    }

    // MARK: ControlProperty: completes when the widget is destroyed

    func testControlProperty_completesWhenWidgetIsDestroyed() {
        let control = SemFakeControl<Int>(0)
        let completed = SemCounter()
        let subscription = control.property.subscribe(onCompleted: completed.increment)
        control.destroy()
        XCTAssertEqual(completed.value, 1)
        subscription.dispose()
    }

    // MARK: ControlProperty: orEmpty, ??, !

    func testControlProperty_orEmpty() {
        let control = SemFakeControl<String?>(nil)
        let received = SemRecorder<String>()
        let property = control.property.orEmpty
        let subscription = property.subscribe(onNext: received.append)
        control.userSets("ab")
        control.userSets(nil)
        property.onNext("written")
        XCTAssertEqual(received.values, ["", "ab", ""])
        XCTAssertEqual(control.programmaticSets, ["written"])
        subscription.dispose()
    }

    func testControlProperty_nilCoalescingDefault() {
        let control = SemFakeControl<String?>(nil)
        let received = SemRecorder<String>()
        let property = control.property ?? "default"
        let subscription = property.subscribe(onNext: received.append)
        control.userSets("typed")
        control.userSets(nil)
        property.onNext("written")
        XCTAssertEqual(received.values, ["default", "typed", "default"])
        XCTAssertEqual(control.programmaticSets, ["written"], "written values pass through as non-nil")
        subscription.dispose()
    }

    func testControlProperty_nilCoalescingDefaultIsEvaluatedPerNil() {
        let control = SemFakeControl<Int?>(nil)
        let evaluations = SemCounter()
        func fallback() -> Int {
            evaluations.increment()
            return -1
        }
        let property = control.property ?? fallback()
        XCTAssertEqual(evaluations.value, 0, "the default is an autoclosure, not evaluated eagerly")
        let received = SemRecorder<Int>()
        let subscription = property.subscribe(onNext: received.append)
        control.userSets(3)
        control.userSets(nil)
        XCTAssertEqual(received.values, [-1, 3, -1])
        XCTAssertEqual(evaluations.value, 2)
        subscription.dispose()
    }

    func testControlProperty_invertedBool() {
        let control = SemFakeControl<Bool>(true)
        let received = SemRecorder<Bool>()
        let inverted = !control.property
        let subscription = inverted.subscribe(onNext: received.append)
        control.userSets(false)
        inverted.onNext(true)
        XCTAssertEqual(received.values, [false, true])
        XCTAssertEqual(control.programmaticSets, [false], "writes are inverted too")
        XCTAssertEqual(control.value, false)
        subscription.dispose()
    }

    func testControlProperty_mapGetSet() {
        let control = SemFakeControl<Double>(0.5)
        let percent = control.property.map(get: { Int($0 * 100) }, set: { Double($0) / 100 })
        let received = SemRecorder<Int>()
        let subscription = percent.subscribe(onNext: received.append)
        control.userSets(0.25)
        percent.onNext(75)
        XCTAssertEqual(received.values, [50, 25])
        XCTAssertEqual(control.value, 0.75)
        subscription.dispose()
    }

    func testControlProperty_asDriverSharesAndReplays() {
        let control = SemFakeControl<Int>(1)
        let driver = control.property.asDriver()
        let first = SemRecorder<Int>()
        let second = SemRecorder<Int>()
        let a = driver.drive(onNext: first.append)
        control.userSets(2)
        let b = driver.drive(onNext: second.append)
        XCTAssertEqual(control.observerCount, 1, "one subscription to the widget for both")
        XCTAssertEqual(first.values, [1, 2])
        XCTAssertEqual(second.values, [2])
        a.dispose()
        b.dispose()
        XCTAssertEqual(control.observerCount, 0)
    }

    // MARK: ControlEvent: no initial value, never errors, completes on destroy

    func testControlEvent_noInitialValue() {
        let control = SemFakeControl<Int>(5)
        let received = SemRecorder<Int>()
        let subscription = control.event.subscribe(onNext: received.append)
        XCTAssertEqual(received.values, [])
        control.userSets(6)
        XCTAssertEqual(received.values, [6])
        subscription.dispose()
    }

    func testControlEvent_completesOnDestroy() {
        let control = SemFakeControl<Int>(5)
        let log = SemRecorder<String>()
        let subscription = control.event.subscribe(
            onNext: { log.append("\($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }
        )
        control.userSets(1)
        control.destroy()
        control.userSets(2)
        XCTAssertEqual(log.values, ["1", "completed"])
        subscription.dispose()
    }

    func testControlEvent_asSignalAndAsDriver() {
        let control = SemFakeControl<Int>(0)
        let signalValues = SemRecorder<Int>()
        let driverValues = SemRecorder<Int>()
        let a = control.event.asSignal().emit(onNext: signalValues.append)
        let b = control.event.asDriver().drive(onNext: driverValues.append)
        control.userSets(1)
        XCTAssertEqual(signalValues.values, [1])
        XCTAssertEqual(driverValues.values, [1])
        XCTAssertTrue(signalValues.allOnMainThread && driverValues.allOnMainThread)
        a.dispose()
        b.dispose()
    }

    // MARK: Binder: weak target, main thread, no-op after the target is gone

    func testBinder_appliesInlineOnMainThread() {
        let label = FakeLabel()
        label.rxText.onNext("now")
        XCTAssertEqual(label.applied, ["now"], "applied before onNext returns when already on the main thread")
        XCTAssertTrue(label.allOnMainThread)
    }

    func testBinder_valueWrittenOnBackgroundThreadIsAppliedOnMain() {
        let label = FakeLabel()
        let binder = label.rxText
        semOnBackgroundThread {
            for index in 1...20 { binder.onNext("\(index)") }
        }
        XCTAssertEqual(label.applied, [], "nothing is applied off the main thread")
        semDrainMainQueue()
        XCTAssertEqual(label.applied, (1...20).map { "\($0)" }, "applied on main, in order")
        XCTAssertTrue(label.allOnMainThread)
    }

    func testBinder_holdsTargetWeakly() {
        var label: FakeLabel? = FakeLabel()
        weak let weakLabel = label
        let binder = label!.rxText
        label = nil
        XCTAssertNil(weakLabel, "a Binder does not keep its target alive")
        binder.onNext("ignored")
    }

    func testBinder_noOpAfterTargetIsGone() {
        let applied = SemCounter()
        var target: SemToken? = SemToken()
        let binder = Binder<Int>(target!) { _, _ in applied.increment() }
        binder.onNext(1)
        target = nil
        binder.onNext(2)
        XCTAssertEqual(applied.value, 1)
    }

    func testBinder_noOpWhenTargetDiesBeforeQueuedValueRuns() {
        let applied = SemCounter()
        var target: SemToken? = SemToken()
        let binder = Binder<Int>(target!) { _, _ in applied.increment() }
        semOnBackgroundThread { binder.onNext(1) }
        target = nil
        semDrainMainQueue()
        XCTAssertEqual(applied.value, 0, "the queued value finds no target and does nothing")
    }

    func testBinder_errorsAreIgnored() {
        let label = FakeLabel()
        let binder = label.rxText
        binder.on(.error(SemError()))
        binder.on(.completed)
        binder.onNext("still works")
        XCTAssertEqual(label.applied, ["still works"])
    }

    func testBinder_customSchedulerRunsThere() {
        let queue = DispatchQueue(label: "semantics.binder")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let onQueue = SemRecorder<Bool>()
        let values = SemRecorder<Int>()
        let target = SemToken()
        let binder = Binder<Int>(target, scheduler: SerialDispatchQueueScheduler(queue: queue)) { _, value in
            values.append(value)
            onQueue.append(DispatchQueue.getSpecific(key: key) == true)
        }
        for value in 1...10 { binder.onNext(value) }
        queue.sync {}
        XCTAssertEqual(values.values, Array(1...10))
        XCTAssertEqual(onQueue.values, Array(repeating: true, count: 10))
        withExtendedLifetime(target) {}
    }

    func testBinder_drivenByDriver() {
        let label = FakeLabel()
        let relay = BehaviorRelay(value: "a")
        let subscription = relay.asDriver() => label.rxText
        relay.accept("b")
        XCTAssertEqual(label.applied, ["a", "b"])
        subscription.dispose()
    }
}
