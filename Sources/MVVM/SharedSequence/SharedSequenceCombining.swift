import ReactiveCore

// Combining and flattening operators on Driver and Signal. Each result is
// again a sequence of the same trait: its sources are main-thread and cannot
// fail, so neither can it; it is shared per the trait (`SharedSequence(sharing:)`).
// Closures must not throw. Semantics are those of the Observable operators.
// The fixed arities of combineLatest and zip are generated, one file each: Arities/SharedSequence+CombineLatest+2.swift to +8, Arities/SharedSequence+Zip+2.swift to +8.

extension SharedSequence {
    /// The values of all `sources` as they arrive (see `Observable.merge`).
    @inlinable
    public static func merge(_ sources: SharedSequence...) -> SharedSequence {
        merge(sources)
    }

    /// The values of all `sources` as they arrive (see `Observable.merge`).
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> SharedSequence
        where Sources.Element == SharedSequence {
        SharedSequence(sharing: Observable.merge(sources.map(\.source)))
    }

    /// The values of each of `sources` in turn (see `Observable.concat`).
    @inlinable
    public static func concat<Sources: Sequence>(_ sources: Sources) -> SharedSequence
        where Sources.Element == SharedSequence {
        SharedSequence(sharing: Observable.concat(sources.lazy.map(\.source)))
    }

    /// The latest values of all `sources`, combined by `resultSelector` each time
    /// any of them sends one (see `Observable.combineLatest`).
    @inlinable
    public static func combineLatest<Sources: Collection, Value>(
        _ sources: Sources,
        resultSelector: @escaping ([Value]) -> Element
    ) -> SharedSequence where Sources.Element == SharedSequence<Strategy, Value> {
        SharedSequence(sharing: Observable.combineLatest(sources.map(\.source), resultSelector: resultSelector))
    }

    /// The latest values of all `sources` as an array, each time any of them sends one.
    @inlinable
    public static func combineLatest<Sources: Collection>(_ sources: Sources) -> SharedSequence<Strategy, [Element]>
        where Sources.Element == SharedSequence {
        SharedSequence<Strategy, [Element]>(sharing: Observable.combineLatest(sources.map(\.source)))
    }

    /// The values of all `sources` combined by `resultSelector` pairwise in
    /// order (see `Observable.zip`).
    @inlinable
    public static func zip<Sources: Collection, Value>(
        _ sources: Sources,
        resultSelector: @escaping ([Value]) -> Element
    ) -> SharedSequence where Sources.Element == SharedSequence<Strategy, Value> {
        SharedSequence(sharing: Observable.zip(sources.map(\.source), resultSelector: resultSelector))
    }

    /// The values of all `sources` as arrays, pairwise in order.
    @inlinable
    public static func zip<Sources: Collection>(_ sources: Sources) -> SharedSequence<Strategy, [Element]>
        where Sources.Element == SharedSequence {
        SharedSequence<Strategy, [Element]>(sharing: Observable.zip(sources.map(\.source)))
    }
}

extension SharedSequence {
    /// Each value combined by `resultSelector` with the latest value of `second`
    /// (a Driver or a Signal); values before `second` has one are dropped.
    @inlinable
    public func withLatestFrom<OtherStrategy, Second, Result>(
        _ second: SharedSequence<OtherStrategy, Second>,
        resultSelector: @escaping (Element, Second) -> Result
    ) -> SharedSequence<Strategy, Result> {
        SharedSequence<Strategy, Result>(sharing: source.withLatestFrom(second.source, resultSelector: resultSelector))
    }

    /// The latest value of `second` (a Driver or a Signal) each time this sequence sends a value.
    @inlinable
    public func withLatestFrom<OtherStrategy, Second>(
        _ second: SharedSequence<OtherStrategy, Second>
    ) -> SharedSequence<Strategy, Second> {
        SharedSequence<Strategy, Second>(sharing: source.withLatestFrom(second.source))
    }

    /// Maps each value to a sequence of this trait and sends the values of the
    /// latest one only; a new value disposes the previous inner subscription.
    @inlinable
    public func flatMapLatest<Result>(
        _ selector: @escaping (Element) -> SharedSequence<Strategy, Result>
    ) -> SharedSequence<Strategy, Result> {
        SharedSequence<Strategy, Result>(sharing: source.flatMapLatest { selector($0).source })
    }

    /// Maps each value to a sequence of this trait and merges their values.
    @inlinable
    public func flatMap<Result>(
        _ selector: @escaping (Element) -> SharedSequence<Strategy, Result>
    ) -> SharedSequence<Strategy, Result> {
        SharedSequence<Strategy, Result>(sharing: source.flatMap { selector($0).source })
    }

    /// Maps each value to a sequence of this trait and sends their values one
    /// sequence after another.
    @inlinable
    public func concatMap<Result>(
        _ selector: @escaping (Element) -> SharedSequence<Strategy, Result>
    ) -> SharedSequence<Strategy, Result> {
        SharedSequence<Strategy, Result>(sharing: source.concatMap { selector($0).source })
    }

    /// `elements` first (sent synchronously on subscription, like the replayed
    /// value of a Driver), then this sequence's values.
    @inlinable
    public func startWith(_ elements: Element...) -> SharedSequence {
        SharedSequence(sharing: source.startWith(contentsOf: elements))
    }

    /// The running result of `accumulator`, starting from `seed`, sent after each value.
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) -> Accumulate
    ) -> SharedSequence<Strategy, Accumulate> {
        SharedSequence<Strategy, Accumulate>(sharing: source.scan(seed, accumulator: accumulator))
    }

    /// The running result of `accumulator`, starting from `seed` and mutated in
    /// place, sent after each value.
    @inlinable
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) -> Void
    ) -> SharedSequence<Strategy, Accumulate> {
        SharedSequence<Strategy, Accumulate>(sharing: source.scan(into: seed, accumulator: accumulator))
    }
}

extension SharedSequence {
    /// Maps each value to an observable (a service call, say) and sends the
    /// values of the latest one only. The result is an `Observable`: the inner
    /// sequences may fail or deliver off the main thread, so it is no longer a
    /// Driver or Signal (convert back with `asDriver(onErrorJustReturn:)` or
    /// `observe(on: MainScheduler.instance)`).
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        source.flatMapLatest(selector)
    }

    /// Maps each value to an observable and merges their values; the result is
    /// an `Observable` (see `flatMapLatest(_:)`).
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        source.flatMap(selector)
    }

    /// Maps each value to an observable and sends their values one sequence
    /// after another; the result is an `Observable` (see `flatMapLatest(_:)`).
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        source.concatMap(selector)
    }
}
