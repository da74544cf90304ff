import BindingTesting
import Foundation
import ReactiveCore
import XCTest

/// An async sequence of 0, 1, 2, … that never ends by itself; it counts the
/// elements asked for and records when its iterator is released (the
/// iterating task ended).
private final class EndlessNumbers: AsyncSequence, @unchecked Sendable {
    typealias Element = Int
    let ended: XCTestExpectation
    let requested = OpsCounter()

    init(ended: XCTestExpectation) { self.ended = ended }

    final class AsyncIterator: AsyncIteratorProtocol {
        let owner: EndlessNumbers
        var next = 0

        init(owner: EndlessNumbers) { self.owner = owner }

        deinit { owner.ended.fulfill() }

        func next() async throws -> Int? {
            owner.requested.increment()
            try await Task.sleep(nanoseconds: 1_000_000)
            defer { next += 1 }
            return next
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(owner: self) }
}

/// An async sequence that sends `values` and then throws `error`.
private struct FailingSequence: AsyncSequence, Sendable {
    typealias Element = Int
    let values: [Int]
    let error: OpsError

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: [Int]
        let error: OpsError

        mutating func next() async throws -> Int? {
            if remaining.isEmpty { throw error }
            return remaining.removeFirst()
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: values, error: error) }
}

final class AsyncBridgesTests: XCTestCase {
    // MARK: Observable from an AsyncSequence

    func testObservableFromAsyncStreamSendsItsElementsThenCompletes() {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let done = expectation(description: "completed")
        let recorder = OpsRecorder<Int>()
        let subscription = Observable.from(stream).subscribe(AnyObserver { event in
            recorder.record(event)
            if event.isStopEvent { done.fulfill() }
        })
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
        subscription.dispose()
    }

    func testInitializerAndAsObservableForms() {
        let done = expectation(description: "both completed")
        done.expectedFulfillmentCount = 2
        let first = OpsRecorder<Int>(), second = OpsRecorder<Int>()
        let sequence = FailingSequence(values: [], error: .boom)
        _ = Observable(AsyncStream<Int> { $0.yield(7); $0.finish() }).subscribe(onNext: { first.record(.next($0)) }, onCompleted: { done.fulfill() })
        _ = sequence.asObservable().subscribe(onError: { second.record(.error($0)); done.fulfill() })
        wait(for: [done], timeout: 10)
        XCTAssertEqual(first.values, [7])
        XCTAssertEqual(second.error as? OpsError, .boom)
    }

    func testThrownErrorBecomesAnErrorEvent() {
        let done = expectation(description: "failed")
        let recorder = OpsRecorder<Int>()
        _ = Observable.from(FailingSequence(values: [1, 2], error: .other)).subscribe(AnyObserver { event in
            recorder.record(event)
            if event.isStopEvent { done.fulfill() }
        })
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .error(OpsError.other)])
    }

    func testInfiniteAsyncSequenceEndsWithTakeAndItsTaskIsCancelled() {
        let ended = expectation(description: "iteration ended")
        let completed = expectation(description: "completed")
        let recorder = OpsRecorder<Int>()
        let numbers = EndlessNumbers(ended: ended)
        _ = Observable.from(numbers).take(3).subscribe(AnyObserver { event in
            recorder.record(event)
            if event.isStopEvent { completed.fulfill() }
        })
        wait(for: [completed, ended], timeout: 10)
        XCTAssertEqual(recorder.events, [.next(0), .next(1), .next(2), .completed])
        XCTAssertLessThanOrEqual(numbers.requested.value, 4, "the iteration stopped")
    }

    func testDisposingCancelsTheTask() {
        let terminated = expectation(description: "stream terminated")
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { _ in terminated.fulfill() }
        let recorder = OpsRecorder<Int>()
        let subscription = Observable.from(stream).subscribe(recorder.observer)
        subscription.dispose()
        wait(for: [terminated], timeout: 10)
        continuation.yield(1)
        XCTAssertEqual(recorder.events, [], "nothing, not even completion, after disposal")
    }

    // MARK: values

    func testValuesOfAnObservable() async throws {
        var received: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testValuesThrowsTheSequencesError() async {
        var received: [Int] = []
        do {
            for try await value in Observable.concat(Observable.just(1), Observable.error(OpsError.boom)).values {
                received.append(value)
            }
            XCTFail("the stream should have thrown")
        } catch {
            XCTAssertEqual(error as? OpsError, .boom)
        }
        XCTAssertEqual(received, [1])
    }

    func testLeavingTheLoopDisposesTheSubscription() async throws {
        let relay = BehaviorRelay(value: 1)
        let disposals = OpsCounter()
        let disposed = expectation(description: "the subscription is disposed")
        let source = relay.asObservable().do(onDispose: { disposals.increment(); disposed.fulfill() })
        for try await value in source.values {
            XCTAssertEqual(value, 1)
            break
        }
        // The stream's termination handler runs when its last reference goes.
        await fulfillment(of: [disposed], timeout: 10)
        XCTAssertEqual(disposals.value, 1)
    }

    func testCancellingTheConsumerDisposesTheSubscription() async throws {
        let subject = PublishSubject<Int>()
        let disposals = OpsCounter()
        let disposed = expectation(description: "the subscription is disposed")
        let stream = subject.do(onDispose: { disposals.increment(); disposed.fulfill() }).values
        let consumer = Task {
            var count = 0
            for try await _ in stream { count += 1 }
            return count
        }
        subject.onNext(1)
        consumer.cancel()
        _ = try? await consumer.value
        await fulfillment(of: [disposed], timeout: 10)
        XCTAssertEqual(disposals.value, 1)
        XCTAssertFalse(subject.hasObservers)
    }
}
