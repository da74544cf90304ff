import Binding
import BindingTesting
import XCTest

private final class ScoreViewModel: @unchecked Sendable {
    @Bindable var score = 1
    @ViewAction var scored: (Int) -> Void
    @Mutable var bonus = 10
}

/// Records `.next` values.
private func recording<Value>(_ recorder: SemRecorder<Value>) -> AnyObserver<Value> {
    AnyObserver { event in
        if case .next(let value) = event { recorder.append(value) }
    }
}

/// A publish relay and what it has sent since creation.
private struct WatchedPublishRelay<Element>: @unchecked Sendable {
    let relay = PublishRelay<Element>()
    let received = SemRecorder<Element>()
    let subscription: Disposable

    init() {
        let received = received
        subscription = relay.subscribe(onNext: { received.append($0) })
    }
}

/// The README: `=>` takes "an observer with an optional
/// or non-optional element" on the right, relays included: every left-hand
/// kind binds into `BehaviorRelay<T?>`, `PublishRelay<T?>` and an
/// optional-element observer, each value wrapped as `.some`; the
/// `bind(to:)`, `drive(_:)` and `emit(to:)` counterparts accept optional relays
/// as RxCocoa's do.
final class OptionalRelayBindingTests: XCTestCase {
    override func tearDown() {
        semDrainMainQueue()
        super.tearDown()
    }

    // MARK: Every left-hand kind into optional relays and observers

    func testDriverIntoOptionalRelaysAndObserver() {
        let model = ScoreViewModel()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let publish = WatchedPublishRelay<Int?>()
        let observed = SemRecorder<Int?>()
        let bindings = [
            model.$score => behavior,
            model.$score => publish.relay,
            model.$score => recording(observed),
        ]
        XCTAssertEqual(behavior.value, 1, "the Driver's current value, wrapped")
        model.score = 2
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(publish.received.values, [1, 2])
        XCTAssertEqual(observed.values, [1, 2])
        bindings.forEach { $0.dispose() }
        model.score = 3
        XCTAssertEqual(behavior.value, 2, "disposed")
        publish.subscription.dispose()
    }

    func testSignalIntoOptionalRelaysAndObserver() {
        let model = ScoreViewModel()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let publish = WatchedPublishRelay<Int?>()
        let observed = SemRecorder<Int?>()
        let bindings = [
            model.$scored => behavior,
            model.$scored => publish.relay,
            model.$scored => recording(observed),
        ]
        XCTAssertNil(behavior.value, "a Signal replays nothing")
        model.scored(5)
        XCTAssertEqual(behavior.value, 5)
        XCTAssertEqual(publish.received.values, [5])
        XCTAssertEqual(observed.values, [5])
        bindings.forEach { $0.dispose() }
        publish.subscription.dispose()
    }

    func testObservableIntoOptionalRelaysAndObserver() {
        let behavior = BehaviorRelay<Int?>(value: nil)
        let publish = WatchedPublishRelay<Int?>()
        let observed = SemRecorder<Int?>()
        let bindings = [
            Observable<Int>.of(1, 2) => behavior,
            Observable<Int>.of(3, 4) => publish.relay,
            Observable<Int>.of(5, 6) => recording(observed),
        ]
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(publish.received.values, [3, 4])
        XCTAssertEqual(observed.values, [5, 6])
        bindings.forEach { $0.dispose() }
        publish.subscription.dispose()
    }

    func testRelaysOnTheLeftIntoOptionalRelaysAndObserver() {
        let model = ScoreViewModel()
        let source = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let publish = WatchedPublishRelay<Int?>()
        let observed = SemRecorder<Int?>()
        let fromPublish = BehaviorRelay<Int?>(value: nil)
        let bindings = [
            model.$bonus => behavior,
            model.$bonus => publish.relay,
            model.$bonus => recording(observed),
            source => fromPublish,
        ]
        XCTAssertEqual(behavior.value, 10, "a BehaviorRelay replays its value")
        model.bonus = 11
        source.accept(7)
        XCTAssertEqual(behavior.value, 11)
        XCTAssertEqual(publish.received.values, [10, 11])
        XCTAssertEqual(observed.values, [10, 11])
        XCTAssertEqual(fromPublish.value, 7)
        bindings.forEach { $0.dispose() }
        publish.subscription.dispose()
    }

    func testControlEventAndPropertyIntoOptionalRelaysAndObserver() {
        let control = SemFakeControl<Int>(0)
        let behavior = BehaviorRelay<Int?>(value: nil)
        let publish = WatchedPublishRelay<Int?>()
        let observed = SemRecorder<Int?>()
        let fromProperty = BehaviorRelay<Int?>(value: nil)
        let bindings = [
            control.event => behavior,
            control.event => publish.relay,
            control.event => recording(observed),
            control.property => fromProperty,
        ]
        XCTAssertNil(behavior.value, "a ControlEvent has no initial value")
        XCTAssertEqual(fromProperty.value, 0, "a ControlProperty starts with its value")
        control.userSets(8)
        XCTAssertEqual(behavior.value, 8)
        XCTAssertEqual(publish.received.values, [8])
        XCTAssertEqual(observed.values, [8])
        XCTAssertEqual(fromProperty.value, 8)
        bindings.forEach { $0.dispose() }
        publish.subscription.dispose()
        XCTAssertEqual(control.observerCount, 0)
    }

