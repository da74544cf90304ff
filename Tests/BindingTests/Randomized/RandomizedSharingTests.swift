import Binding
import BindingTesting
import XCTest

/// `share` (both scopes) and `publish`/`replay` with `refCount`, against a
/// naive model of RxSwift's rules, on seeded random runs: subscribers arrive
/// and leave, the source sends values and completes. After each step the
/// events each subscriber received and the source's live subscriptions must
/// match the model.
final class RandomizedSharingTests: XCTestCase {
    /// One way of sharing, and the model of its rules.
    private struct Variant {
        let name: String
        let replay: Int
        /// The subject (its replay and terminal event) outlives connections.
        let keepsSubject: Bool
        let make: (Observable<Int>) -> Observable<Int>
    }

    private let variants: [Variant] = [
        Variant(name: "share(0, whileConnected)", replay: 0, keepsSubject: false) { $0.share() },
        Variant(name: "share(1, whileConnected)", replay: 1, keepsSubject: false) { $0.share(replay: 1) },
        Variant(name: "share(2, whileConnected)", replay: 2, keepsSubject: false) { $0.share(replay: 2) },
        Variant(name: "share(0, forever)", replay: 0, keepsSubject: true) { $0.share(scope: .forever) },
        Variant(name: "share(2, forever)", replay: 2, keepsSubject: true) { $0.share(replay: 2, scope: .forever) },
        Variant(name: "publish().refCount()", replay: 0, keepsSubject: false) { $0.publish().refCount() },
        Variant(name: "replay(2).refCount()", replay: 2, keepsSubject: false) { $0.replay(2).refCount() },
    ]

    func testSharingMatchesTheModel() {
        for seed in RandomizedSeeds.all {
            for (index, variant) in variants.enumerated() {
                var random = SplitMix64(seed: seed).derived(UInt64(index))
                let trace = RandomizedTrace(seed: seed, test: "RandomizedSharingTests")
                run(variant, steps: 300 * RandomizedSeeds.scale, random: &random, trace: trace)
            }
        }
    }

    private func run(_ variant: Variant, steps: Int, random: inout SplitMix64, trace: RandomizedTrace) {
        let upstreams = UpstreamRegistry()
        let shared = variant.make(Observable<Int>.create { observer in
            let id = upstreams.add(observer)
            return Disposables.create { upstreams.remove(id) }
        })
        var model = SharingModel(replay: variant.replay, keepsSubject: variant.keepsSubject)
        var received: [[String]] = []
        var subscriptions: [Disposable?] = []
        var nextValue = 0

        for step in 1...steps {
            trace.step = step
            switch random.below(10) {
            case 0...3:
                let index = received.count
                received.append([])
                trace.note("\(variant.name): subscribe #\(index)")
                model.subscribe(index)
                subscriptions.append(shared.subscribe { event in
                    switch event {
                    case .next(let value): received[index].append("\(value)")
                    case .error: received[index].append("error")
                    case .completed: received[index].append("completed")
                    }
                })
            case 4...5:
                let live = model.active.sorted()
                guard !live.isEmpty else { continue }
                let index = random.element(of: live)
                trace.note("\(variant.name): dispose #\(index)")
                model.dispose(index)
                subscriptions[index]?.dispose()
                subscriptions[index] = nil
            case 6...8:
                nextValue += 1
                trace.note("\(variant.name): send \(nextValue)")
                model.send(nextValue)
                upstreams.send(.next(nextValue))
            default:
                trace.note("\(variant.name): complete")
                model.complete()
                upstreams.send(.completed)
            }
            if !trace.check(received == model.received, "\(variant.name): received \(received), model \(model.received)") { return }
            if !trace.check(upstreams.liveCount == (model.connected ? 1 : 0),
                            "\(variant.name): \(upstreams.liveCount) live upstream subscriptions, model connected: \(model.connected)") { return }
            if !trace.check(upstreams.madeCount == model.connections,
                            "\(variant.name): \(upstreams.madeCount) upstream subscriptions made, model \(model.connections)") { return }
        }
        for subscription in subscriptions { subscription?.dispose() }
        trace.check(upstreams.liveCount == 0, "\(variant.name): upstream still subscribed after everyone left")
    }
}

/// The source's subscriptions: the test sends to all live ones.
private final class UpstreamRegistry: @unchecked Sendable {
    private var observers: [(id: Int, observer: AnyObserver<Int>)] = []
    private var nextID = 0
    private(set) var madeCount = 0

    var liveCount: Int { observers.count }

    func add(_ observer: AnyObserver<Int>) -> Int {
        nextID += 1
        madeCount += 1
        observers.append((nextID, observer))
        return nextID
    }

    func remove(_ id: Int) { observers.removeAll { $0.id == id } }

    func send(_ event: Event<Int>) {
        for entry in observers { entry.observer.on(event) }
    }
}

/// RxSwift's sharing rules, written naively.
private struct SharingModel {
    let replay: Int
    let keepsSubject: Bool
    private(set) var received: [[String]] = []
    private(set) var active: Set<Int> = []
    private(set) var connected = false
    private(set) var connections = 0
    private var buffer: [Int] = []
    private var subjectStopped = false

    init(replay: Int, keepsSubject: Bool) {
        self.replay = replay
        self.keepsSubject = keepsSubject
    }

    mutating func subscribe(_ index: Int) {
        received.append([])
        if keepsSubject && subjectStopped {
            received[index] = buffer.map { "\($0)" } + ["completed"]
            return
        }
        received[index] = buffer.map { "\($0)" }
        active.insert(index)
        if !connected {
            connected = true
            connections += 1
        }
    }

    mutating func dispose(_ index: Int) {
        active.remove(index)
        if active.isEmpty { disconnect() }
    }

    mutating func send(_ value: Int) {
        guard connected else { return }
        if replay > 0 {
            buffer.append(value)
            if buffer.count > replay { buffer.removeFirst(buffer.count - replay) }
        }
        for index in active { received[index].append("\(value)") }
    }

    mutating func complete() {
        guard connected else { return }
        for index in active { received[index].append("completed") }
        active = []
        if keepsSubject { subjectStopped = true }
        disconnect()
    }

    private mutating func disconnect() {
        connected = false
        if !keepsSubject { buffer = [] }
    }
}
