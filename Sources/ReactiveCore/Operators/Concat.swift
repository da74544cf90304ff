// concatMap and concat: inner sequences one after another, each subscribed
// when the previous one completes (the rules are those of Flattening.swift).

extension ObservableType {
    /// Maps each value to a sequence and sends the values of those sequences one
    /// after another: each is subscribed when the previous one completes.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            ConcatSink({ try selector($0).asObservable() }, observer, lifetime).run(source)
        }
    }

    /// This sequence's values, then (once it completes) those of `second`.
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
        where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// The values of each of `sources` in turn; each is subscribed when the
    /// previous one completes. The sequence of sources is read lazily.
    @inlinable
    public static func concat<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
        where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element {
        Observable { observer, lifetime in
            ConcatSink<Observable<Element>, Element>({ $0 }, observer, lifetime)
                .run(AnyIterator(sources.lazy.map { $0.asObservable() }.makeIterator()))
        }
    }

    /// The values of each of `sources` in turn.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// The values of the inner sequences one after another.
    @inlinable
    public func concat() -> Observable<Element.Element> {
        concatMap { $0 }
    }
}

/// `concatMap` and `concat`: one inner sequence at a time, in order.
///
/// Inner sequences that complete synchronously are chained in a loop, not by
/// recursion, so concatenating many of them does not grow the stack.
@usableFromInline
final class ConcatSink<SourceElement, Element>: FlatteningSink<SourceElement, Element>, @unchecked Sendable {
    private let current = SerialDisposable()
    // Guarded by `lock`.
    /// Inner sequences waiting their turn (concatMap).
    private var queue = RingQueue<Observable<Element>>()
    /// The remaining sources (static concat, read lazily).
    private var sources: AnyIterator<Observable<Element>>?
    /// An inner sequence is running.
    private var active = false
    /// An inner subscription is being started on this thread.
    private var subscribing = false
    /// The inner sequence being started completed before `run` returned.
    private var completedWhileSubscribing = false
    /// Makes the observer of an inner subscription (built by the inlinable
    /// `run`, so specialised; holds the sink unowned).
    private var makeObserver: ((any Cancelable) -> AnyObserver<Element>)?

    /// Concatenates the inner sequences of `source`'s values (concatMap).
    @inlinable
    func run(_ source: Observable<SourceElement>) -> Disposable {
        start(makeObserver: { [unowned self] child in AnyObserver { event in self.onInner(event, child) } })
        subscribeOuter(source, AnyObserver { event in self.onOuter(event) })
        return self
    }

    /// Concatenates `sources` (static `concat`).
    @inlinable
    func run(_ sources: AnyIterator<Observable<Element>>) -> Disposable {
        start(makeObserver: { [unowned self] child in AnyObserver { event in self.onInner(event, child) } }, sources: sources)
        return self
    }

    @usableFromInline
    func start(makeObserver: @escaping (any Cancelable) -> AnyObserver<Element>, sources: AnyIterator<Observable<Element>>? = nil) {
        lock.withLock { _ in
            self.makeObserver = makeObserver
            guard let sources else { return }
            self.sources = sources
            outerDone = true
            advance()
        }
    }

    @inlinable
    func onOuter(_ event: Event<SourceElement>) {
        onOuterEvent(event, start: enqueue, completed: outerCompleted)
    }

    @inlinable
    func onInner(_ event: Event<Element>, _ child: any Cancelable) {
        onInnerEvent(event, isCurrent: { true }, completed: { innerCompleted(child) })
    }

    @usableFromInline
    func enqueue(_ inner: Observable<Element>) {
        lock.withLock { _ in
            queue.enqueue(inner)
            if !active { advance() }
        }
    }

    @usableFromInline
    func outerCompleted() {
        lock.withLock { _ in
            outerDone = true
            outer.dispose()
            if !active { advance() }
        }
    }

    /// Call with `lock` held.
    @usableFromInline
    func innerCompleted(_ child: any Cancelable) {
        child.dispose()
        if subscribing { completedWhileSubscribing = true } else { advance() }
    }

    /// Starts the next inner sequence, and the one after while they complete
    /// synchronously. Call with `lock` held and no inner sequence running.
    private func advance() {
        while !isStopped && !lifetime.isDisposed {
            guard let inner = queue.dequeue() ?? sources?.next() else {
                active = false
                if outerDone { stop(.completed) }
                return
            }
            active = true
            let child = innerLifetime()
            current.disposable = child
            subscribing = true
            completedWhileSubscribing = false
            child.attach(inner.run(makeObserver!(child), child))
            subscribing = false
            if !completedWhileSubscribing { return }
        }
    }

    override func disposeInners() {
        current.dispose()
    }
}
