import ObservableCollections
import ReactiveCore
import XCTest

/// Subscribes to a source of change events and replays each event's change on
/// its own copy of the previous state, asserting that this reproduces the
/// event's state (the check a list widget binder relies on). What a change
/// event is, for one kind of collection, is its `Replay`.
class ChangeEventRecorder<Event, State: Equatable>: @unchecked Sendable {
    /// How events of one kind of collection are checked and replayed.
    struct Replay {
        /// Whether the event replaces everything (the first event must).
        let isReset: (Event) -> Bool
        /// The state the event carries.
        let state: (Event) -> State
        /// Why the event's change cannot apply to `state`, or `nil` when it can.
        let inconsistency: (Event, State) -> String?
        /// Applies the event's change to `state`.
        let apply: (Event, inout State) -> Void
        /// The change, for failure messages.
        let describe: (Event) -> String
    }

    private let replay: Replay
    private let lock = NSLock()
    private var storedEvents: [Event] = []
    private var storedReplica: State?
    private var storedMismatches = 0
    private var subscription: Disposable?

    init(_ source: Observable<Event>, replay: Replay) {
        self.replay = replay
        subscription = source.subscribe(onNext: { [unowned self] event in self.receive(event) })
    }

    deinit { subscription?.dispose() }

    var events: [Event] { lock.withLock { storedEvents } }
    var replica: State? { lock.withLock { storedReplica } }
    var mismatches: Int { lock.withLock { storedMismatches } }

    func stop() { subscription?.dispose() }

    private func receive(_ event: Event) {
        lock.lock()
        defer { lock.unlock() }
        storedEvents.append(event)
        let expected = replay.state(event)
        guard var replica = storedReplica else {
            XCTAssertTrue(replay.isReset(event), "the first event must be a reset")
            storedReplica = expected
            return
        }
        if let problem = replay.inconsistency(event, replica) {
            storedMismatches += 1
            XCTFail(problem)
            storedReplica = expected
            return
        }
        replay.apply(event, &replica)
        if replica != expected {
            storedMismatches += 1
            XCTFail("applying \(replay.describe(event)) gave \(replica), expected \(expected)")
        }
        storedReplica = expected
    }
}
