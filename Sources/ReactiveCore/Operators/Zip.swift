import Synchronization

// zip: the sources' values combined pairwise in order (the n-th value of each).
//
// RxSwift's rules: values wait in a queue per source until every source has
// one; the result completes when every source has completed, fails as soon as
// any source fails (or the result selector throws). A source that completes is
// released at once. The collection form also completes when a value arrives
// that cannot be paired while every other source has completed (RxSwift's
// `zip(collection)`; its fixed arities wait for the last completion). The fixed-arity forms (2 to 8 sources) are generated, one file each, in Arities/Zip+2.swift to Zip+8.swift.

extension ObservableType {
    /// The values of all `sources` combined by `resultSelector` pairwise in
    /// order: the first values of each, then the second values, …
    ///
    /// An empty collection completes at once.
    public static func zip<Sources: Collection>(
        _ sources: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableConvertibleType {
        let observables = sources.map { $0.asObservable() }
        return Observable { observer, lifetime in
            ZipCollectionSink(count: observables.count, selector: resultSelector, observer: observer, lifetime: lifetime)
                .run(observables)
        }
    }

    /// The values of all `sources` as arrays, pairwise in order.
    ///
    /// An empty collection completes at once.
    public static func zip<Sources: Collection>(
        _ sources: Sources
    ) -> Observable<[Element]> where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element {
        Observable<[Element]>.zip(sources) { $0 }
    }
}

/// A fixed-arity `zip` subscription; each arity's subclass queues the values
/// and computes the result.
@usableFromInline
class ZipSink<Result>: FixedAritySink<Result>, @unchecked Sendable {
    /// Whether every queue holds a value. Overridden.
    @inlinable
    var hasAll: Bool { fatalError("ZipSink.hasAll is abstract") }

    /// Dequeues one value of each source and combines them. Overridden.
    @inlinable
    func result() throws -> Result { fatalError("ZipSink.result() is abstract") }

    /// Handles `event` of source `index`; `enqueue` queues a new value.
    @inlinable @inline(__always)
    final func on<Value>(_ event: Event<Value>, at index: Int, enqueue: (Value) -> Void) {
        ifRunning {
            switch event {
            case .next(let value):
                enqueue(value)
                guard hasAll else { return }
                send { try result() }
            case .error(let error):
                stop(.error(error))
            case .completed:
                if markDone(index) { stop(.completed) }
            }
        }
    }
}

/// One subscription of `zip` over a collection of sources.
private final class ZipCollectionSink<Value, Result>: MultiSourceSink<Result>, @unchecked Sendable {
    private let selector: ([Value]) throws -> Result
    private let count: Int
    // Guarded by `lock`.
    private var queues: [RingQueue<Value>]
    private var nonEmpty = 0
    private var isDone: ContiguousArray<Bool>
    private var numberOfDone = 0

    init(count: Int, selector: @escaping ([Value]) throws -> Result, observer: AnyObserver<Result>, lifetime: any Cancelable) {
        self.selector = selector
        self.count = count
        queues = Array(repeating: RingQueue(), count: count)
        isDone = ContiguousArray(repeating: false, count: count)
        super.init(sources: count, observer: observer, lifetime: lifetime)
    }

    func run(_ sources: [Observable<Value>]) -> Disposable {
        if sources.isEmpty {
            lock.withLock { _ in stop(.completed) }
            return self
        }
        return subscribeAll(sources) { self.on($0, at: $1) }
    }

    private func on(_ event: Event<Value>, at index: Int) {
        ifRunning {
            switch event {
            case .next(let value):
                queues[index].enqueue(value)
                if queues[index].count == 1 { nonEmpty += 1 }
                guard nonEmpty == count else {
                    // Every other source has ended: nothing can pair this value.
                    if numberOfDone == count - 1 { stop(.completed) }
                    return
                }
                var arguments: [Value] = []
                arguments.reserveCapacity(count)
                nonEmpty = 0
                for queue in queues.indices {
                    arguments.append(queues[queue].dequeue()!)
                    if !queues[queue].isEmpty { nonEmpty += 1 }
                }
                send { try selector(arguments) }
            case .error(let error):
                stop(.error(error))
            case .completed:
                if isDone[index] { return }
                isDone[index] = true
                numberOfDone += 1
                release(index)
                if numberOfDone == count { stop(.completed) }
            }
        }
    }
}
