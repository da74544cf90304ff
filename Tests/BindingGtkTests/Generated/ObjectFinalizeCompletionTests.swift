import Binding
@testable import BindingGtk
import BindingGtkTesting
import Dispatch
import XCTest

/// The `rx` members of objects that are not widgets (Adjustment, TextBuffer, …) complete when the
/// GObject is finalized, as a widget's complete when it is destroyed; subscriptions do not keep it.
final class ObjectFinalizeCompletionTests: XCTestCase {
    func testAdjustmentValueCompletesWhenTheLastReferenceGoes() throws {
        try onGtk {
            var adjustment: Adjustment? = Adjustment()
            var values: [Double] = []
            var completed = false
            let subscription = adjustment!.rx.upper.subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
            adjustment!.upper = 10
            XCTAssertEqual(values, [0, 10])
            XCTAssertFalse(completed)
            adjustment = nil
            XCTAssertTrue(completed, "the subscription must not keep the object alive, and must end with it")
            subscription.dispose()
        }
    }

    func testAnObjectGtkStillHoldsKeepsItsSubscriptionsUntilGtkLetsGo() throws {
        try onGtk {
            var adjustment: Adjustment? = Adjustment()
            let scrollbar = Scrollbar()
            scrollbar.adjustment = adjustment
            var completions = 0
            let subscriptions = [
                adjustment!.rx.value.subscribe(onCompleted: { completions += 1 }),
                adjustment!.rx.changed.subscribe(onCompleted: { completions += 1 }),
            ]
            adjustment = nil
            XCTAssertEqual(completions, 0, "the scrollbar still holds the adjustment")
            scrollbar.destroy()
            XCTAssertEqual(completions, 2)
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testDisposingFirstRemovesTheWatchAndNothingRunsAtFinalize() throws {
        try onGtk {
            var buffer: TextBuffer? = TextBuffer()
            var completed = false
            let subscription = buffer!.rx.hasSelection.subscribe(onCompleted: { completed = true })
            subscription.dispose()
            buffer = nil
            XCTAssertFalse(completed)
        }
    }

    func testSubscribingFromABackgroundThreadStillCompletesAtFinalize() throws {
        try onGtk {
            var adjustment: Adjustment? = Adjustment()
            let upper = adjustment!.rx.upper
            let state = BackgroundState()
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                state.subscription = upper.subscribe(onNext: { _ in state.note("next") }, onCompleted: { state.note("completed") })
                done.signal()
            }
            done.wait()
            XCTAssertTrue(GtkTestKit.pump(until: { state.events == ["next"] }))
            adjustment = nil
            XCTAssertEqual(state.events, ["next", "completed"])
            state.subscription?.dispose()
        }
    }

    func testEachOfSeveralWatchesFiresOnceAndCancellingOneLeavesTheOthers() throws {
        try onGtk {
            var adjustment: Adjustment? = Adjustment()
            var fired: [Int] = []
            let watches = (0..<3).map { index in adjustment!.onFinalize { fired.append(index) } }
            watches[1].dispose()
            watches[1].dispose()
            adjustment = nil
            XCTAssertEqual(fired, [0, 2])
            // Disposing after the object is gone does nothing.
            watches.forEach { $0.dispose() }
            XCTAssertEqual(fired, [0, 2])
        }
    }
}

/// Events seen by a subscription made on a background thread (delivered on the main thread).
private final class BackgroundState: @unchecked Sendable {
    private let lock = NSLock()
    private var storedEvents: [String] = []
    var subscription: Disposable?

    var events: [String] { lock.withLock { storedEvents } }
    func note(_ event: String) { lock.withLock { storedEvents.append(event) } }
}
