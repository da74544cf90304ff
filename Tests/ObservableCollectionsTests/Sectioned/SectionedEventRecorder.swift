import ObservableCollections
import ReactiveCore
import XCTest

/// Records a sectioned array's events and checks that applying each change to
/// the previous sections reproduces the event's sections.
final class SectionedEventRecorder<Metadata: Equatable, Item: Equatable>:
    ChangeEventRecorder<SectionedArrayChangeEvent<Metadata, Item>, [ArraySection<Metadata, Item>]>, @unchecked Sendable {
    typealias Section = ArraySection<Metadata, Item>

    init(_ source: ObservableSectionedArray<Metadata, Item>) {
        super.init(source.asObservable(), replay: Replay(
            isReset: { $0.change.isReset },
            state: { $0.sections },
            inconsistency: { event, replica in
                guard let set = event.change.changeSet,
                      !set.isConsistent(oldItemCounts: replica.map(\.items.count),
                                        newItemCounts: event.sections.map(\.items.count)) else { return nil }
                return "inconsistent change set \(set)"
            },
            apply: { event, replica in event.apply(to: &replica) },
            describe: { "\($0.change)" }
        ))
    }

    var changeSets: [SectionedChangeSet] { events.compactMap(\.change.changeSet) }
}
