import ReactiveCore

// The RxCocoa Driver/Signal operators ported view models use beyond those in
// SharedSequenceOperators.swift and SharedSequenceCombining.swift:
// flatMapFirst, switchLatest, merge(), merge(maxConcurrent:), debug,
// distinctUntilChanged(_:comparer:), withUnretained (Signal only, as in
// RxCocoa), drive(with:…) and emit(with:…). Semantics are those of the
// Observable operators; results keep the trait.

extension SharedSequence {
    /// Maps a value to a sequence of this trait only while no earlier one is
    /// running; values arriving meanwhile are ignored (see `Observable.flatMapFirst`).
    public func flatMapFirst<Result>(
        _ selector: @escaping (Element) -> SharedSequence<Strategy, Result>
    ) -> SharedSequence<Strategy, Result> {
        SharedSequence<Strategy, Result>(sharing: source.flatMapFirst { selector($0).source })
    }

    /// Maps a value to an observable (a request) only while no earlier one is
    /// running; the result is an `Observable`, as the requests may fail or
    /// deliver off the main thread (see `flatMapLatest(_:)`).
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        source.flatMapFirst(selector)
    }

    /// The values of the inner sequences, at most `maxConcurrent` subscribed
    /// at a time (see `Observable.merge(maxConcurrent:)`); as a trait cannot
    /// fail, a `maxConcurrent` below 1 counts as 1.
    public func merge<Inner>(maxConcurrent: Int) -> SharedSequence<Strategy, Inner>
        where Element == SharedSequence<Strategy, Inner> {
        SharedSequence<Strategy, Inner>(sharing: source.map(\.source).merge(maxConcurrent: Swift.max(1, maxConcurrent)))
    }

    /// The values of the latest inner sequence only (see `Observable.switchLatest`).
    public func switchLatest<Inner>() -> SharedSequence<Strategy, Inner>
        where Element == SharedSequence<Strategy, Inner> {
        SharedSequence<Strategy, Inner>(sharing: source.map(\.source).switchLatest())
    }

    /// The values of all inner sequences, merged (see `Observable.merge()`).
    public func merge<Inner>() -> SharedSequence<Strategy, Inner>
        where Element == SharedSequence<Strategy, Inner> {
        SharedSequence<Strategy, Inner>(sharing: source.map(\.source).merge())
    }

    /// Drops values whose key `comparer` says equals the previous value's.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key,
        comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence {
        SharedSequence(sharing: source.distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Logs each subscription, event and disposal (see `Observable.debug`).
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence {
        SharedSequence(sharing: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension SharedSequence where Strategy == SignalSharingStrategy {
    /// Pairs each value with `object`, held weakly; completes once it is gone
    /// (see `Observable.withUnretained`).
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Signal<Out> {
        Signal<Out>(sharing: source.withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs each value with `object`, held weakly; completes once it is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Signal<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }

    /// Calls the closures with `object` (held weakly) on the main thread;
    /// nothing runs once it is gone.
    ///
    /// <!-- snippet: doc-SharedSequencePortedOperators -->
    /// ```swift
    /// viewModel.$saved.emit(with: self, onNext: { owner, _ in owner.close() }).disposed(by: bag)
    /// ```
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension SharedSequence where Strategy == DriverSharingStrategy {
    /// Not available on Driver, as in RxCocoa: a Driver replays its latest
    /// value, which would keep `object` alive. Use `drive(with:onNext:)`.
    @available(*, unavailable, message: "withUnretained is not available on Driver; use drive(with:onNext:onCompleted:onDisposed:)")
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Driver<(Object, Element)> {
        fatalError("unavailable")
    }

    /// Calls the closures with `object` (held weakly) on the main thread;
    /// nothing runs once it is gone.
    ///
    /// <!-- snippet: doc-SharedSequencePortedOperators-2 -->
    /// ```swift
    /// viewModel.$title.drive(with: self, onNext: { owner, title in owner.window.title = title })
    ///     .disposed(by: bag)
    /// ```
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
