// The fixed arities of `zip` (2 to 6 sources), one pattern repeated: keep them
// in step. The rules and the collection form are in Zip.swift.

extension ObservableType {
    /// The values of 2 sources combined by `resultSelector` pairwise in
    /// order: the first values of each, then the second values, …
    @inlinable
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable()
        return Observable { observer, lifetime in
            Zip2(resultSelector, observer, lifetime).run(s1, s2)
        }
    }
}

extension ObservableType where Element == Any {
    /// The values of 2 sources as tuples, pairwise in order: the first values
    /// of each, then the second values, …
    @inlinable
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }
}

@usableFromInline
final class Zip2<V1, V2, Result>: ZipSink<Result>, @unchecked Sendable {
    @usableFromInline let selector: (V1, V2) throws -> Result
    @usableFromInline @exclusivity(unchecked) var queue1 = RingQueue<V1>()
    @usableFromInline @exclusivity(unchecked) var queue2 = RingQueue<V2>()

    @usableFromInline
    init(_ selector: @escaping (V1, V2) throws -> Result, _ observer: AnyObserver<Result>, _ lifetime: any Cancelable) {
        self.selector = selector
        super.init(arity: 2, observer: observer, lifetime: lifetime)
    }

    @inlinable
    override var hasAll: Bool { !queue1.isEmpty && !queue2.isEmpty }

    @inlinable
    override func result() throws -> Result { try selector(queue1.dequeue()!, queue2.dequeue()!) }

    @inlinable
    func run(_ source1: Observable<V1>, _ source2: Observable<V2>) -> Disposable {
        subscribe(source1, at: 0, AnyObserver { event in self.on(event, at: 0) { self.queue1.enqueue($0) } })
        subscribe(source2, at: 1, AnyObserver { event in self.on(event, at: 1) { self.queue2.enqueue($0) } })
        return self
    }
}

extension ObservableType {
    /// The values of 3 sources combined by `resultSelector` pairwise in
    /// order: the first values of each, then the second values, …
    @inlinable
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable()
        return Observable { observer, lifetime in
            Zip3(resultSelector, observer, lifetime).run(s1, s2, s3)
        }
    }
}

extension ObservableType where Element == Any {
    /// The values of 3 sources as tuples, pairwise in order: the first values
    /// of each, then the second values, …
    @inlinable
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

@usableFromInline
final class Zip3<V1, V2, V3, Result>: ZipSink<Result>, @unchecked Sendable {
    @usableFromInline let selector: (V1, V2, V3) throws -> Result
    @usableFromInline @exclusivity(unchecked) var queue1 = RingQueue<V1>()
    @usableFromInline @exclusivity(unchecked) var queue2 = RingQueue<V2>()
    @usableFromInline @exclusivity(unchecked) var queue3 = RingQueue<V3>()

    @usableFromInline
    init(_ selector: @escaping (V1, V2, V3) throws -> Result, _ observer: AnyObserver<Result>, _ lifetime: any Cancelable) {
        self.selector = selector
        super.init(arity: 3, observer: observer, lifetime: lifetime)
    }

    @inlinable
    override var hasAll: Bool { !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty }

    @inlinable
    override func result() throws -> Result { try selector(queue1.dequeue()!, queue2.dequeue()!, queue3.dequeue()!) }

    @inlinable
    func run(_ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>) -> Disposable {
        subscribe(source1, at: 0, AnyObserver { event in self.on(event, at: 0) { self.queue1.enqueue($0) } })
        subscribe(source2, at: 1, AnyObserver { event in self.on(event, at: 1) { self.queue2.enqueue($0) } })
        subscribe(source3, at: 2, AnyObserver { event in self.on(event, at: 2) { self.queue3.enqueue($0) } })
        return self
    }
}

extension ObservableType {
    /// The values of 4 sources combined by `resultSelector` pairwise in
    /// order: the first values of each, then the second values, …
    @inlinable
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable(), s4 = source4.asObservable()
        return Observable { observer, lifetime in
            Zip4(resultSelector, observer, lifetime).run(s1, s2, s3, s4)
        }
    }
}

extension ObservableType where Element == Any {
    /// The values of 4 sources as tuples, pairwise in order: the first values
    /// of each, then the second values, …
    @inlinable
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

@usableFromInline
final class Zip4<V1, V2, V3, V4, Result>: ZipSink<Result>, @unchecked Sendable {
    @usableFromInline let selector: (V1, V2, V3, V4) throws -> Result
    @usableFromInline @exclusivity(unchecked) var queue1 = RingQueue<V1>()
    @usableFromInline @exclusivity(unchecked) var queue2 = RingQueue<V2>()
    @usableFromInline @exclusivity(unchecked) var queue3 = RingQueue<V3>()
    @usableFromInline @exclusivity(unchecked) var queue4 = RingQueue<V4>()

    @usableFromInline
    init(_ selector: @escaping (V1, V2, V3, V4) throws -> Result, _ observer: AnyObserver<Result>, _ lifetime: any Cancelable) {
        self.selector = selector
        super.init(arity: 4, observer: observer, lifetime: lifetime)
    }

    @inlinable
    override var hasAll: Bool { !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty }

    @inlinable
    override func result() throws -> Result { try selector(queue1.dequeue()!, queue2.dequeue()!, queue3.dequeue()!, queue4.dequeue()!) }

