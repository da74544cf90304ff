import Binding
import BindingTesting
import Dispatch
import Foundation
import XCTest

private final class WrapperModel: @unchecked Sendable {
    @Mutable var name = "a"
    @Bindable var score = 0

    /// The seed's pattern: bind an observable into an output through the wrapper's storage.
    func bindScore(_ source: Observable<Int>) -> Disposable { source.bind(to: _score) }
}

/// Records every event (values and the terminal event) as text.
private func eventLog<Element>(_ log: SemRecorder<String>) -> AnyObserver<Element> {
    AnyObserver { event in
        switch event {
        case .next(let value): log.append("\(value)")
        case .error(let error): log.append("error(\((error as? SemError)?.code ?? -1))")
        case .completed: log.append("completed")
        }
    }
}

/// BehaviorRelay / PublishRelay and the subjects behind them.
final class RelaySubjectSemanticsTests: XCTestCase {
    // MARK: relays never error or complete

    func testRelay_neverErrorsOrCompletes_bindingAFailingSequence() {
        let relay = BehaviorRelay(value: 0)
        let log = SemRecorder<String>()
        let subscription = relay.subscribe(eventLog(log))
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(SemError())
            return Disposables.create()
        }.bind(to: relay)
        let completing = Observable.of(2, 3).bind(to: relay)
        relay.accept(4)
        XCTAssertEqual(log.values, ["0", "1", "2", "3", "4"], "no terminal event reaches the relay's subscribers")
        XCTAssertEqual(relay.value, 4)
        [subscription, failing, completing].forEach { $0.dispose() }
    }

    func testRelay_neverErrorsOrCompletes_publishRelay() {
        let relay = PublishRelay<Int>()
        let log = SemRecorder<String>()
        let subscription = relay.subscribe(eventLog(log))
        let completing = Observable.of(1, 2).bind(to: relay)
        let failing = Observable<Int>.error(SemError()).bind(to: relay)
        relay.accept(3)
        XCTAssertEqual(log.values, ["1", "2", "3"])
        [subscription, completing, failing].forEach { $0.dispose() }
    }

    func testRelay_behaviorRelayReplaysCurrentValue() {
        let relay = BehaviorRelay(value: "x")
        relay.accept("y")
        let log = SemRecorder<String>()
        let subscription = relay.subscribe(eventLog(log))
        XCTAssertEqual(log.values, ["y"])
        XCTAssertEqual(relay.value, "y")
        subscription.dispose()
    }

    func testRelay_publishRelayDoesNotReplay() {
        let relay = PublishRelay<Int>()
        relay.accept(1)
        let log = SemRecorder<String>()
        let subscription = relay.subscribe(eventLog(log))
        relay.accept(2)
        XCTAssertEqual(log.values, ["2"])
        subscription.dispose()
    }

    // MARK: the wrapper's wrappedValue and projection are the same cell

    func testWrapper_wrappedValueAndProjectionAreTheSameCell_mutable() {
        let model = WrapperModel()
        model.name = "b"
        XCTAssertEqual(model.$name.value, "b")
        model.$name.accept("c")
        XCTAssertEqual(model.name, "c")
        let log = SemRecorder<String>()
        let subscription = model.$name.subscribe(onNext: log.append)
        model.name = "d"
        model.$name.accept("e")
        XCTAssertEqual(log.values, ["c", "d", "e"])
        XCTAssertTrue(model.$name === model.$name, "the projection is one relay, not a copy")
        subscription.dispose()
    }

    func testWrapper_wrappedValueAndProjectionAreTheSameCell_bindable() {
        let model = WrapperModel()
        let log = SemRecorder<Int>()
        let subscription = model.$score.drive(onNext: log.append)
        model.score = 5
        XCTAssertEqual(log.values, [0, 5])
        XCTAssertEqual(model.score, 5)
        // Binding into the wrapper's storage writes the same cell.
        let binding = model.bindScore(Observable.of(6, 7))
        XCTAssertEqual(model.score, 7)
        XCTAssertEqual(log.values, [0, 5, 6, 7])
        binding.dispose()
        subscription.dispose()
    }

    // MARK: subjects: terminal semantics and replay

    func testPublishSubject_terminalSemantics() {
        let subject = PublishSubject<Int>()
        let early = SemRecorder<String>()
        let a = subject.subscribe(eventLog(early))
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        subject.onError(SemError())
        XCTAssertEqual(early.values, ["1", "completed"], "nothing after the first terminal event")
        let late = SemRecorder<String>()
        let b = subject.subscribe(eventLog(late))
        XCTAssertEqual(late.values, ["completed"], "a late subscriber gets the terminal event at once")
        XCTAssertFalse(subject.hasObservers)
        a.dispose()
        b.dispose()
    }

    func testPublishSubject_errorIsReplayedToLateSubscribers() {
        let subject = PublishSubject<Int>()
        subject.onError(SemError(3))
        let late = SemRecorder<String>()
        let subscription = subject.subscribe(eventLog(late))
        XCTAssertEqual(late.values, ["error(3)"])
        subscription.dispose()
    }

    func testBehaviorSubject_replaysLatestThenMulticasts() throws {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(2)
        let log = SemRecorder<String>()
        let subscription = subject.subscribe(eventLog(log))
        subject.onNext(3)
        XCTAssertEqual(log.values, ["2", "3"])
        XCTAssertEqual(try subject.value(), 3)
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testBehaviorSubject_afterCompletionLateSubscriberGetsOnlyCompleted() throws {
        // RxSwift: a BehaviorSubject that has stopped sends only the stop event.
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        let log = SemRecorder<String>()
        let subscription = subject.subscribe(eventLog(log))
        XCTAssertEqual(log.values, ["completed"])
        XCTAssertEqual(try subject.value(), 1, "the last value stays readable after completion")
        subscription.dispose()
    }

    func testBehaviorSubject_afterErrorValueThrowsAndLateSubscriberGetsError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(SemError(9))
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? SemError, SemError(9)) }
        let log = SemRecorder<String>()
        let subscription = subject.subscribe(eventLog(log))
        XCTAssertEqual(log.values, ["error(9)"])
        subscription.dispose()
    }

    func testReplaySubject_replaysBufferThenTerminal() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for value in 1...4 { subject.onNext(value) }
        let log = SemRecorder<String>()
        let a = subject.subscribe(eventLog(log))
        XCTAssertEqual(log.values, ["3", "4"])
        subject.onCompleted()
        let late = SemRecorder<String>()
        let b = subject.subscribe(eventLog(late))
        XCTAssertEqual(late.values, ["3", "4", "completed"], "a ReplaySubject replays its buffer even after completing")
        a.dispose()
        b.dispose()
    }

    func testReplaySubject_bufferSizeOneAndUnbounded() {
        let one = ReplaySubject<Int>.create(bufferSize: 1)
        let all = ReplaySubject<Int>.createUnbounded()
        for value in 1...5 {
            one.onNext(value)
            all.onNext(value)
        }
        one.onCompleted()
        let logOne = SemRecorder<String>()
        let logAll = SemRecorder<String>()
        let a = one.subscribe(eventLog(logOne))
        let b = all.subscribe(eventLog(logAll))
        XCTAssertEqual(logOne.values, ["5", "completed"])
        XCTAssertEqual(logAll.values, ["1", "2", "3", "4", "5"])
        a.dispose()
        b.dispose()
    }

    func testSubject_asObserverFeedsTheSubject() {
        let subject = PublishSubject<Int>()
        let log = SemRecorder<String>()
        let subscription = subject.subscribe(eventLog(log))
        let feeding = Observable.of(1, 2).subscribe(subject.asObserver())
        XCTAssertEqual(log.values, ["1", "2", "completed"])
        feeding.dispose()
        subscription.dispose()
    }

    // MARK: ordering: all observers see the same order

    func testRelay_ordering_allObserversSeeTheSameOrder() {
        let relay = BehaviorRelay(value: 0)
        let logs = (0..<5).map { _ in SemRecorder<Int>() }
        let subscriptions = logs.map { log in relay.subscribe(onNext: log.append) }
        for value in 1...50 { relay.accept(value) }
        for log in logs { XCTAssertEqual(log.values, Array(0...50)) }
        subscriptions.forEach { $0.dispose() }
    }

    // MARK: re-entrant accept inside a subscriber (deferred; stored value updated at once)

    func testRelay_reentrantAccept_isDeferredUntilCurrentDeliveryEnds() {
        let relay = BehaviorRelay(value: 0)
        let order = SemRecorder<String>()
        let valueSeenInside = SemRecorder<Int>()
        let a = relay.skip(1).subscribe(onNext: { value in
            order.append("A\(value)")
            if value == 1 {
                relay.accept(2)
                valueSeenInside.append(relay.value)
                order.append("A-after-accept")
            }
        })
        let b = relay.skip(1).subscribe(onNext: { value in order.append("B\(value)") })
        relay.accept(1)
        XCTAssertEqual(order.values, ["A1", "A-after-accept", "B1", "A2", "B2"],
                       "the nested value is delivered to everyone after the current value reached everyone")
        XCTAssertEqual(valueSeenInside.values, [2], "the stored value is updated at once")
        XCTAssertEqual(relay.value, 2)
        a.dispose()
        b.dispose()
    }

    func testRelay_reentrantAccept_chainOfNestedAcceptsKeepsOrder() {
        let relay = BehaviorRelay(value: 0)
        let log = SemRecorder<Int>()
        let a = relay.subscribe(onNext: { value in
            log.append(value)
            if value < 5 { relay.accept(value + 1) }
        })
        XCTAssertEqual(log.values, [0, 1, 2, 3, 4, 5], "each nested accept arrives after the previous delivery, no recursion")
        XCTAssertEqual(relay.value, 5)
        a.dispose()
    }

    func testRelay_reentrantAccept_everyObserverSeesTheFinalValueLast() {
        let relay = BehaviorRelay(value: "")
        let first = SemRecorder<String>()
        let second = SemRecorder<String>()
        // The first observer normalises input by writing back a trimmed value.
        let a = relay.subscribe(onNext: { value in
            first.append(value)
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            if trimmed != value { relay.accept(trimmed) }
        })
        let b = relay.subscribe(onNext: second.append)
        relay.accept("  hi ")
        XCTAssertEqual(first.values, ["", "  hi ", "hi"])
        XCTAssertEqual(second.values, ["", "  hi ", "hi"], "the other observer never sees values out of order")
        XCTAssertEqual(relay.value, "hi")
        a.dispose()
        b.dispose()
    }

    func testPublishRelay_reentrantAccept_isDeferred() {
        let relay = PublishRelay<Int>()
        let order = SemRecorder<String>()
        let a = relay.subscribe(onNext: { value in
            order.append("A\(value)")
            if value == 1 { relay.accept(2) }
        })
        let b = relay.subscribe(onNext: { order.append("B\($0)") })
        relay.accept(1)
        XCTAssertEqual(order.values, ["A1", "B1", "A2", "B2"])
        a.dispose()
        b.dispose()
    }

    func testRelay_reentrantSubscribe_newSubscriberGetsCurrentValueBeforeLaterValues() {
        let relay = BehaviorRelay(value: 0)
        let late = SemRecorder<Int>()
        var inner: Disposable?
        let outer = relay.skip(1).subscribe(onNext: { value in
            if value == 1, inner == nil {
                inner = relay.subscribe(onNext: late.append)
            }
        })
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(late.values, [1, 2])
        outer.dispose()
        inner?.dispose()
    }

    // MARK: disposal during emission

    func testRelay_disposalDuringEmission_observerDisposesItself() {
        let relay = BehaviorRelay(value: 0)
        let selfDisposing = SemRecorder<Int>()
        let other = SemRecorder<Int>()
        var subscription: Disposable?
        subscription = relay.skip(1).subscribe(onNext: { value in
            selfDisposing.append(value)
            if value == 2 { subscription?.dispose() }
        })
        let b = relay.skip(1).subscribe(onNext: other.append)
        for value in 1...4 { relay.accept(value) }
        XCTAssertEqual(selfDisposing.values, [1, 2], "nothing after disposing itself")
        XCTAssertEqual(other.values, [1, 2, 3, 4], "the others are not affected")
        b.dispose()
    }

    func testRelay_disposalDuringEmission_observerDisposesALaterObserver() {
        let relay = PublishRelay<Int>()
        let second = SemRecorder<Int>()
        let third = SemRecorder<Int>()
        var victim: Disposable?
        let a = relay.subscribe(onNext: { value in
            if value == 2 { victim?.dispose() }
        })
        victim = relay.subscribe(onNext: second.append)
        let c = relay.subscribe(onNext: third.append)
        for value in 1...3 { relay.accept(value) }
        XCTAssertEqual(second.values, [1], "an observer disposed during a delivery does not receive that value")
        XCTAssertEqual(third.values, [1, 2, 3])
        a.dispose()
        c.dispose()
    }

    func testRelay_disposalDuringEmission_observerDisposesAnEarlierObserver() {
        let relay = PublishRelay<Int>()
        let first = SemRecorder<Int>()
        var victim: Disposable?
        victim = relay.subscribe(onNext: first.append)
        let b = relay.subscribe(onNext: { value in
            if value == 2 { victim?.dispose() }
        })
        for value in 1...3 { relay.accept(value) }
        XCTAssertEqual(first.values, [1, 2])
        b.dispose()
    }

    func testRelay_disposalDuringEmission_bagDisposedFromInsideDelivery() {
        let relay = BehaviorRelay(value: 0)
        var bag: DisposeBag? = DisposeBag()
        let log = SemRecorder<Int>()
        relay.skip(1).subscribe(onNext: { value in
            log.append(value)
            if value == 1 { bag = nil }
        }).disposed(by: bag!)
        relay.skip(1).subscribe(onNext: { log.append($0 * 10) }).disposed(by: bag!)
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(log.values, [1], "the bag went away during the delivery of 1: nothing more arrives")
        XCTAssertNil(bag)
    }
}
