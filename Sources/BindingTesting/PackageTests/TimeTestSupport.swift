import Foundation
import ReactiveCore

/// Errors sent by the time-operator and test-kit tests' timelines (the operator tests' errors).
package typealias TimeTestError = OpsError

/// Events collected from another thread.
package final class TimeEventCollector<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Event<Element>] = []

    package init() {}

    package func append(_ event: Event<Element>) { lock.withLock { storage.append(event) } }
    package var events: [Event<Element>] { lock.withLock { storage } }
    package var elements: [Element] { events.compactMap(\.element) }
}

/// Notices when two deliveries to one observer overlap.
package final class TimeOverlapDetector: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var overlapped = false

    package init() {}

    package var detected: Bool { lock.withLock { overlapped } }

    package func enter() {
        lock.withLock {
            inside += 1
            if inside > 1 { overlapped = true }
        }
    }

    package func leave() { lock.withLock { inside -= 1 } }
}