    @inlinable
    func run(_ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>) -> Disposable {
        subscribe(source1, at: 0, AnyObserver { event in self.on(event, at: 0) { self.queue1.enqueue($0) } })
        subscribe(source2, at: 1, AnyObserver { event in self.on(event, at: 1) { self.queue2.enqueue($0) } })
        subscribe(source3, at: 2, AnyObserver { event in self.on(event, at: 2) { self.queue3.enqueue($0) } })
        subscribe(source4, at: 3, AnyObserver { event in self.on(event, at: 3) { self.queue4.enqueue($0) } })
        return self
    }
}

extension ObservableType {
    /// The values of 5 sources combined by `resultSelector` pairwise in
    /// order: the first values of each, then the second values, …
    @inlinable
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable(), s4 = source4.asObservable(), s5 = source5.asObservable()
        return Observable { observer, lifetime in
            Zip5(resultSelector, observer, lifetime).run(s1, s2, s3, s4, s5)
        }
    }
}

extension ObservableType where Element == Any {
    /// The values of 5 sources as tuples, pairwise in order: the first values
    /// of each, then the second values, …
    @inlinable
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

@usableFromInline
final class Zip5<V1, V2, V3, V4, V5, Result>: ZipSink<Result>, @unchecked Sendable {
    @usableFromInline let selector: (V1, V2, V3, V4, V5) throws -> Result
    @usableFromInline @exclusivity(unchecked) var queue1 = RingQueue<V1>()
    @usableFromInline @exclusivity(unchecked) var queue2 = RingQueue<V2>()
    @usableFromInline @exclusivity(unchecked) var queue3 = RingQueue<V3>()
    @usableFromInline @exclusivity(unchecked) var queue4 = RingQueue<V4>()
    @usableFromInline @exclusivity(unchecked) var queue5 = RingQueue<V5>()

    @usableFromInline
    init(_ selector: @escaping (V1, V2, V3, V4, V5) throws -> Result, _ observer: AnyObserver<Result>, _ lifetime: any Cancelable) {
        self.selector = selector
        super.init(arity: 5, observer: observer, lifetime: lifetime)
    }

    @inlinable
    override var hasAll: Bool { !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty && !queue5.isEmpty }

    @inlinable
    override func result() throws -> Result { try selector(queue1.dequeue()!, queue2.dequeue()!, queue3.dequeue()!, queue4.dequeue()!, queue5.dequeue()!) }

    @inlinable
    func run(_ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>, _ source5: Observable<V5>) -> Disposable {
        subscribe(source1, at: 0, AnyObserver { event in self.on(event, at: 0) { self.queue1.enqueue($0) } })
        subscribe(source2, at: 1, AnyObserver { event in self.on(event, at: 1) { self.queue2.enqueue($0) } })
        subscribe(source3, at: 2, AnyObserver { event in self.on(event, at: 2) { self.queue3.enqueue($0) } })
        subscribe(source4, at: 3, AnyObserver { event in self.on(event, at: 3) { self.queue4.enqueue($0) } })
        subscribe(source5, at: 4, AnyObserver { event in self.on(event, at: 4) { self.queue5.enqueue($0) } })
        return self
    }
}

extension ObservableType {
    /// The values of 6 sources combined by `resultSelector` pairwise in
    /// order: the first values of each, then the second values, …
    @inlinable
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable(), s4 = source4.asObservable(), s5 = source5.asObservable(), s6 = source6.asObservable()
        return Observable { observer, lifetime in
            Zip6(resultSelector, observer, lifetime).run(s1, s2, s3, s4, s5, s6)
        }
    }
}

extension ObservableType where Element == Any {
    /// The values of 6 sources as tuples, pairwise in order: the first values
    /// of each, then the second values, …
    @inlinable
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

@usableFromInline
final class Zip6<V1, V2, V3, V4, V5, V6, Result>: ZipSink<Result>, @unchecked Sendable {
    @usableFromInline let selector: (V1, V2, V3, V4, V5, V6) throws -> Result
    @usableFromInline @exclusivity(unchecked) var queue1 = RingQueue<V1>()
    @usableFromInline @exclusivity(unchecked) var queue2 = RingQueue<V2>()
    @usableFromInline @exclusivity(unchecked) var queue3 = RingQueue<V3>()
    @usableFromInline @exclusivity(unchecked) var queue4 = RingQueue<V4>()
    @usableFromInline @exclusivity(unchecked) var queue5 = RingQueue<V5>()
    @usableFromInline @exclusivity(unchecked) var queue6 = RingQueue<V6>()

    @usableFromInline
    init(_ selector: @escaping (V1, V2, V3, V4, V5, V6) throws -> Result, _ observer: AnyObserver<Result>, _ lifetime: any Cancelable) {
        self.selector = selector
        super.init(arity: 6, observer: observer, lifetime: lifetime)
    }

    @inlinable
    override var hasAll: Bool { !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty && !queue5.isEmpty && !queue6.isEmpty }

    @inlinable
    override func result() throws -> Result { try selector(queue1.dequeue()!, queue2.dequeue()!, queue3.dequeue()!, queue4.dequeue()!, queue5.dequeue()!, queue6.dequeue()!) }

    @inlinable
    func run(_ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>, _ source5: Observable<V5>, _ source6: Observable<V6>) -> Disposable {
        subscribe(source1, at: 0, AnyObserver { event in self.on(event, at: 0) { self.queue1.enqueue($0) } })
        subscribe(source2, at: 1, AnyObserver { event in self.on(event, at: 1) { self.queue2.enqueue($0) } })
        subscribe(source3, at: 2, AnyObserver { event in self.on(event, at: 2) { self.queue3.enqueue($0) } })
        subscribe(source4, at: 3, AnyObserver { event in self.on(event, at: 3) { self.queue4.enqueue($0) } })
        subscribe(source5, at: 4, AnyObserver { event in self.on(event, at: 4) { self.queue5.enqueue($0) } })
        subscribe(source6, at: 5, AnyObserver { event in self.on(event, at: 5) { self.queue6.enqueue($0) } })
        return self
    }
}
