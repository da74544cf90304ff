import Synchronization

// Operators combining several sequences: withLatestFrom, startWith and amb.
// combineLatest and zip have files of their own (CombineLatest*.swift,
// Zip*.swift), and so has merge (Merge.swift), built on the flattening operators.

extension ObservableType {
    /// Each value of this sequence combined by `resultSelector` with the latest
    /// value of `second`; values that arrive before `second` has sent one are dropped.
    ///
    /// Completes with this sequence; fails when either sequence fails. `second`
    /// completing only stops its updates (its last value is kept).
    @inlinable
    public func withLatestFrom<Second: ObservableConvertibleType, Result>(
        _ second: Second,
        resultSelector: @escaping (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        let first = asObservable()
        let other = second.asObservable()
        return Observable { observer, lifetime in
            WithLatestFromSink(resultSelector, observer, lifetime).run(first, other)
        }
    }

    /// The latest value of `second` each time this sequence sends a value.
    @inlinable
    public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Second.Element> {
        withLatestFrom(second) { $1 }
    }
}

/// One subscription of `withLatestFrom`: source 0 is the sequence, source 1 the other one.
@usableFromInline
final class WithLatestFromSink<First, Second, Result>: MultiSourceSink<Result>, @unchecked Sendable {
    @usableFromInline let selector: (First, Second) throws -> Result
    /// Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) var latest: Second?

    @usableFromInline
    init(_ selector: @escaping (First, Second) throws -> Result, _ observer: AnyObserver<Result>, _ lifetime: any Cancelable) {
        self.selector = selector
        super.init(sources: 2, observer: observer, lifetime: lifetime)
    }

    @inlinable
    func run(_ first: Observable<First>, _ second: Observable<Second>) -> Disposable {
        subscribe(second, at: 1, AnyObserver { event in self.onSecond(event) })
        subscribe(first, at: 0, AnyObserver { event in self.onFirst(event) })
        return self
    }

    @inlinable
    func onFirst(_ event: Event<First>) {
        ifRunning {
            switch event {
            case .next(let value):
                guard let latest else { return }
                send { try selector(value, latest) }
            case .error(let error):
                stop(.error(error))
            case .completed:
                stop(.completed)
            }
        }
    }

    @inlinable
    func onSecond(_ event: Event<Second>) {
        ifRunning {
            switch event {
            case .next(let value): latest = value
            case .error(let error): stop(.error(error))
            case .completed: release(1)
            }
        }
    }
}

extension ObservableType {
    /// `elements` first, then the values of this sequence.
    ///
    /// The elements are sent synchronously on subscription; if the subscriber
    /// leaves meanwhile, the rest are skipped and this sequence is not subscribed.
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        startWith(contentsOf: elements)
    }

    /// `elements` first, then the values of this sequence.
    @inlinable
    package func startWith(contentsOf elements: [Element]) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            for element in elements {
                if lifetime.isDisposed { return Disposables.create() }
                observer.on(.next(element))
            }
            if lifetime.isDisposed { return Disposables.create() }
            return source.run(observer, lifetime)
        }
    }
}

extension ObservableType {
    /// Mirrors whichever of `sources` sends an event first; the others are
    /// disposed. With no sources it never sends anything (as in RxSwift).
    public static func amb<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
        where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element {
        let observables = sources.map { $0.asObservable() }
        return Observable { observer, lifetime in
            AmbSink(count: observables.count, observer: observer, lifetime: lifetime).run(observables)
        }
    }

    /// Mirrors whichever of this sequence and `right` sends an event first.
    public func amb<Right: ObservableConvertibleType>(_ right: Right) -> Observable<Element>
        where Right.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }
}

/// One subscription of `amb`.
private final class AmbSink<Element>: MultiSourceSink<Element>, @unchecked Sendable {
    /// The source that sent first (guarded by `lock`).
    private var winner: Int?
    private let count: Int

    init(count: Int, observer: AnyObserver<Element>, lifetime: any Cancelable) {
        self.count = count
        super.init(sources: count, observer: observer, lifetime: lifetime)
    }

    func run(_ sources: [Observable<Element>]) -> Disposable {
        subscribeAll(sources) { self.on($0, from: $1) }
    }

    private func on(_ event: Event<Element>, from index: Int) {
        ifRunning {
            if let winner {
                if winner != index { return }
            } else {
                winner = index
                for other in 0..<count where other != index { release(other) }
            }
            if case .next = event { observer.on(event) } else { stop(event) }
        }
    }
}
