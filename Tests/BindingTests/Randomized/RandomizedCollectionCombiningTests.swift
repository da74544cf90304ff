import Binding
import BindingTesting
import XCTest

/// `Observable.zip(collection)` and `Observable.combineLatest(collection)`
/// against naive models of RxSwift's rules, on seeded random runs: random
/// sources send values, complete or fail; after each step the results and
/// which sources are still subscribed must match the model.
final class RandomizedCollectionCombiningTests: XCTestCase {
    func testZipOfACollectionMatchesTheModel() {
        runAll(name: "zip") { Observable.zip($0) } model: { ZipModel(count: $0) }
    }

    func testCombineLatestOfACollectionMatchesTheModel() {
        runAll(name: "combineLatest") { Observable.combineLatest($0) } model: { CombineLatestModel(count: $0) }
    }

    private func runAll<Model: CollectionCombiningModel>(
        name: String, make: @escaping ([Observable<Int>]) -> Observable<[Int]>, model makeModel: (Int) -> Model
    ) {
        for seed in RandomizedSeeds.all {
            var random = SplitMix64(seed: seed)
            let trace = RandomizedTrace(seed: seed, test: "RandomizedCollectionCombiningTests")
            for _ in 0..<(40 * RandomizedSeeds.scale) where !trace.failed {
                let count = 1 + random.below(4)
                run(name: name, count: count, make: make, model: makeModel(count), random: &random, trace: trace)
            }
        }
    }

    private func run<Model: CollectionCombiningModel>(
        name: String, count: Int, make: ([Observable<Int>]) -> Observable<[Int]>, model: Model,
        random: inout SplitMix64, trace: RandomizedTrace
    ) {
        var model = model
        let sources = (0..<count).map { _ in PublishSubject<Int>() }
        var ended = Array(repeating: false, count: count)
        var received: [String] = []
        let subscription = make(sources.map { $0.asObservable() }).subscribe { event in
            switch event {
            case .next(let values): received.append("\(values)")
            case .error: received.append("error")
            case .completed: received.append("completed")
            }
        }
        var nextValue = 0
        for step in 1...30 {
            trace.step = step
            let open = (0..<count).filter { !ended[$0] }
            guard !open.isEmpty else { break }
            let index = random.element(of: open)
            switch random.below(20) {
            case 0...13:
                nextValue += 1
                trace.note("\(name) of \(count): source \(index) sends \(nextValue)")
                model.next(nextValue, at: index)
                sources[index].onNext(nextValue)
            case 14...18:
                trace.note("\(name) of \(count): source \(index) completes")
                ended[index] = true
                model.complete(at: index)
                sources[index].onCompleted()
            default:
                trace.note("\(name) of \(count): source \(index) fails")
                ended[index] = true
                model.fail()
                sources[index].onError(RandomizedCombiningError.failed)
            }
            if !trace.check(received == model.received, "\(name) of \(count): received \(received), model \(model.received)") { break }
            let subscribed = sources.map(\.hasObservers)
            let expected = (0..<count).map { model.isSubscribed($0) }
            if !trace.check(subscribed == expected, "\(name) of \(count): sources subscribed \(subscribed), model \(expected)") { break }
        }
        subscription.dispose()
    }
}

private enum RandomizedCombiningError: Error {
    case failed
}

/// What the models of the collection operators answer.
private protocol CollectionCombiningModel {
    var received: [String] { get }
    mutating func next(_ value: Int, at index: Int)
    mutating func complete(at index: Int)
    mutating func fail()
    func isSubscribed(_ index: Int) -> Bool
}

/// RxSwift's `zip(collection)`: queues per source; completes when every
/// source has completed, or when a value arrives that cannot be paired while
/// every other source has completed.
private struct ZipModel: CollectionCombiningModel {
    private(set) var received: [String] = []
    private var queues: [[Int]]
    private var done: [Bool]
    private var stopped = false

    init(count: Int) {
        queues = Array(repeating: [], count: count)
        done = Array(repeating: false, count: count)
    }

    mutating func next(_ value: Int, at index: Int) {
        guard !stopped else { return }
        queues[index].append(value)
        if queues.allSatisfy({ !$0.isEmpty }) {
            received.append("\(queues.indices.map { queues[$0].removeFirst() })")
        } else if done.filter({ $0 }).count == done.count - 1 {
            stop("completed")
        }
    }

    mutating func complete(at index: Int) {
        guard !stopped else { return }
        done[index] = true
        if done.allSatisfy({ $0 }) { stop("completed") }
    }

    mutating func fail() {
        guard !stopped else { return }
        stop("error")
    }

    private mutating func stop(_ event: String) {
        received.append(event)
        stopped = true
    }

    func isSubscribed(_ index: Int) -> Bool { !stopped && !done[index] }
}

/// RxSwift's `combineLatest(collection)`: the latest value of each source once
/// all have one; completes when all have completed, or when a value arrives
/// while every other source has completed without a value.
private struct CombineLatestModel: CollectionCombiningModel {
    private(set) var received: [String] = []
    private var latest: [Int?]
    private var done: [Bool]
    private var stopped = false

    init(count: Int) {
        latest = Array(repeating: nil, count: count)
        done = Array(repeating: false, count: count)
    }

    mutating func next(_ value: Int, at index: Int) {
        guard !stopped else { return }
        latest[index] = value
        if latest.allSatisfy({ $0 != nil }) {
            received.append("\(latest.map { $0! })")
        } else if done.indices.filter({ $0 != index && done[$0] }).count == done.count - 1 {
            stop("completed")
        }
    }

    mutating func complete(at index: Int) {
        guard !stopped else { return }
        done[index] = true
        if done.allSatisfy({ $0 }) { stop("completed") }
    }

    mutating func fail() {
        guard !stopped else { return }
        stop("error")
    }

    private mutating func stop(_ event: String) {
        received.append(event)
        stopped = true
    }

    func isSubscribed(_ index: Int) -> Bool { !stopped && !done[index] }
}
