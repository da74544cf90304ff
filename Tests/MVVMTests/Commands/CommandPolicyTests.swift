import BindingTesting
import MVVM
import ReactiveCore
import XCTest

/// Execution policies and cancellation of observable work, on virtual time.
/// Each execution of `input` takes 10 ticks and produces `input * 10`.
final class CommandPolicyTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var subscriptions: [Disposable] = []

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        subscriptions.forEach { $0.dispose() }
        subscriptions = []
        super.tearDown()
    }

    private func makeCommand(_ policy: CommandExecutionPolicy) -> (Command<Int, Int>, TestableObserver<Int>, TestableObserver<Bool>, TestableObserver<Bool>) {
        let command = Command<Int, Int>.observable(policy: policy) { [scheduler] input in
            Observable.just(input * 10).delay(.seconds(10), scheduler: scheduler!)
        }
        let values = scheduler.createObserver(Int.self)
        let busy = scheduler.createObserver(Bool.self)
        let can = scheduler.createObserver(Bool.self)
        subscriptions.append(command.values.emit(to: values))
        subscriptions.append(command.isExecuting.drive(busy))
        subscriptions.append(command.canExecute.drive(can))
        return (command, values, busy, can)
    }

    func testRefuseWhileExecuting_refusesTheSecond_andDisablesWhileRunning() {
        let (command, values, busy, can) = makeCommand(.refuseWhileExecuting)
        let second = scheduler.createObserver(Int.self)
        _ = scheduler.scheduleAt(100) { command.trigger(1) }
        _ = scheduler.scheduleAt(105) { _ = command.execute(2).subscribe(second) }
        _ = scheduler.scheduleAt(120) { command.trigger(3) }
        scheduler.start()
        XCTAssertEqual(values.events, [.next(110, 10), .next(130, 30)])
        XCTAssertEqual(second.events, [.error(105, CommandError.alreadyExecuting)])
        XCTAssertEqual(busy.events, [.next(0, false), .next(100, true), .next(110, false), .next(120, true), .next(130, false)])
        XCTAssertEqual(can.events, [.next(0, true), .next(100, false), .next(110, true), .next(120, false), .next(130, true)])
    }

    func testSwitchToLatest_cancelsTheRunningExecution_andKeepsEnabled() {
        let (command, values, busy, can) = makeCommand(.switchToLatest)
        let first = scheduler.createObserver(Int.self)
        _ = scheduler.scheduleAt(100) { _ = command.execute(1).subscribe(first) }
        _ = scheduler.scheduleAt(105) { command.trigger(2) }
        scheduler.start()
        XCTAssertEqual(values.events, [.next(115, 20)])
        XCTAssertEqual(first.events, [.completed(105)], "the replaced execution ends without a value")
        XCTAssertEqual(busy.events, [.next(0, false), .next(100, true), .next(115, false)], "no gap at the switch")
        XCTAssertEqual(can.events, [.next(0, true)])
    }

    func testQueue_runsExecutionsOneAfterAnother_inOrder() {
        let (command, values, busy, _) = makeCommand(.queue)
        _ = scheduler.scheduleAt(100) {
            command.trigger(1)
            command.trigger(2)
            command.trigger(3)
        }
        scheduler.start()
        XCTAssertEqual(values.events, [.next(110, 10), .next(120, 20), .next(130, 30)])
        XCTAssertEqual(busy.events, [.next(0, false), .next(100, true), .next(130, false)])
    }

    func testQueue_anExecutionWhoseTurnComesWhenDisabled_isRefused() {
        let condition = BehaviorRelay(value: true)
        let command = Command<Int, Int>.observable(enabledIf: condition.asObservable(), policy: .queue) { [scheduler] input in
            Observable.just(input).delay(.seconds(10), scheduler: scheduler!)
        }
        let queued = scheduler.createObserver(Int.self)
        _ = scheduler.scheduleAt(100) {
            command.trigger(1)
            _ = command.execute(2).subscribe(queued)
        }
        _ = scheduler.scheduleAt(105) { condition.accept(false) }
        scheduler.start()
        XCTAssertEqual(queued.events, [.error(110, CommandError.disabled)])
    }

    func testCancel_disposesTheWork_endsTheExecution_andDropsTheQueue() {
        let (command, values, busy, _) = makeCommand(.queue)
        var workSubscribed = 0
        var workDisposed = 0
        let tracked = Command<Int, Int>.observable(policy: .queue) { [scheduler] input in
            Observable.just(input).delay(.seconds(10), scheduler: scheduler!)
                .do(onSubscribe: { workSubscribed += 1 }, onDispose: { workDisposed += 1 })
        }
        let dropped = scheduler.createObserver(Int.self)
        _ = scheduler.scheduleAt(100) {
            command.trigger(1)
            _ = command.execute(2).subscribe(dropped)
            tracked.trigger(1)
        }
        _ = scheduler.scheduleAt(104) {
            command.cancel()
            tracked.cancel()
        }
        scheduler.start()
        XCTAssertEqual(values.events, [])
        XCTAssertEqual(dropped.events, [.completed(104)])
        XCTAssertEqual(busy.events, [.next(0, false), .next(100, true), .next(104, false)])
        XCTAssertEqual(workSubscribed, 1)
        XCTAssertEqual(workDisposed, 1)
        XCTAssertFalse(tracked.isExecutingNow)
    }

    func testCancelOnDispose_cancelsWhenTheOwnerGoesAway() {
        let (command, values, busy, _) = makeCommand(.refuseWhileExecuting)
        let bag = CompositeDisposable()
        _ = bag.insert(command.cancelOnDispose())
        _ = scheduler.scheduleAt(100) { command.trigger(1) }
        _ = scheduler.scheduleAt(103) { bag.dispose() }
        scheduler.start()
        XCTAssertEqual(values.events, [])
        XCTAssertEqual(busy.events, [.next(0, false), .next(100, true), .next(103, false)])
    }

    func testObservableWork_withSeveralValues_sendsEach_andTheResultReplaysThem() {
        let command = Command<Void, Int>.observable { [scheduler] in
            scheduler!.createColdObservable(.next(5, 1), .next(6, 2), .completed(7)).asObservable()
        }
        let values = scheduler.createObserver(Int.self)
        subscriptions.append(command.values.emit(to: values))
        var result: Observable<Int>?
        _ = scheduler.scheduleAt(100) { result = command.execute() }
        scheduler.start()
        let late = scheduler.createObserver(Int.self)
        _ = result?.subscribe(late)
        XCTAssertEqual(values.events, [.next(105, 1), .next(106, 2)])
        XCTAssertEqual(late.events.map(\.value.element), [1, 2, nil], "replayed to a late subscriber")
    }

    func testObservableWork_error_goesToErrors_andTheCommandKeepsWorking() {
        let spy = UnhandledErrorSpy()
        defer { spy.restore() }
        let command = Command<Int, Int>.observable { [scheduler] input in
            input < 0
                ? scheduler!.createColdObservable(.error(3, CommandTestError(code: input))).asObservable()
                : Observable.just(input)
        }
        let errors = CommandRecorder<Int>()
        subscriptions.append(command.errors.emit(onNext: { errors.append(($0 as? CommandTestError)?.code ?? 0) }))
        let values = scheduler.createObserver(Int.self)
        subscriptions.append(command.values.emit(to: values))
        _ = scheduler.scheduleAt(100) { command.trigger(-7) }
        _ = scheduler.scheduleAt(110) { command.trigger(4) }
        scheduler.start()
        XCTAssertEqual(errors.values, [-7])
        XCTAssertEqual(values.events, [.next(110, 4)])
        XCTAssertTrue(spy.reports.values.isEmpty, "an observed error is not unhandled")
    }
}
