import ObservableCollections
import ReactiveCore
import XCTest

/// Records an observable array's events and checks that applying each change
/// to the previous array reproduces the event's array.
final class ArrayEventRecorder<Item: Equatable>: ChangeEventRecorder<ArrayChangeEvent<Item>, [Item]>, @unchecked Sendable {
    init<Source: ObservableConvertibleType>(_ source: Source) where Source.Element == ArrayChangeEvent<Item> {
        super.init(source.asObservable(), replay: Replay(
            isReset: { $0.change.isReset },
            state: { $0.array },
            inconsistency: { event, replica in
                guard let set = event.change.changeSet,
                      !set.isConsistent(oldCount: replica.count, newCount: event.array.count) else { return nil }
                return "inconsistent change set \(set) for \(replica.count) → \(event.array.count)"
            },
            apply: { event, replica in event.apply(to: &replica) },
            describe: { "\($0.change)" }
        ))
    }

    var changes: [ArrayChange] { events.map(\.change) }

    /// The change sets of every `.patch` event, in order.
    var changeSets: [ArrayChangeSet] { changes.compactMap(\.changeSet) }
}
