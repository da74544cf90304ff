import ObservableCollections
import ReactiveCore
import XCTest

/// Subscribes to an observable array and replays each event's change on its
/// own copy of the previous array, asserting that this reproduces the event's
/// array (the check a list widget binder relies on).
final class ArrayEventRecorder<Item: Equatable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storedEvents: [ArrayChangeEvent<Item>] = []
    private var storedReplica: [Item]?
    private var storedMismatches = 0
    private var subscription: Disposable?

    init<Source: ObservableConvertibleType>(_ source: Source) where Source.Element == ArrayChangeEvent<Item> {
        subscription = source.asObservable().subscribe(onNext: { [unowned self] event in self.receive(event) })
    }

    deinit { subscription?.dispose() }

    var events: [ArrayChangeEvent<Item>] { lock.withLock { storedEvents } }
    var changes: [ArrayChange] { events.map(\.change) }
    var replica: [Item]? { lock.withLock { storedReplica } }
    var mismatches: Int { lock.withLock { storedMismatches } }

    /// The change sets of every `.patch` event, in order.
    var changeSets: [ArrayChangeSet] { changes.compactMap(\.changeSet) }

    func stop() { subscription?.dispose() }

    private func receive(_ event: ArrayChangeEvent<Item>) {
        lock.lock()
        defer { lock.unlock() }
        storedEvents.append(event)
        guard var replica = storedReplica else {
            XCTAssertTrue(event.change.isReset, "the first event must be a reset")
            storedReplica = event.array
            return
        }
        if let set = event.change.changeSet,
           !set.isConsistent(oldCount: replica.count, newCount: event.array.count) {
            storedMismatches += 1
            XCTFail("inconsistent change set \(set) for \(replica.count) → \(event.array.count)")
            storedReplica = event.array
            return
        }
        event.apply(to: &replica)
        if replica != event.array {
            storedMismatches += 1
            XCTFail("applying \(event.change) gave \(replica), expected \(event.array)")
        }
        storedReplica = event.array
    }
}
