import Binding
import BindingTesting
import XCTest

/// Random scripts of subscribe / emit / dispose / terminate on every subject
/// and relay, with observers that react re-entrantly — emitting, disposing
/// any observer (themselves too), subscribing new ones, terminating — all
/// compared, step by step, with `SubjectModel`, a plain reference model.
///
/// The contract the model states (`SubjectCore`'s documentation):
/// - Delivery is serialised: an event emitted while another is being
///   delivered (re-entrantly, here) is queued and delivered after it, in
///   order, never nested. It goes to the observers that subscribed before it
///   was emitted and are still subscribed when its turn comes.
/// - A new observer first gets its replay (behavior: the current value;
///   replay: the buffered values; publish: nothing) on the subscribing thread,
///   then only events emitted after it subscribed: nothing is lost, nothing
///   comes twice, nothing overtakes.
/// - A disposed observer gets nothing more, even from a delivery under way.
/// - A terminal event goes to each observer once and ends its subscription;
///   later events are ignored; a late subscriber gets the terminal event
///   (after the replayed values for a replay subject, alone for a behavior
///   subject, as in RxSwift).
/// Reactions are a pure function of (seed, observer, value), so the model and
/// the real subject take the same ones as long as they agree.
final class RandomizedSubjectTests: XCTestCase {
    func testRandomScriptsWithReentrantObserversMatchTheReferenceModel() {
        for seed in RandomizedSeeds.all {
            let trace = RandomizedTrace(
                seed: seed, test: "RandomizedSubjectTests/testRandomScriptsWithReentrantObserversMatchTheReferenceModel")
            var random = SplitMix64(seed: seed)
            for episode in 0..<12 where !trace.failed {
                let kind = SubjectKind.random(&random)
                trace.note("episode \(episode): \(kind)")
                runSubjectEpisode(kind, random: random.derived(UInt64(episode)), trace: trace,
                                  steps: 60 * RandomizedSeeds.scale)
            }
        }
    }
}

/// Either the real subject or the model, driven by the same script.
private protocol SubjectWorld: AnyObject {
    /// Observers the script may dispose (subscribed, not yet disposed), by key.
    var alive: [Int] { get }
    var logs: [[SubjectRecord]] { get }
    var reactions: SubjectReactions { get }
    func subscribe()
    func emit(_ value: Int)
    func terminate(_ record: SubjectRecord)
    func dispose(_ key: Int)
}

/// The observers' reactions, a pure function of (seed, observer key, value),
/// with a budget per step and a depth limit so that a step stays small.
private final class SubjectReactions {
    private let seed: UInt64
    private let terminates: Bool
    private var nextValue = 1
    private var depth: [Int: Int] = [:]
    private var budget = 0

    init(seed: UInt64, terminates: Bool) {
        self.seed = seed
        self.terminates = terminates
    }

    /// A value never emitted before, `level` reactions deep.
    func newValue(level: Int = 0) -> Int {
        defer { nextValue += 1 }
        depth[nextValue] = level
        return nextValue
    }

    /// Starts a step: this many reactions may happen in it.
    func beginStep(budget: Int) { self.budget = budget }

    /// What observer `key` does on receiving `value` in `world`.
    func react(in world: SubjectWorld, observer key: Int, to value: Int) {
        let level = depth[value] ?? 0
        guard level < 3, budget > 0 else { return }
        let hash = SplitMix64.hash(seed, UInt64(key), UInt64(value))
        let roll = hash % 100
        guard roll < 31 else { return }
        budget -= 1
        switch roll {
        case ..<14:
            world.emit(newValue(level: level + 1))
        case ..<23:
            let alive = world.alive
            if !alive.isEmpty { world.dispose(alive[Int((hash >> 8) % UInt64(alive.count))]) }
        case ..<29:
            world.subscribe()
        default:
            if terminates { world.terminate((hash >> 16) & 1 == 0 ? .completed : .error) }
        }
    }
}

/// The real subject, recording what each observer receives.
private final class RealSubjectWorld: SubjectWorld {
    let subject: SubjectUnderTest
    let reactions: SubjectReactions
    private(set) var logs: [[SubjectRecord]] = []
    private(set) var alive: [Int] = []
    private var subscriptions: [Int: Disposable] = [:]
    /// Alternates `onNext` and `on(.next)`.
    private var emissions = 0

    init(_ kind: SubjectKind, reactions: SubjectReactions) {
        subject = SubjectUnderTest(kind)
        self.reactions = reactions
    }

    func subscribe() {
        let key = logs.count
        logs.append([])
        let subscription = subject.subscribe { [unowned self] record in
            logs[key].append(record)
            if case .next(let value) = record { reactions.react(in: self, observer: key, to: value) }
        }
        subscriptions[key] = subscription
        alive.append(key)
    }

    func emit(_ value: Int) {
        emissions += 1
        subject.emit(value, viaOn: emissions % 2 == 0)
    }

    func terminate(_ record: SubjectRecord) { subject.terminate(record) }

    func dispose(_ key: Int) {
        alive.removeAll { $0 == key }
        subscriptions.removeValue(forKey: key)?.dispose()
    }

    func disposeAll() {
        for key in alive { dispose(key) }
    }
}

