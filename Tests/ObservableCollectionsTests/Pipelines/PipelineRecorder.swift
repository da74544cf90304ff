import Foundation
import ObservableCollections
import ReactiveCore
import XCTest

/// An element of the pipeline tests: identity, a sort key and a flag.
struct Entry: Identifiable, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    var key: Int
    var flag: Bool

    var description: String { "#\(id)(\(key)\(flag ? "+" : "-"))" }
}

/// Subscribes to a pipeline and replays every change set on a copy of the
/// output, checking each against its convention and against the array the
/// event carries.
final class PipelineRecorder<Item: Equatable>: @unchecked Sendable {
    private let lock = NSLock()
    private var _rows: [Item] = []
    private var _events: [ArrayChangeEvent<Item>] = []
    private var _problems: [String] = []
    private var _error: (any Error)?
    private var _completed = false
    private var subscription: Disposable?

    init<Source: ObservableConvertibleType>(_ source: Source) where Source.Element == ArrayChangeEvent<Item> {
        subscription = source.asObservable().subscribe(
            onNext: { [weak self] event in self?.record(event) },
            onError: { [weak self] error in self?.locked { self?._error = error } },
            onCompleted: { [weak self] in self?.locked { self?._completed = true } })
    }

    deinit { subscription?.dispose() }

    func dispose() { subscription?.dispose() }

    /// The output as rebuilt from the change sets alone.
    var rows: [Item] { locked { _rows } }
    var events: [ArrayChangeEvent<Item>] { locked { _events } }
    var problems: [String] { locked { _problems } }
    var error: (any Error)? { locked { _error } }
    var completed: Bool { locked { _completed } }
    var changeSets: [ArrayChangeSet] { events.compactMap(\.change.changeSet) }

    private func record(_ event: ArrayChangeEvent<Item>) {
        locked {
            _events.append(event)
            if case .patch(let set) = event.change {
                if set.isEmpty { _problems.append("empty change set sent") }
                guard set.isConsistent(oldCount: _rows.count, newCount: event.array.count) else {
                    _problems.append("inconsistent \(set) for \(_rows.count) → \(event.array.count)")
                    _rows = event.array
                    return
                }
            }
            event.apply(to: &_rows)
            if _rows != event.array { _problems.append("change set \(event.change) does not rebuild the array") }
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
