import Binding
import BindingTesting
import Dispatch
import Foundation
import XCTest

private final class OutputViewModel: @unchecked Sendable {
    @Bindable var title = "t0"
    @ViewAction var message: (String) -> Void
    @ViewAction.NoParam var close: () -> Void
}

/// Collects two bindings made with `=>` on either side of `&&`; it exists only
/// to show how `=>` groups against `&&` (BindingPrecedence is higher).
private func && (left: Disposable, right: Disposable) -> [Disposable] { [left, right] }

/// Records `.next` values.
private func recording<Value>(_ recorder: SemRecorder<Value>) -> AnyObserver<Value> {
    AnyObserver { event in
        if case .next(let value) = event { recorder.append(value) }
    }
}

/// `=>`: Driver, Signal, Observable and ControlEvent on the left;
/// an observer, an optional-element observer, a relay or a closure on the right.
final class OneWayBindingSemanticsTests: XCTestCase {
    override func tearDown() {
        semDrainMainQueue()
        super.tearDown()
    }

    // MARK: Driver on the left

    func testOneWay_driverToObserver() {
        let model = OutputViewModel()
        let received = SemRecorder<String>()
        let binding = model.$title => recording(received)
        model.title = "t1"
        XCTAssertEqual(received.values, ["t0", "t1"])
        binding.dispose()
    }

    func testOneWay_driverToOptionalElementObserver() {
        let model = OutputViewModel()
        let received = SemRecorder<String?>()
        let binding = model.$title => recording(received)
        model.title = "t1"
        XCTAssertEqual(received.values, ["t0", "t1"])
        binding.dispose()
    }

    func testOneWay_driverToRelays() {
        let model = OutputViewModel()
        let behavior = BehaviorRelay(value: "")
        let publish = PublishRelay<String>()
        let published = SemRecorder<String>()
        let p = publish.subscribe(onNext: published.append)
        let a = model.$title => behavior
        let b = model.$title => publish
        model.title = "t1"
        XCTAssertEqual(behavior.value, "t1")
        XCTAssertEqual(published.values, ["t0", "t1"])
        [a, b, p].forEach { $0.dispose() }
    }

    func testOneWay_driverToClosure() {
        let model = OutputViewModel()
        let received = SemRecorder<String>()
        let binding = model.$title => { received.append($0) }
        model.title = "t1"
        XCTAssertEqual(received.values, ["t0", "t1"])
        XCTAssertTrue(received.allOnMainThread)
        binding.dispose()
        model.title = "t2"
        XCTAssertEqual(received.values, ["t0", "t1"])
    }

    // MARK: Signal on the left

    func testOneWay_signalToObserverOptionalObserverRelaysAndClosure() {
        let model = OutputViewModel()
        let plain = SemRecorder<String>()
        let optional = SemRecorder<String?>()
        let closure = SemRecorder<String>()
        let behavior = BehaviorRelay(value: "")
        let publish = PublishRelay<String>()
        let published = SemRecorder<String>()
        let p = publish.subscribe(onNext: published.append)
        let bindings = [
            model.$message => recording(plain),
            model.$message => recording(optional),
            model.$message => behavior,
            model.$message => publish,
            model.$message => { closure.append($0) },
        ]
        model.message("hello")
        XCTAssertEqual(plain.values, ["hello"])
        XCTAssertEqual(optional.values, ["hello"])
        XCTAssertEqual(closure.values, ["hello"])
        XCTAssertEqual(behavior.value, "hello")
        XCTAssertEqual(published.values, ["hello"])
        bindings.forEach { $0.dispose() }
        p.dispose()
    }

    func testOneWay_noParamSignalToClosure() {
        let model = OutputViewModel()
        let count = SemCounter()
        let binding = model.$close => { count.increment() }
        model.close()
        XCTAssertEqual(count.value, 1)
        binding.dispose()
    }

    // MARK: Observable on the left

    func testOneWay_observableToObserverAndOptionalObserver() {
        let plain = SemRecorder<Int>()
        let optional = SemRecorder<Int?>()
        let a = Observable.of(1, 2) => recording(plain)
        let b = Observable.of(1, 2) => recording(optional)
        XCTAssertEqual(plain.values, [1, 2])
        XCTAssertEqual(optional.values, [1, 2])
        a.dispose()
        b.dispose()
    }