/// The reference model: a list of observers and a queue of events.
private final class SubjectModel: SubjectWorld {
    private let replayCount: Int
    private let replaysAfterTerminal: Bool
    let reactions: SubjectReactions
    private(set) var logs: [[SubjectRecord]] = []
    private(set) var alive: [Int] = []
    /// The value a new subscriber of a behavior subject or relay is replayed.
    private(set) var latest: Int?
    /// The values a new subscriber of a replay subject is replayed.
    private var buffer: [Int] = []
    private(set) var terminal: SubjectRecord?
    /// Subscribed observers in subscription order: (ticket, key). Tickets and
    /// queued events' tickets come from one counter, so an event goes to the
    /// observers that subscribed before it was emitted.
    private(set) var subscribed: [(ticket: Int, key: Int)] = []
    private var nextTicket = 0
    /// Whether the subscription of the observer `key` has stopped
    /// (disposed, or terminated).
    private var stopped: [Bool] = []
    private var delivering = false
    private var queue: [(ticket: Int, event: SubjectRecord)] = []

    init(_ kind: SubjectKind, reactions: SubjectReactions) {
        replayCount = kind.replayCount
        replaysAfterTerminal = kind.replaysAfterTerminal
        latest = kind.initialValue
        self.reactions = reactions
    }

    /// What a new subscriber is replayed now.
    private var replay: [Int] {
        if replayCount == 1 { return latest.map { [$0] } ?? [] }
        return buffer
    }

    func subscribe() {
        let key = logs.count
        logs.append([])
        stopped.append(false)
        defer { alive.append(key) }
        if let terminal {
            if replaysAfterTerminal { for value in replay { deliver(.next(value), to: key) } }
            deliver(terminal, to: key)
            return
        }
        subscribed.append((nextTicket, key))
        nextTicket += 1
        let values = replay
        guard !values.isEmpty else { return }
        if delivering {
            // Another delivery is under way further up: the replay now, the
            // queued events later (those emitted from now on include this one).
            for value in values { deliver(.next(value), to: key) }
        } else {
            delivering = true
            for value in values { deliver(.next(value), to: key) }
            drain()
        }
    }

    func emit(_ value: Int) { send(.next(value)) }

    func terminate(_ record: SubjectRecord) { send(record) }

    private func send(_ event: SubjectRecord) {
        guard terminal == nil else { return }
        if case .next(let value) = event {
            if replayCount >= 1 { latest = value }
            if replayCount > 1 {
                buffer.append(value)
                if buffer.count > replayCount { buffer.removeFirst(buffer.count - replayCount) }
            }
        } else {
            terminal = event
        }
        if delivering {
            queue.append((nextTicket, event))
            nextTicket += 1
            return
        }
        delivering = true
        for target in subscribed { deliver(event, to: target.key) }
        drain()
    }

    private func drain() {
        while !queue.isEmpty {
            let (ticket, event) = queue.removeFirst()
            for target in subscribed where target.ticket < ticket { deliver(event, to: target.key) }
        }
        delivering = false
    }

    /// The subscription's end of a delivery: nothing once stopped; a terminal
    /// event stops it and unsubscribes it.
    private func deliver(_ event: SubjectRecord, to key: Int) {
        guard !stopped[key] else { return }
        logs[key].append(event)
        if case .next(let value) = event {
            reactions.react(in: self, observer: key, to: value)
        } else {
            stopped[key] = true
            subscribed.removeAll { $0.key == key }
        }
    }

    func dispose(_ key: Int) {
        alive.removeAll { $0 == key }
        stopped[key] = true
        subscribed.removeAll { $0.key == key }
    }
}

/// One episode: a fresh subject of `kind` and its model, driven by `steps`
/// random top-level actions (each followed by the reactions it causes).
private func runSubjectEpisode(_ kind: SubjectKind, random: SplitMix64, trace: RandomizedTrace, steps: Int) {
    var random = random
    let seed = random.next()
    let real = RealSubjectWorld(kind, reactions: SubjectReactions(seed: seed, terminates: kind.canTerminate))
    let model = SubjectModel(kind, reactions: SubjectReactions(seed: seed, terminates: kind.canTerminate))
    defer { real.disposeAll() }
    let worlds: [SubjectWorld] = [real, model]
    for _ in 0..<steps where !trace.failed {
        trace.step += 1
        for world in worlds { world.reactions.beginStep(budget: 8) }
        let roll = random.below(100)
        switch roll {
        case ..<28:
            trace.note("subscribe \(model.logs.count)")
            for world in worlds { world.subscribe() }
        case ..<72:
            let values = worlds.map { $0.reactions.newValue() }
            trace.note("emit \(values[0])")
            for (world, value) in zip(worlds, values) { world.emit(value) }
        case ..<94:
            guard !model.alive.isEmpty else { break }
            let key = random.element(of: model.alive)
            trace.note("dispose \(key)")
            for world in worlds { world.dispose(key) }
        default:
            guard kind.canTerminate, random.percent(40) else { break }
            let record: SubjectRecord = random.percent(50) ? .completed : .error
            trace.note("\(record)")
            for world in worlds { world.terminate(record) }
        }
        trace.check(real.logs.count == model.logs.count,
                    "\(kind): \(real.logs.count) observers subscribed, the model has \(model.logs.count)")
        for key in 0..<min(real.logs.count, model.logs.count) where real.logs[key] != model.logs[key] {
            trace.fail("\(kind): observer \(key) received \(real.logs[key]), the model expects \(model.logs[key])")
            break
        }
        trace.check(real.alive == model.alive, "\(kind): live observers \(real.alive), the model has \(model.alive)")
        if let current = real.subject.current {
            let expected: SubjectRecord = model.terminal == .error ? .error : .next(model.latest!)
            trace.check(current == expected, "\(kind): the current value is \(current), the model's is \(expected)")
        }
        if let hasObservers = real.subject.hasObservers {
            trace.check(hasObservers == !model.subscribed.isEmpty,
                        "\(kind): hasObservers is \(hasObservers), the model has \(model.subscribed.count) observers")
        }
    }
}
