import Binding
import XCTest

/// Records what a control property or event delivers, for widget tests.
/// Used on the main thread only.
final class ControlRecorder<Element>: @unchecked Sendable {
    private(set) var values: [Element] = []
    private(set) var isCompleted = false
    private(set) var isDisposed = false
    private var subscription: Disposable?

    init<Source: ObservableType>(_ source: Source) where Source.Element == Element {
        subscription = source.subscribe(
            onNext: { [weak self] in self?.values.append($0) },
            onError: { XCTFail("a control sequence must not fail: \($0)") },
            onCompleted: { [weak self] in self?.isCompleted = true },
            onDisposed: { [weak self] in self?.isDisposed = true }
        )
    }

    /// Ends the subscription.
    func dispose() { subscription?.dispose() }

    deinit { subscription?.dispose() }
}

/// Runs `body` on a background thread and waits for it.
func onBackgroundThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        body()
        done.signal()
    }
    done.wait()
}
