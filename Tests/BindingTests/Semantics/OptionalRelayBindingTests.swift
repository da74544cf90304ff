import Binding
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

/// The `bind(to:)`, `drive(_:)` and `emit(to:)` counterparts of `=>` accept
/// optional-element relays, as RxCocoa's do.
final class OptionalRelayBindingTests: XCTestCase {
    override func tearDown() {
        semDrainMainQueue()
        super.tearDown()
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
