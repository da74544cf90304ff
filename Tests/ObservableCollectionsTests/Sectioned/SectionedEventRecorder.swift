import ObservableCollections
import ReactiveCore
import XCTest

/// Records a sectioned array's events and checks that applying each change to
/// the previous sections reproduces the event's sections.
final class SectionedEventRecorder<Metadata: Equatable, Item: Equatable>: @unchecked Sendable {
    typealias Section = ArraySection<Metadata, Item>

    private let lock = NSLock()
    private var storedEvents: [SectionedArrayChangeEvent<Metadata, Item>] = []
    private var storedReplica: [Section]?
    private var storedMismatches = 0
    private var subscription: Disposable?

    init(_ source: ObservableSectionedArray<Metadata, Item>) {
        subscription = source.subscribe(onNext: { [unowned self] event in self.receive(event) })
    }

    deinit { subscription?.dispose() }

    var events: [SectionedArrayChangeEvent<Metadata, Item>] { lock.withLock { storedEvents } }
    var changeSets: [SectionedChangeSet] { events.compactMap(\.change.changeSet) }
    var replica: [Section]? { lock.withLock { storedReplica } }
    var mismatches: Int { lock.withLock { storedMismatches } }

    private func receive(_ event: SectionedArrayChangeEvent<Metadata, Item>) {
        lock.lock()
        defer { lock.unlock() }
        storedEvents.append(event)
        guard var replica = storedReplica else {
            XCTAssertTrue(event.change.isReset, "the first event must be a reset")
            storedReplica = event.sections
            return
        }
        if let set = event.change.changeSet,
           !set.isConsistent(oldItemCounts: replica.map(\.items.count), newItemCounts: event.sections.map(\.items.count)) {
            storedMismatches += 1
            XCTFail("inconsistent change set \(set)")
            storedReplica = event.sections
            return
        }
        event.apply(to: &replica)
        if replica != event.sections {
            storedMismatches += 1
            XCTFail("applying \(event.change) gave \(replica), expected \(event.sections)")
        }
        storedReplica = event.sections
    }
}
