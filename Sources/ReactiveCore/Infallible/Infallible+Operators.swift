// Operators of `Infallible` that keep it infallible: each applies the
// `Observable` operator of the same name. Closures cannot throw here (a
// throwing closure would make the sequence fallible: use `asObservable()`).

extension InfallibleType {
    /// Each value transformed by `transform`.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// The non-`nil` results of `transform`.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// Only the values for which `predicate` is true.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// The values of the `Infallible`s `selector` makes from each value, merged.
    public func flatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible(asObservable().flatMap { selector($0).source })
    }

    /// The values of the `Infallible` made from the latest value only.
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible(asObservable().flatMapLatest { selector($0).source })
    }

    /// The values of the `Infallible`s made from each value, one after another.
    public func concatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible(asObservable().concatMap { selector($0).source })
    }

    /// Drops a value equal (by `comparer`) to the one before it.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// The running result of `accumulator`, starting from `seed`.
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    ) -> Infallible<Accumulate> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// The running result of `accumulator`, updated in place, starting from `seed`.
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void
    ) -> Infallible<Accumulate> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// `elements` first, then this sequence.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(Observable.from(elements).concat(asObservable()))
    }

    /// Drops the first `count` values.
    public func skip(_ count: Int) -> Infallible<Element> { Infallible(asObservable().skip(count)) }

    /// The first `count` values, then completion.
    public func take(_ count: Int) -> Infallible<Element> { Infallible(asObservable().take(count)) }

    /// Values while `predicate` holds.
    public func take(while predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate))
    }

    /// Runs side effects for each event and the subscription.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Delivers on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().observe(on: scheduler))
    }

    /// Subscribes (and disposes) on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().subscribe(on: scheduler))
    }

    /// Shares one upstream subscription (see `Observable.share`).
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Sends a value once `dueTime` has passed without a newer one.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Sends at most one value per `dueTime` (see `Observable.throttle`).
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Every event `dueTime` later.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().delay(dueTime, scheduler: scheduler))
    }

    /// Each value combined with the latest value of `second`.
    public func withLatestFrom<Second: InfallibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> Infallible<Result> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest value of `second` at each value of this sequence.
    public func withLatestFrom<Second: InfallibleType>(_ second: Second) -> Infallible<Second.Element> {
        Infallible(asObservable().withLatestFrom(second.asObservable()))
    }

    /// The values of all `sources`, as they come.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map(\.source)))
    }

    /// The latest values of `source1` and `source2`, combined each time either sends one.
    public static func combineLatest<E1, E2>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, resultSelector: @escaping (E1, E2) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// The latest values of all `sources`, combined each time any sends one.
    public static func combineLatest<Sources: Collection>(
        _ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) -> Element
    ) -> Infallible<Element> where Sources.Element: InfallibleType {
        Infallible(Observable.combineLatest(sources.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The values of `source1` and `source2` combined pairwise in order.
    public static func zip<E1, E2>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, resultSelector: @escaping (E1, E2) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops a value equal to the one before it.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType where Element == Any {
    /// The latest values of `source1` and `source2` as a tuple.
    public static func combineLatest<E1, E2>(_ source1: Infallible<E1>, _ source2: Infallible<E2>) -> Infallible<(E1, E2)> {
        Infallible<(E1, E2)>.combineLatest(source1, source2) { ($0, $1) }
    }

    /// The values of `source1` and `source2` as tuples, pairwise in order.
    public static func zip<E1, E2>(_ source1: Infallible<E1>, _ source2: Infallible<E2>) -> Infallible<(E1, E2)> {
        Infallible<(E1, E2)>.zip(source1, source2) { ($0, $1) }
    }
}
