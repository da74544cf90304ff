import BindingTesting
import ReactiveCore
import XCTest

/// `async` bridges of the primitive traits: `value` and `Single.create` from
/// async work.
final class PrimitiveSequenceAsyncTests: XCTestCase {
    func testSingleValue() async throws {
        let value = try await Single.just(4).value
        XCTAssertEqual(value, 4)
        do {
            _ = try await Single<Int>.error(OpsError.boom).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? OpsError, .boom)
        }
    }

    func testMaybeAndCompletableValues() async throws {
        let some = try await Maybe.just("a").value
        let none = try await Maybe<String>.empty().value
        XCTAssertEqual(some, "a")
        XCTAssertNil(none)
        try await Completable.empty().value
        do {
            try await Completable.error(OpsError.other).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? OpsError, .other)
        }
    }

    func testCancellingTheAwaitingTaskDisposesTheSubscription() async {
        let disposed = expectation(description: "disposed")
        let started = expectation(description: "subscribed")
        let single = Single<Int>.create { _ in
            started.fulfill()
            return Disposables.create { disposed.fulfill() }
        }
        let task = Task { try await single.value }
        await fulfillment(of: [started], timeout: 10)
        task.cancel()
        await fulfillment(of: [disposed], timeout: 10)
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    }

    func testSingleCreateFromAsyncWork() async throws {
        let single = Single<Int>.create { () async throws -> Int in
            await Task.yield()
            return 21 * 2
        }
        let value = try await single.value
        XCTAssertEqual(value, 42)
        let failing = Single<Int>.create(detached: true) { () async throws -> Int in throw OpsError.boom }
        do {
            _ = try await failing.value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? OpsError, .boom)
        }
    }

    func testDisposingASingleMadeFromAsyncWorkCancelsTheTask() async {
        let cancelled = expectation(description: "task cancelled")
        let started = expectation(description: "task started")
        let single = Single<Int>.create { () async throws -> Int in
            started.fulfill()
            // Sleeps until cancelled. (It used to spin on `Task.yield()`,
            // keeping a thread of the cooperative pool busy; CI once timed
            // out here waiting for the cancellation.)
            await withTaskCancellationHandler {
                try? await Task.sleep(for: .seconds(3_600))
            } onCancel: {
                cancelled.fulfill()
            }
            return 0
        }
        let subscription = single.subscribe(onSuccess: { _ in })
        await fulfillment(of: [started], timeout: 10)
        subscription.dispose()
        await fulfillment(of: [cancelled], timeout: 10)
    }
}