    func testInsideABindingBlock() {
        final class View: BindingContext {
            let disposeBag = DisposeBag()
        }
        let view = View()
        let model = ScoreViewModel()
        let control = SemFakeControl<Int>(0)
        let fromDriver = BehaviorRelay<Int?>(value: nil)
        let fromSignal = PublishRelay<Int?>()
        let fromObservable = BehaviorRelay<Int?>(value: nil)
        let fromRelay = BehaviorRelay<Int?>(value: nil)
        let fromEvent = PublishRelay<Int?>()
        let signalled = SemRecorder<Int?>()
        let events = SemRecorder<Int?>()
        let observed = SemRecorder<Int?>()
        let watching = Disposables.create(
            fromSignal.subscribe(onNext: { signalled.append($0) }),
            fromEvent.subscribe(onNext: { events.append($0) })
        )
        view.binding {
            model.$score => fromDriver
            model.$scored => fromSignal
            Observable<Int>.just(4) => fromObservable
            model.$bonus => fromRelay
            control.event => fromEvent
            model.$score => recording(observed)
            model.$score => { _ in }
        }
        XCTAssertEqual(view.disposeBag.count, 7)
        model.score = 2
        model.scored(3)
        model.bonus = 12
        control.userSets(9)
        XCTAssertEqual(fromDriver.value, 2)
        XCTAssertEqual(signalled.values, [3])
        XCTAssertEqual(fromObservable.value, 4)
        XCTAssertEqual(fromRelay.value, 12)
        XCTAssertEqual(events.values, [9])
        XCTAssertEqual(observed.values, [1, 2])
        watching.dispose()
    }

    // MARK: Overload resolution

    /// Optional into optional is the same-type binding: `nil` goes through
    /// as `nil` (a wrapping overload would not even apply).
    func testSameOptionalTypeOnBothSidesPassesNil() {
        let source = BehaviorRelay<Int?>(value: 1)
        let target = BehaviorRelay<Int?>(value: 0)
        let publish = WatchedPublishRelay<Int?>()
        let driven = BehaviorRelay<Int?>(value: 0)
        let signalled = WatchedPublishRelay<Int?>()
        let optionalSignal = PublishRelay<Int?>()
        let bindings = [
            source => target,
            source => publish.relay,
            source.asDriver() => driven,
            optionalSignal.asSignal() => signalled.relay,
        ]
        source.accept(nil)
        optionalSignal.accept(nil)
        XCTAssertNil(target.value)
        XCTAssertNil(driven.value)
        XCTAssertEqual(publish.received.values, [1, nil])
        XCTAssertEqual(signalled.received.values, [nil])
        bindings.forEach { $0.dispose() }
        publish.subscription.dispose()
        signalled.subscription.dispose()
    }

    func testLiteralsAndClosuresStillResolve() {
        let target = BehaviorRelay<Int?>(value: 0)
        let publish = WatchedPublishRelay<Int?>()
        let wrapped = SemRecorder<Int?>()
        let plain = SemRecorder<Int>()
        let bindings = [
            Observable.of(1, nil) => target,
            Observable.just(nil) => publish.relay,
            Observable.just(5) => publish.relay,
            Driver.just(6) => { plain.append($0) },
            Driver.just(7) => { (value: Int?) in wrapped.append(value) },
            Observable.of(8) => { plain.append($0) },
        ]
        semDrainMainQueue()
        XCTAssertNil(target.value)
        XCTAssertEqual(publish.received.values, [nil, 5])
        XCTAssertEqual(plain.values, [6, 8])
        XCTAssertEqual(wrapped.values, [7])
        bindings.forEach { $0.dispose() }
        publish.subscription.dispose()
    }

    // MARK: bind(to:), drive(_:) and emit(to:)

    func testBindDriveAndEmitAcceptOptionalRelays() {
        let model = ScoreViewModel()
        let bound = BehaviorRelay<Int?>(value: nil)
        let boundPublish = WatchedPublishRelay<Int?>()
        let driven = BehaviorRelay<Int?>(value: nil)
        let emitted = BehaviorRelay<Int?>(value: nil)
        let emittedPublish = WatchedPublishRelay<Int?>()
        let bindings = [
            Observable<Int>.of(1, 2).bind(to: bound),
            Observable<Int>.of(3).bind(to: boundPublish.relay),
            model.$score.drive(driven),
            model.$scored.emit(to: emitted),
            model.$scored.emit(to: emittedPublish.relay),
        ]
        model.scored(4)
        XCTAssertEqual(bound.value, 2)
        XCTAssertEqual(boundPublish.received.values, [3])
        XCTAssertEqual(driven.value, 1)
        XCTAssertEqual(emitted.value, 4)
        XCTAssertEqual(emittedPublish.received.values, [4])
        bindings.forEach { $0.dispose() }
        boundPublish.subscription.dispose()
        emittedPublish.subscription.dispose()
    }
}
