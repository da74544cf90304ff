// merge: the values of several sequences as they arrive, RxSwift's forms. All
// of them are flatMap (Flattening.swift) over the sources, or, with
// `maxConcurrent`, the limited merge of LimitedFlattening.swift.

extension ObservableType where Element: ObservableConvertibleType {
    /// The values of all inner sequences, merged.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }

    /// The values of the inner sequences, with at most `maxConcurrent` of them
    /// subscribed at a time; the others are subscribed in arrival order as
    /// running ones complete. A `maxConcurrent` below 1 fails with
    /// `RxError.argumentOutOfRange`.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        guard maxConcurrent >= 1 else { return .error(RxError.argumentOutOfRange) }
        let source = asObservable()
        return Observable { observer, lifetime in
            MergeLimitedSink<Element, Element.Element>({ $0.asObservable() }, observer, lifetime, maxConcurrent: maxConcurrent)
                .run(source)
        }
    }
}

extension ObservableType {
    /// The values of all `sources` as they arrive. Completes when all of them
    /// have completed; fails as soon as one fails.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable.from(sources).merge()
    }

    /// The values of all `sources` as they arrive. Completes when all of them
    /// have completed (an empty collection completes at once); fails as soon as one fails.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
        where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element {
        Observable.from(sources.map { $0.asObservable() }).merge()
    }
}
