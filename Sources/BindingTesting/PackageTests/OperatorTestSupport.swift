import Foundation
import ReactiveCore
import XCTest

// Helpers for this package's operator tests (`package`, so no user sees them).
// Names carry an `Ops` prefix so they cannot collide with the helpers of other test folders.

/// Errors sent by the operator tests' timelines.
package enum OpsError: Error, Equatable {
    case boom
    case other
}

/// A thread-safe recorder of events, for subscriptions made outside a TestScheduler.
package final class OpsRecorder<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []

    package init() {}

    /// The observer that records.
    package var observer: AnyObserver<Element> {
        AnyObserver { event in self.record(event) }
    }

    package func record(_ event: Event<Element>) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
    }

    /// Every event so far, in order.
    package var events: [Event<Element>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// The values received so far.
    package var values: [Element] { events.compactMap(\.element) }

    /// Whether the sequence completed.
    package var isCompleted: Bool { events.contains { $0.isCompleted } }

    /// The error the sequence failed with, if any.
    package var error: (any Error)? { events.lazy.compactMap(\.error).first }
}

/// A thread-safe counter (the one of the semantics tests).
package typealias OpsCounter = SemCounter

extension ObservableType {
    /// This sequence counting its subscriptions and disposals.
    package func opsCounted(subscriptions: OpsCounter, disposals: OpsCounter) -> Observable<Element> {
        self.do(onSubscribe: subscriptions.increment, onDispose: disposals.increment)
    }
}

extension XCTestCase {
    /// Spins the main run loop until everything enqueued on the main queue so
    /// far (and what that enqueues in turn) has run. Call from the main thread.
    package func opsDrainMainQueue(rounds: Int = 3) {
        semDrainMainQueue(rounds: rounds)
    }
}
