// `Single.zip` of 3 and 4 sources (2 sources and collections are in
// Single.swift): the results combined once all have succeeded; fails as
// soon as any fails.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The results of three `Single`s, combined by `resultSelector` once all have succeeded.
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }

    /// The results of four `Single`s, combined by `resultSelector` once all have succeeded.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(
            source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// The results of three `Single`s as a tuple, once all have succeeded.
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>
    ) -> Single<(E1, E2, E3)> {
        Single<(E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// The results of four `Single`s as a tuple, once all have succeeded.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>
    ) -> Single<(E1, E2, E3, E4)> {
        Single<(E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}
