// The fixed arities of `combineLatest` (2 to 6 sources), one pattern repeated:
// keep them in step. The rules and the collection form are in CombineLatest.swift.

extension ObservableType {
    /// The latest values of 2 sources, combined by `resultSelector` each time
    /// any of them sends a value (once every source has sent one).
    @inlinable
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable()
        return Observable { observer, lifetime in
            CombineLatest2(resultSelector, observer, lifetime).run(s1, s2)
        }
    }
}

extension ObservableType where Element == Any {
    /// The latest values of 2 sources as a tuple, each time any of them sends
    /// a value (once every source has sent one).
    @inlinable
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }
}

@usableFromInline
final class CombineLatest2<V1, V2, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    @usableFromInline let selector: (V1, V2) throws -> Result
    @usableFromInline @exclusivity(unchecked) var value1: V1?
    @usableFromInline @exclusivity(unchecked) var value2: V2?

    @usableFromInline
    init(_ selector: @escaping (V1, V2) throws -> Result, _ observer: AnyObserver<Result>, _ lifetime: any Cancelable) {
        self.selector = selector
        super.init(arity: 2, observer: observer, lifetime: lifetime)
    }

    @inlinable
    override func result() throws -> Result { try selector(value1!, value2!) }

    @inlinable
    func run(_ source1: Observable<V1>, _ source2: Observable<V2>) -> Disposable {
        subscribe(source1, at: 0, AnyObserver { event in self.on(event, at: 0) { self.value1 = $0 } })
        subscribe(source2, at: 1, AnyObserver { event in self.on(event, at: 1) { self.value2 = $0 } })
        return self
    }
}

extension ObservableType {
    /// The latest values of 3 sources, combined by `resultSelector` each time
    /// any of them sends a value (once every source has sent one).
    @inlinable
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable()
        return Observable { observer, lifetime in
            CombineLatest3(resultSelector, observer, lifetime).run(s1, s2, s3)
        }
    }
}

extension ObservableType where Element == Any {
    /// The latest values of 3 sources as a tuple, each time any of them sends
    /// a value (once every source has sent one).
    @inlinable
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }
}

@usableFromInline
final class CombineLatest3<V1, V2, V3, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    @usableFromInline let selector: (V1, V2, V3) throws -> Result
    @usableFromInline @exclusivity(unchecked) var value1: V1?
    @usableFromInline @exclusivity(unchecked) var value2: V2?
    @usableFromInline @exclusivity(unchecked) var value3: V3?

    @usableFromInline
    init(_ selector: @escaping (V1, V2, V3) throws -> Result, _ observer: AnyObserver<Result>, _ lifetime: any Cancelable) {
        self.selector = selector
        super.init(arity: 3, observer: observer, lifetime: lifetime)
    }

    @inlinable
    override func result() throws -> Result { try selector(value1!, value2!, value3!) }

    @inlinable
    func run(_ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>) -> Disposable {
        subscribe(source1, at: 0, AnyObserver { event in self.on(event, at: 0) { self.value1 = $0 } })
        subscribe(source2, at: 1, AnyObserver { event in self.on(event, at: 1) { self.value2 = $0 } })
        subscribe(source3, at: 2, AnyObserver { event in self.on(event, at: 2) { self.value3 = $0 } })
        return self
    }
}

extension ObservableType {
    /// The latest values of 4 sources, combined by `resultSelector` each time
    /// any of them sends a value (once every source has sent one).
    @inlinable
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable(), s4 = source4.asObservable()
        return Observable { observer, lifetime in
            CombineLatest4(resultSelector, observer, lifetime).run(s1, s2, s3, s4)
        }
    }
}

extension ObservableType where Element == Any {
    /// The latest values of 4 sources as a tuple, each time any of them sends
    /// a value (once every source has sent one).
    @inlinable
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

@usableFromInline
final class CombineLatest4<V1, V2, V3, V4, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    @usableFromInline let selector: (V1, V2, V3, V4) throws -> Result
    @usableFromInline @exclusivity(unchecked) var value1: V1?
    @usableFromInline @exclusivity(unchecked) var value2: V2?
    @usableFromInline @exclusivity(unchecked) var value3: V3?
    @usableFromInline @exclusivity(unchecked) var value4: V4?

    @usableFromInline
    init(_ selector: @escaping (V1, V2, V3, V4) throws -> Result, _ observer: AnyObserver<Result>, _ lifetime: any Cancelable) {
        self.selector = selector
        super.init(arity: 4, observer: observer, lifetime: lifetime)
    }

    @inlinable
    override func result() throws -> Result { try selector(value1!, value2!, value3!, value4!) }

    @inlinable
    func run(_ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>) -> Disposable {
        subscribe(source1, at: 0, AnyObserver { event in self.on(event, at: 0) { self.value1 = $0 } })
        subscribe(source2, at: 1, AnyObserver { event in self.on(event, at: 1) { self.value2 = $0 } })
        subscribe(source3, at: 2, AnyObserver { event in self.on(event, at: 2) { self.value3 = $0 } })
        subscribe(source4, at: 3, AnyObserver { event in self.on(event, at: 3) { self.value4 = $0 } })
        return self
    }
}

