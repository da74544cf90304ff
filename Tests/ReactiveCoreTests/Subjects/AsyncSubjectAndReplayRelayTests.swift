import BindingTesting
import Foundation
import ReactiveCore
import XCTest

/// `AsyncSubject` and `ReplayRelay` on recorded timelines (RxSwift's semantics).
final class AsyncSubjectAndReplayRelayTests: XCTestCase {
    // MARK: AsyncSubject

    func testAsyncSubjectSendsTheLastValueOnlyAtCompletion() {
        let scheduler = TestScheduler()
        let subject = AsyncSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(130) { subject.onCompleted() }
        scheduler.scheduleAt(140) { subject.onNext(3) }
        scheduler.scheduleAt(150) { _ = subject.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(130, 2), .completed(130)])
        XCTAssertEqual(late.events, [.next(150, 2), .completed(150)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testAsyncSubjectCompletingWithoutAValueSendsOnlyCompletion() {
        let scheduler = TestScheduler()
        let subject = AsyncSubject<Int>()
        let result = scheduler.start { subject.asObservable() }
        scheduler.scheduleAt(1100) { subject.onCompleted() }
        scheduler.start()
        XCTAssertEqual(result.events, [])
        let late = scheduler.createObserver(Int.self)
        _ = subject.subscribe(late)
        XCTAssertEqual(late.events, [.completed(1100)])
    }

    func testAsyncSubjectFailureDropsTheLastValue() {
        let scheduler = TestScheduler()
        let subject = AsyncSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onError(OpsError.boom) }
        scheduler.scheduleAt(130) { subject.onCompleted() }
        scheduler.scheduleAt(150) { _ = subject.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.error(120, OpsError.boom)])
        XCTAssertEqual(late.events, [.error(150, OpsError.boom)])
    }

    func testAsyncSubjectSubscriberDisposedBeforeCompletionGetsNothing() {
        let scheduler = TestScheduler()
        let subject = AsyncSubject<String>()
        let result = scheduler.start(disposed: 250) { subject.asObservable() }
        scheduler.scheduleAt(1200) {
            subject.onNext("x")
            subject.onCompleted()
        }
        scheduler.start()
        XCTAssertEqual(result.events, [])
    }

    func testAsyncSubjectObserverMaySubscribeAgainFromItsCompletionHandler() {
        let subject = AsyncSubject<Int>()
        let again = OpsRecorder<Int>()
        var first: [Int] = []
        _ = subject.subscribe(onNext: { first.append($0) }, onCompleted: { _ = subject.subscribe(again.observer) })
        subject.onNext(5)
        subject.onCompleted()
        XCTAssertEqual(first, [5])
        XCTAssertEqual(again.events.count, 2)
        XCTAssertEqual(again.values, [5])
        XCTAssertTrue(again.isCompleted)
    }

    func testAsyncSubjectFromManyThreadsDeliversOneEnding() {
        let subject = AsyncSubject<Int>()
        let recorder = OpsRecorder<Int>()
        _ = subject.subscribe(recorder.observer)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for value in 0..<200 { subject.onNext(worker * 1000 + value) }
            if worker == 3 { subject.onCompleted() }
            _ = subject.subscribe(onNext: { _ in }).dispose()
        }
        subject.onCompleted()
        XCTAssertEqual(recorder.events.count, 2, "one value and one completion")
        XCTAssertTrue(recorder.isCompleted)
    }

    // MARK: ReplayRelay

    func testReplayRelayReplaysItsBufferThenMulticasts() {
        let scheduler = TestScheduler()
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { relay.accept(1) }
        scheduler.scheduleAt(110) { relay.accept(2) }
        scheduler.scheduleAt(120) { relay.accept(3) }
        scheduler.scheduleAt(130) { _ = relay.subscribe(first) }
        scheduler.scheduleAt(140) { relay.accept(4) }
        scheduler.scheduleAt(150) { _ = relay.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(130, 2), .next(130, 3), .next(140, 4)])
        XCTAssertEqual(late.events, [.next(150, 3), .next(150, 4)])
    }

    func testUnboundedReplayRelayReplaysEverything() {
        let relay = ReplayRelay<String>.createUnbounded()
        for value in ["a", "b", "c"] { relay.accept(value) }
        let recorder = OpsRecorder<String>()
        let subscription = relay.subscribe(recorder.observer)
        XCTAssertEqual(recorder.values, ["a", "b", "c"])
        subscription.dispose()
        relay.accept("d")
        XCTAssertEqual(recorder.values, ["a", "b", "c"], "nothing after disposal")
    }

    func testReplayRelayAcceptFromManyThreadsKeepsEachThreadsOrder() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        let recorder = OpsRecorder<Int>()
        let allDelivered = expectation(description: "1000 values delivered")
        let subscription = relay.subscribe(onNext: { value in
            recorder.record(.next(value))
            if recorder.values.count == 1000 { allDelivered.fulfill() }
        })
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for value in 0..<250 { relay.accept(worker * 1000 + value) }
        }
        wait(for: [allDelivered], timeout: 30)
        let values = recorder.values
        XCTAssertEqual(values.count, 1000)
        for worker in 0..<4 {
            let own = values.filter { $0 / 1000 == worker }
            XCTAssertEqual(own, own.sorted(), "worker \(worker)'s values in order")
        }
        subscription.dispose()
    }
}
