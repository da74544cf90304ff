import BindingTesting
import ReactiveCore
import XCTest

final class BufferSampleTests: XCTestCase {
    func testBufferSendsWhenFullAndRestartsThePeriod() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(211, 2), .next(212, 3), .next(213, 4), .next(280, 5), .completed(350),
        ])
        let result = scheduler.start { source.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(212, [1, 2, 3]), .next(312, [4, 5]), .next(350, []), .completed(350)])
    }

    func testBufferSendsEveryTimeSpanEvenWhenEmpty() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(215, 1), .next(216, 2), .completed(265)])
        let result = scheduler.start { source.buffer(timeSpan: .seconds(20), count: 10, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, [1, 2]), .next(240, []), .next(260, []), .next(265, []), .completed(265)])
    }

    func testBufferErrorDropsTheCollectedValues() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(215, 1), .error(218, TimeTestError.boom)])
        let result = scheduler.start { source.buffer(timeSpan: .seconds(20), count: 10, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.error(218, TimeTestError.boom)])
    }

    func testBufferDisposalCancelsItsTimer() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(5, 1)])
        let result = scheduler.start(disposed: 230) { cold.buffer(timeSpan: .seconds(20), count: 10, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, [1])])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(scheduler.clock, 230)
    }

    func testSampleSendsTheLatestNewValueAtEachTick() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(250, 3), .completed(300)])
        let sampler = scheduler.createHotObservable([
            .next(215, ()), .next(225, ()), .next(235, ()), .next(260, ()), .next(320, ()),
        ])
        let result = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(result.events, [.next(215, 2), .next(260, 3), .completed(320)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 320)])
    }

    func testSampleSendsTheDefaultWhenNothingNewArrived() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1)])
        let sampler = scheduler.createHotObservable([.next(215, "tick"), .next(225, "tick")])
        let result = scheduler.start { source.sample(sampler, defaultValue: 0) }
        XCTAssertEqual(result.events, [.next(215, 1), .next(225, 0)])
    }

    func testSampleFailsWhenTheSamplerFails() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1)])
        let sampler = scheduler.createHotObservable([.error(215, TimeTestError.boom, Int.self)])
        let result = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(result.events, [.error(215, TimeTestError.boom)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
    }

    func testSamplerCompletionTakesALastSample() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(212)])
        let sampler = scheduler.createHotObservable([.completed(220, Int.self)])
        let result = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(result.events, [.next(220, 1), .completed(220)])
    }
}
