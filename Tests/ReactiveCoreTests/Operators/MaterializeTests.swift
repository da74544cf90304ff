import BindingTesting
import ReactiveCore
import XCTest

final class MaterializeTests: XCTestCase {
    // MARK: materialize

    func testMaterializeTurnsEventsIntoValues() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(250, 3), .completed(300)])
        let result = scheduler.start { input.materialize() }
        XCTAssertEqual(result.events, [
            .next(210, Event.next(2)), .next(250, Event.next(3)), .next(300, Event<Int>.completed), .completed(300),
        ])
        XCTAssertEqual(input.subscriptions, [Subscription(200, 300)])
    }

    func testMaterializeTurnsAnErrorIntoALastValueAndNeverFails() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, 2), .error(250, OpsError.boom)])
        let result = scheduler.start { input.materialize() }
        XCTAssertEqual(result.events, [.next(210, Event.next(2)), .next(250, Event<Int>.error(OpsError.boom)), .completed(250)])
    }

    func testMaterializeDisposal() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, 2), .next(500, 3)])
        let result = scheduler.start(disposed: 400) { input.materialize() }
        XCTAssertEqual(result.events, [.next(210, Event.next(2))])
        XCTAssertEqual(input.subscriptions, [Subscription(200, 400)])
    }

    // MARK: dematerialize

    func testDematerializePlaysBackAndStopsAtTheFirstCarriedTerminal() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([
            .next(210, Event.next(1)), .next(220, Event.next(2)), .next(230, Event<Int>.error(OpsError.boom)),
            .next(240, Event.next(3)), .completed(300),
        ])
        let result = scheduler.start { input.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .error(230, OpsError.boom)])
        XCTAssertEqual(input.subscriptions, [Subscription(200, 230)])
    }

    func testDematerializeUndoesMaterialize() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let result = scheduler.start { input.materialize().dematerialize() }
        XCTAssertEqual(result.events, [.next(210, "a"), .next(220, "b"), .completed(230)])

        let failing = scheduler.createHotObservable([.next(1410, "a"), .error(1420, OpsError.other)])
        let failed = scheduler.start(created: 1300, subscribed: 1400, disposed: 1500) { failing.materialize().dematerialize() }
        XCTAssertEqual(failed.events, [.next(1410, "a"), .error(1420, OpsError.other)])
    }

    func testDematerializePassesTheSourcesOwnTerminalEvents() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, Event.next(1)), .error(220, OpsError.boom, Event<Int>.self)])
        let result = scheduler.start { input.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OpsError.boom)])
    }

    // MARK: enumerated

    func testEnumeratedNumbersTheValuesOfEachSubscription() {
        let scheduler = TestScheduler()
        let input = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .next(30, "c"), .completed(40)])
        let enumerated = input.enumerated().map { "\($0.index)\($0.element)" }
        let result = scheduler.start { enumerated }
        XCTAssertEqual(result.events, [.next(210, "0a"), .next(220, "1b"), .next(230, "2c"), .completed(240)])
        let again = scheduler.start(created: 1300, subscribed: 1400, disposed: 1425) { enumerated }
        XCTAssertEqual(again.events, [.next(1410, "0a"), .next(1420, "1b")])
        XCTAssertEqual(input.subscriptions, [Subscription(200, 240), Subscription(1400, 1425)])
    }

    func testEnumeratedPassesErrors() {
        let scheduler = TestScheduler()
        let input = scheduler.createHotObservable([.next(210, "a"), .error(220, OpsError.boom)])
        let result = scheduler.start { input.enumerated().map(\.index) }
        XCTAssertEqual(result.events, [.next(210, 0), .error(220, OpsError.boom)])
    }
}
