import Dispatch
import Foundation
@testable import ReactiveCore
import Synchronization

// Helpers of the tests that act on a computed while a delivery is under way.

/// Values received by a subscriber, from whichever thread delivers. Guarded by
/// an `NSLock`, which ThreadSanitizer sees (a contended `Synchronization.Mutex`
/// hands over inside the kernel on Linux, where it does not).
final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []
    func append(_ value: Int) { lock.withLock { values.append(value) } }
    var all: [Int] { lock.withLock { values } }
}

/// A weak reference that can be read from any thread.
final class WeakBox<Object: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private weak var object: Object?
    init(_ object: Object) { self.object = object }
    var isAlive: Bool { lock.withLock { object != nil } }
}

/// A subscriber that holds the delivering thread when it receives one
/// value, so that a test can act while a delivery is under way.
final class HoldingSubscriber: @unchecked Sendable {
    let received = Received()
    private let holdAt: Int
    private let inside = DispatchSemaphore(value: 0)
    private let resume = DispatchSemaphore(value: 0)

    init(holdingAt value: Int) { holdAt = value }

    func on(_ value: Int) {
        received.append(value)
        if value == holdAt {
            inside.signal()
            resume.wait()
        }
    }

    /// Waits until this subscriber holds a thread inside a delivery.
    func waitUntilHolding() { inside.wait() }

    /// Lets the thread held inside a delivery go on.
    func letGo() { resume.signal() }

    /// Runs `writes` on a new thread and, once this subscriber holds that
    /// thread inside a delivery, runs `meanwhile`; then lets it go. Returns
    /// whether the writes finished within ten seconds.
    func whileHolding(writes: @escaping @Sendable () -> Void, _ meanwhile: () -> Void) -> Bool {
        let writer = BackgroundRun(writes)
        waitUntilHolding()
        meanwhile()
        letGo()
        return writer.finished()
    }
}

/// Work run on a new thread, whose end a test can wait for.
final class BackgroundRun: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)

    /// Starts `work` on a new thread.
    init(_ work: @escaping @Sendable () -> Void) {
        Thread.detachNewThread { [done] in
            work()
            done.signal()
        }
    }

    /// Whether the work finished within ten seconds.
    func finished() -> Bool { done.wait(timeout: .now() + 10) == .success }
}

/// The subscribers `computed` lists once no delivery is under way.
func listedSubscribers<Value>(of computed: Computed<Value>) -> Int {
    var count = 0
    computed.core.withGraphLock { count = computed.core.listedSubscriberCount }
    return count
}
