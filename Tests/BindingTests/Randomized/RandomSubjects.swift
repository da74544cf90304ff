import Binding
import BindingTesting

/// What an observer of a subject records.
enum SubjectRecord: Equatable, CustomStringConvertible {
    case next(Int)
    case error
    case completed

    var description: String {
        switch self {
        case .next(let value): return "\(value)"
        case .error: return "error"
        case .completed: return "completed"
        }
    }
}

struct SubjectTestError: Error {}

/// The subjects and relays under test, with their replay behaviour.
enum SubjectKind: CustomStringConvertible {
    case publishSubject
    case behaviorSubject
    /// `bufferSize` 0 means unbounded.
    case replaySubject(bufferSize: Int)
    case behaviorRelay
    case publishRelay

    static func random(_ random: inout SplitMix64) -> SubjectKind {
        switch random.below(5) {
        case 0: return .publishSubject
        case 1: return .behaviorSubject
        case 2: return .replaySubject(bufferSize: random.below(4))
        case 3: return .behaviorRelay
        default: return .publishRelay
        }
    }

    /// How many values a new subscriber is replayed (`Int.max`: all).
    var replayCount: Int {
        switch self {
        case .publishSubject, .publishRelay: return 0
        case .behaviorSubject, .behaviorRelay: return 1
        case .replaySubject(let size): return size == 0 ? Int.max : size
        }
    }

    /// Whether a subscriber arriving after the terminal event is replayed first.
    var replaysAfterTerminal: Bool {
        if case .behaviorSubject = self { return false }
        return true
    }

    var canTerminate: Bool {
        switch self {
        case .behaviorRelay, .publishRelay: return false
        default: return true
        }
    }

    /// The value a behavior subject or relay starts with.
    var initialValue: Int? { replayCount == 1 && !isReplay ? 0 : nil }

    private var isReplay: Bool {
        if case .replaySubject = self { return true }
        return false
    }

    var description: String {
        switch self {
        case .publishSubject: return "PublishSubject"
        case .behaviorSubject: return "BehaviorSubject"
        case .replaySubject(let size): return size == 0 ? "ReplaySubject(unbounded)" : "ReplaySubject(\(size))"
        case .behaviorRelay: return "BehaviorRelay"
        case .publishRelay: return "PublishRelay"
        }
    }
}

/// One subject or relay, behind one interface.
enum SubjectUnderTest: @unchecked Sendable {
    case publishSubject(PublishSubject<Int>)
    case behaviorSubject(BehaviorSubject<Int>)
    case replaySubject(ReplaySubject<Int>)
    case behaviorRelay(BehaviorRelay<Int>)
    case publishRelay(PublishRelay<Int>)

    init(_ kind: SubjectKind) {
        switch kind {
        case .publishSubject: self = .publishSubject(PublishSubject())
        case .behaviorSubject: self = .behaviorSubject(BehaviorSubject(value: kind.initialValue!))
        case .replaySubject(let size):
            self = .replaySubject(size == 0 ? .createUnbounded() : .create(bufferSize: size))
        case .behaviorRelay: self = .behaviorRelay(BehaviorRelay(value: kind.initialValue!))
        case .publishRelay: self = .publishRelay(PublishRelay())
        }
    }

    /// Sends `value` (`onNext` or `on(.next)` for subjects, `accept` for relays).
    func emit(_ value: Int, viaOn: Bool = false) {
        switch self {
        case .publishSubject(let subject): viaOn ? subject.on(.next(value)) : subject.onNext(value)
        case .behaviorSubject(let subject): viaOn ? subject.on(.next(value)) : subject.onNext(value)
        case .replaySubject(let subject): viaOn ? subject.on(.next(value)) : subject.onNext(value)
        case .behaviorRelay(let relay): relay.accept(value)
        case .publishRelay(let relay): relay.accept(value)
        }
    }

    /// Sends a terminal event (subjects only).
    func terminate(_ record: SubjectRecord) {
        let event: Event<Int> = record == .error ? .error(SubjectTestError()) : .completed
        switch self {
        case .publishSubject(let subject): subject.on(event)
        case .behaviorSubject(let subject): subject.on(event)
        case .replaySubject(let subject): subject.on(event)
        case .behaviorRelay, .publishRelay: preconditionFailure("relays do not terminate")
        }
    }

    /// Subscribes `record` to every event.
    func subscribe(_ record: @escaping (SubjectRecord) -> Void) -> Disposable {
        let onNext: (Int) -> Void = { record(.next($0)) }
        switch self {
        case .publishSubject(let subject):
            return subject.subscribe(onNext: onNext, onError: { _ in record(.error) }, onCompleted: { record(.completed) })
        case .behaviorSubject(let subject):
            return subject.subscribe(onNext: onNext, onError: { _ in record(.error) }, onCompleted: { record(.completed) })
        case .replaySubject(let subject):
            return subject.subscribe(onNext: onNext, onError: { _ in record(.error) }, onCompleted: { record(.completed) })
        case .behaviorRelay(let relay): return relay.subscribe(onNext: onNext)
        case .publishRelay(let relay): return relay.subscribe(onNext: onNext)
        }
    }

    /// The current value of a behavior subject or relay; `.error` once a
    /// behavior subject failed; `nil` for the others.
    var current: SubjectRecord? {
        switch self {
        case .behaviorSubject(let subject): return (try? subject.value()).map { .next($0) } ?? .error
        case .behaviorRelay(let relay): return .next(relay.value)
        default: return nil
        }
    }

    /// Whether anyone is subscribed (`nil` for relays, which do not say).
    var hasObservers: Bool? {
        switch self {
        case .publishSubject(let subject): return subject.hasObservers
        case .behaviorSubject(let subject): return subject.hasObservers
        case .replaySubject(let subject): return subject.hasObservers
        default: return nil
        }
    }
}
