import Synchronization

// combineLatest: the latest value of every source, each time any of them sends one.
//
// RxSwift's rules: nothing is sent until every source has sent a value; the
// result completes when all sources have completed, or earlier when a source
// sends a value while all the others have completed without ever having sent
// one (nothing could ever be combined); it fails as soon as any source fails
// (or the result selector throws). A source that completes is released at once.
// The fixed-arity forms (2 to 8 sources) are generated, one file each, in Arities/CombineLatest+2.swift to CombineLatest+8.swift.

extension ObservableType {
    /// The latest values of all `sources`, combined by `resultSelector` each time
    /// any source sends a value (once every source has sent one).
    ///
    /// An empty collection sends `resultSelector([])` once and completes
    /// (as RxSwift does).
    public static func combineLatest<Sources: Collection>(
        _ sources: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableConvertibleType {
        let observables = sources.map { $0.asObservable() }
        return Observable { observer, lifetime in
            CombineLatestCollectionSink(count: observables.count, selector: resultSelector, observer: observer, lifetime: lifetime)
                .run(observables)
        }
    }

    /// The latest values of all `sources` as an array, each time any source
    /// sends a value (once every source has sent one).
    ///
    /// An empty collection sends `[]` once and completes (as RxSwift does).
    public static func combineLatest<Sources: Collection>(
        _ sources: Sources
    ) -> Observable<[Element]> where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element {
        Observable<[Element]>.combineLatest(sources) { $0 }
    }
}

/// A fixed-arity `combineLatest` subscription; each arity's subclass stores
/// the latest values and computes the result.
@usableFromInline
class CombineLatestSink<Result>: FixedAritySink<Result>, @unchecked Sendable {
    /// A bit per source that has sent a value (guarded by `lock`).
    @usableFromInline @exclusivity(unchecked) var hasValue: UInt8 = 0

    /// The result for the stored values (each source has one). Overridden.
    @inlinable
    func result() throws -> Result { fatalError("CombineLatestSink.result() is abstract") }

    /// Handles `event` of source `index`; `store` keeps a new value.
    @inlinable @inline(__always)
    final func on<Value>(_ event: Event<Value>, at index: Int, store: (Value) -> Void) {
        ifRunning {
            switch event {
            case .next(let value):
                store(value)
                let bit = UInt8(truncatingIfNeeded: 1 << index)
                hasValue |= bit
                if hasValue == all {
                    send { try result() }
                } else if done | bit == all {
                    stop(.completed)
                }
            case .error(let error):
                stop(.error(error))
            case .completed:
                if markDone(index) { stop(.completed) }
            }
        }
    }
}

/// One subscription of `combineLatest` over a collection of sources.
private final class CombineLatestCollectionSink<Value, Result>: MultiSourceSink<Result>, @unchecked Sendable {
    private let selector: ([Value]) throws -> Result
    private let count: Int
    // Guarded by `lock`.
    private var values: ContiguousArray<Value?>
    private var numberOfValues = 0
    private var isDone: ContiguousArray<Bool>
    private var numberOfDone = 0

    init(count: Int, selector: @escaping ([Value]) throws -> Result, observer: AnyObserver<Result>, lifetime: any Cancelable) {
        self.selector = selector
        self.count = count
        values = ContiguousArray(repeating: nil, count: count)
        isDone = ContiguousArray(repeating: false, count: count)
        super.init(sources: count, observer: observer, lifetime: lifetime)
    }

    func run(_ sources: [Observable<Value>]) -> Disposable {
        if sources.isEmpty {
            lock.withLock { _ in
                send { try selector([]) }
                stop(.completed) // nothing more once the selector failed
            }
            return self
        }
        return subscribeAll(sources) { self.on($0, at: $1) }
    }

    private func on(_ event: Event<Value>, at index: Int) {
        ifRunning {
            switch event {
            case .next(let value):
                if values[index] == nil { numberOfValues += 1 }
                values[index] = value
                if numberOfValues < count {
                    let othersDone = numberOfDone - (isDone[index] ? 1 : 0)
                    if othersDone == count - 1 { stop(.completed) }
                    return
                }
                send { try selector(values.map { $0! }) }
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