    func testOneWay_observableToRelays() {
        let behavior = BehaviorRelay(value: 0)
        let publish = PublishRelay<Int>()
        let published = SemRecorder<Int>()
        let p = publish.subscribe(onNext: published.append)
        let a = Observable.of(1, 2) => behavior
        let b = Observable.of(3) => publish
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(published.values, [3])
        [a, b, p].forEach { $0.dispose() }
    }

    func testOneWay_observableToClosureRunsOnMainThread() {
        let subject = PublishSubject<Int>()
        let received = SemRecorder<Int>()
        let binding = subject => { received.append($0) }
        semOnBackgroundThread {
            subject.onNext(1)
            subject.onNext(2)
        }
        XCTAssertEqual(received.values, [], "a closure bound with => runs on the main thread, not the producer's")
        semDrainMainQueue()
        XCTAssertEqual(received.values, [1, 2])
        XCTAssertTrue(received.allOnMainThread)
        binding.dispose()
    }

    func testOneWay_relayOnTheLeft() {
        let source = BehaviorRelay(value: 1)
        let target = BehaviorRelay(value: 0)
        let binding = source => target
        source.accept(2)
        XCTAssertEqual(target.value, 2)
        binding.dispose()
    }

    // MARK: ControlEvent on the left

    func testOneWay_controlEventToClosureAndObserver() {
        let button = SemFakeControl<Int>(0)
        let closure = SemRecorder<Int>()
        let observed = SemRecorder<Int>()
        let a = button.event => { closure.append($0) }
        let b = button.event => recording(observed)
        button.userSets(1)
        XCTAssertEqual(closure.values, [1])
        XCTAssertEqual(observed.values, [1])
        a.dispose()
        b.dispose()
    }

    func testOneWay_controlEventToOptionalObserverAndRelays() {
        let button = SemFakeControl<Int>(0)
        let optional = SemRecorder<Int?>()
        let behavior = BehaviorRelay(value: -1)
        let publish = PublishRelay<Int>()
        let published = SemRecorder<Int>()
        let p = publish.subscribe(onNext: published.append)
        let bindings = [
            button.event => recording(optional),
            button.event => behavior,
            button.event => publish,
        ]
        button.userSets(7)
        XCTAssertEqual(optional.values, [7])
        XCTAssertEqual(behavior.value, 7)
        XCTAssertEqual(published.values, [7])
        bindings.forEach { $0.dispose() }
        p.dispose()
        XCTAssertEqual(button.observerCount, 0)
    }

    func testOneWay_controlPropertyToControlProperty() {
        let source = SemFakeControl<String>("s")
        let target = SemFakeControl<String>("t")
        let binding = source.property => target.property
        source.userSets("u")
        XCTAssertEqual(target.programmaticSets, ["s", "u"])
        binding.dispose()
    }

    // MARK: precedence: between && and ??

    func testOneWay_precedence_nilCoalescingOnTheRightBindsFirst() {
        let model = OutputViewModel()
        let received = SemRecorder<String>()
        let maybeHandler: ((String) -> Void)? = nil
        // Parsed as `model.$title => (maybeHandler ?? { … })`.
        let binding = model.$title => maybeHandler ?? { received.append($0) }
        XCTAssertEqual(received.values, ["t0"])
        binding.dispose()
    }

    func testOneWay_precedence_bindsTighterThanLogicalAnd() {
        let model = OutputViewModel()
        let titles = SemRecorder<String>()
        let messages = SemRecorder<String>()
        // Parsed as `(model.$title => …) && (model.$message => …)`.
        let bindings = model.$title => recording(titles) && model.$message => recording(messages)
        XCTAssertEqual(bindings.count, 2)
        model.message("m")
        XCTAssertEqual(titles.values, ["t0"])
        XCTAssertEqual(messages.values, ["m"])
        bindings.forEach { $0.dispose() }
    }

    func testOneWay_precedence_insideBindingBlockWithoutParentheses() {
        final class View: BindingContext {
            let disposeBag = DisposeBag()
        }
        let view = View()
        let model = OutputViewModel()
        let control = SemFakeControl<String?>(nil)
        let nickname = BehaviorRelay(value: "n")
        view.binding {
            nickname <=> control.property ?? ""
            model.$title => { _ in }
        }
        XCTAssertEqual(view.disposeBag.count, 2)
        XCTAssertEqual(control.value, "n")
    }
}
