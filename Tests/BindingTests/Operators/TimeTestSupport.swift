import Foundation
import Binding

/// Errors sent by the time-operator and test-kit tests' timelines.
enum TimeTestError: Error, Equatable {
    case boom
    case other
}

/// Events collected from another thread.
final class TimeEventCollector<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Event<Element>] = []

    func append(_ event: Event<Element>) { lock.withLock { storage.append(event) } }
    var events: [Event<Element>] { lock.withLock { storage } }
    var elements: [Element] { events.compactMap(\.element) }
}

/// Notices when two deliveries to one observer overlap.
final class TimeOverlapDetector: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var overlapped = false

    var detected: Bool { lock.withLock { overlapped } }

    func enter() {
        lock.withLock {
            inside += 1
            if inside > 1 { overlapped = true }
        }
    }

    func leave() { lock.withLock { inside -= 1 } }
}