extension ObservableType {
    /// The latest values of 5 sources, combined by `resultSelector` each time
    /// any of them sends a value (once every source has sent one).
    @inlinable
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable(), s4 = source4.asObservable(), s5 = source5.asObservable()
        return Observable { observer, lifetime in
            CombineLatest5(resultSelector, observer, lifetime).run(s1, s2, s3, s4, s5)
        }
    }
}

extension ObservableType where Element == Any {
    /// The latest values of 5 sources as a tuple, each time any of them sends
    /// a value (once every source has sent one).
    @inlinable
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

@usableFromInline
final class CombineLatest5<V1, V2, V3, V4, V5, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    @usableFromInline let selector: (V1, V2, V3, V4, V5) throws -> Result
    @usableFromInline @exclusivity(unchecked) var value1: V1?
    @usableFromInline @exclusivity(unchecked) var value2: V2?
    @usableFromInline @exclusivity(unchecked) var value3: V3?
    @usableFromInline @exclusivity(unchecked) var value4: V4?
    @usableFromInline @exclusivity(unchecked) var value5: V5?

    @usableFromInline
    init(_ selector: @escaping (V1, V2, V3, V4, V5) throws -> Result, _ observer: AnyObserver<Result>, _ lifetime: any Cancelable) {
        self.selector = selector
        super.init(arity: 5, observer: observer, lifetime: lifetime)
    }

    @inlinable
    override func result() throws -> Result { try selector(value1!, value2!, value3!, value4!, value5!) }

    @inlinable
    func run(_ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>, _ source5: Observable<V5>) -> Disposable {
        subscribe(source1, at: 0, AnyObserver { event in self.on(event, at: 0) { self.value1 = $0 } })
        subscribe(source2, at: 1, AnyObserver { event in self.on(event, at: 1) { self.value2 = $0 } })
        subscribe(source3, at: 2, AnyObserver { event in self.on(event, at: 2) { self.value3 = $0 } })
        subscribe(source4, at: 3, AnyObserver { event in self.on(event, at: 3) { self.value4 = $0 } })
        subscribe(source5, at: 4, AnyObserver { event in self.on(event, at: 4) { self.value5 = $0 } })
        return self
    }
}

extension ObservableType {
    /// The latest values of 6 sources, combined by `resultSelector` each time
    /// any of them sends a value (once every source has sent one).
    @inlinable
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable(), s4 = source4.asObservable(), s5 = source5.asObservable(), s6 = source6.asObservable()
        return Observable { observer, lifetime in
            CombineLatest6(resultSelector, observer, lifetime).run(s1, s2, s3, s4, s5, s6)
        }
    }
}

extension ObservableType where Element == Any {
    /// The latest values of 6 sources as a tuple, each time any of them sends
    /// a value (once every source has sent one).
    @inlinable
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

@usableFromInline
final class CombineLatest6<V1, V2, V3, V4, V5, V6, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    @usableFromInline let selector: (V1, V2, V3, V4, V5, V6) throws -> Result
    @usableFromInline @exclusivity(unchecked) var value1: V1?
    @usableFromInline @exclusivity(unchecked) var value2: V2?
    @usableFromInline @exclusivity(unchecked) var value3: V3?
    @usableFromInline @exclusivity(unchecked) var value4: V4?
    @usableFromInline @exclusivity(unchecked) var value5: V5?
    @usableFromInline @exclusivity(unchecked) var value6: V6?

    @usableFromInline
    init(_ selector: @escaping (V1, V2, V3, V4, V5, V6) throws -> Result, _ observer: AnyObserver<Result>, _ lifetime: any Cancelable) {
        self.selector = selector
        super.init(arity: 6, observer: observer, lifetime: lifetime)
    }

    @inlinable
    override func result() throws -> Result { try selector(value1!, value2!, value3!, value4!, value5!, value6!) }

    @inlinable
    func run(_ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>, _ source5: Observable<V5>, _ source6: Observable<V6>) -> Disposable {
        subscribe(source1, at: 0, AnyObserver { event in self.on(event, at: 0) { self.value1 = $0 } })
        subscribe(source2, at: 1, AnyObserver { event in self.on(event, at: 1) { self.value2 = $0 } })
        subscribe(source3, at: 2, AnyObserver { event in self.on(event, at: 2) { self.value3 = $0 } })
        subscribe(source4, at: 3, AnyObserver { event in self.on(event, at: 3) { self.value4 = $0 } })
        subscribe(source5, at: 4, AnyObserver { event in self.on(event, at: 4) { self.value5 = $0 } })
        subscribe(source6, at: 5, AnyObserver { event in self.on(event, at: 5) { self.value6 = $0 } })
        return self
    }
}
