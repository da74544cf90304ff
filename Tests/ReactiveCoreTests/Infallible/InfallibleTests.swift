import BindingTesting
import ReactiveCore
import XCTest

/// `Infallible` on recorded timelines (RxSwift's semantics).
final class InfallibleTests: XCTestCase {
    func testCreateSendsValuesAndCompletionAndReleasesItsResources() {
        let scheduler = TestScheduler()
        var disposals: [TestTime] = []
        let ticks = Infallible<Int>.create { observer in
            let first = scheduler.scheduleAfter(ticks: 10) { observer(.next(1)) }
            let end = scheduler.scheduleAfter(ticks: 20) { observer(.completed) }
            return Disposables.create {
                first.dispose()
                end.dispose()
                disposals.append(scheduler.clock)
            }
        }
        let result = scheduler.start { ticks }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(disposals, [220])
    }

    func testDisposalBeforeCompletion() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .completed(400)])
        let result = scheduler.start(disposed: 300) { source.asInfallible(onErrorJustReturn: 0).map { $0 * 2 } }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testConversionsReplaceAnError() {
        let scheduler = TestScheduler()
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, OpsError.boom)])
        let justReturn = scheduler.start { failing.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(justReturn.events, [.next(210, 1), .next(220, -1), .completed(220)])

        let second = TestScheduler()
        let failingAgain = second.createHotObservable([.error(220, OpsError.boom)] as [Recorded<Event<Int>>])
        let fallback = second.start { failingAgain.asInfallible(onErrorFallbackTo: .of(7, 8)) }
        XCTAssertEqual(fallback.events, [.next(220, 7), .next(220, 8), .completed(220)])

        let third = TestScheduler()
        let failingOnce = third.createHotObservable([.error(230, OpsError.other)] as [Recorded<Event<Int>>])
        let recovered = third.start {
            failingOnce.asInfallible(onErrorRecover: { error in .just((error as? OpsError) == .other ? 1 : 0) })
        }
        XCTAssertEqual(recovered.events, [.next(230, 1), .completed(230)])
    }

    func testSubscribeForms() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe(
            onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Infallible<Int>.empty().subscribe { event in log.append("\(event)") }
        Infallible<Int>.never().subscribe(onNext: { _ in log.append("never") }).dispose()
        XCTAssertEqual(log, ["1", "2", "completed", "disposed", "completed"])
    }

    func testOperatorsStayInfallible() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3)]).asInfallible(onErrorJustReturn: 0)
        let b = scheduler.createHotObservable([.next(220, 10), .next(240, 10)]).asInfallible(onErrorJustReturn: 0)
        let combined: Infallible<Int> = Infallible.combineLatest(a, b) { $0 + $1 }
            .distinctUntilChanged()
            .scan(0) { $0 + $1 }
            .startWith(-1)
        let result = scheduler.start { combined }
        XCTAssertEqual(result.events, [.next(200, -1), .next(220, 11), .next(230, 24)])
    }

    func testFlatMapLatestDeferredAndRelays() {
        let relay = BehaviorRelay(value: 1)
        var values: [String] = []
        let subscription = relay.asInfallible()
            .flatMapLatest { value in Infallible.deferred { .just("v\(value)") } }
            .subscribe(onNext: { values.append($0) })
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(5)
        let merged = Infallible.merge(publish.asInfallible(), replay.asInfallible()).subscribe(onNext: { values.append("m\($0)") })
        publish.accept(6)
        merged.dispose()
        XCTAssertEqual(values, ["v1", "v2", "m5", "m6"])
    }

    func testValuesAsyncStream() async {
        var collected: [Int] = []
        for await value in Infallible.of(1, 2, 3).values { collected.append(value) }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func testTimeOperatorsOnVirtualTime() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(240, 3)]).asInfallible(onErrorJustReturn: 0)
        let result = scheduler.start { source.debounce(.seconds(5), scheduler: scheduler).delay(.seconds(1), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(218, 2), .next(246, 3)])
    }
}
