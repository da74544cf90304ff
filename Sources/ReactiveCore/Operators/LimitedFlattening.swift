// Flattening with a limit on the inner sequences running at once:
// flatMapFirst (one at a time; values arriving meanwhile are dropped) and the
// sink of merge(maxConcurrent:) (at most N at a time; the others wait in
// order; its entry point is in Merge.swift). The rules of Flattening.swift apply: any error
// fails the result at once; it completes when the outer source and every
// inner sequence it started have completed.

extension ObservableType {
    /// Maps a value to a sequence only while no earlier sequence is still
    /// running; values that arrive meanwhile are ignored.
    ///
    /// The RxSwift idiom for "ignore taps while a request runs":
    /// <!-- snippet: doc-LimitedFlattening -->
    /// ```swift
    /// saveTapped.flatMapFirst { _ in api.save(profile) }
    /// ```
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            FlatMapFirstSink({ try selector($0).asObservable() }, observer, lifetime).run(source)
        }
    }
}

/// `flatMapFirst`: one inner sequence at a time; outer values are dropped while it runs.
final class FlatMapFirstSink<SourceElement, Element>: FlatteningSink<SourceElement, Element>, @unchecked Sendable {
    private let current = SerialDisposable()
    /// An inner sequence is running (guarded by `lock`).
    private var active = false

    func run(_ source: Observable<SourceElement>) -> Disposable {
        subscribeOuter(source, AnyObserver { event in self.onOuter(event) })
        return self
    }

    private func onOuter(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            lock.withLock { _ in
                if isStopped || active { return }
                let inner: Observable<Element>
                do { inner = try selector(element) } catch {
                    stop(.error(error))
                    return
                }
                active = true
                let child = innerLifetime()
                current.disposable = child
                child.attach(inner.run(AnyObserver { event in self.onInner(event, child) }, child))
            }
        case .error(let error):
            fail(error)
        case .completed:
            lock.withLock { _ in
                outerDone = true
                outer.dispose()
                if !active { stop(.completed) }
            }
        }
    }

    private func onInner(_ event: Event<Element>, _ child: ChildLifetime) {
        onInnerEvent(event, isCurrent: { !child.isDisposed }, completed: {
            active = false
            child.dispose()
            if outerDone { stop(.completed) }
        })
    }

    override func disposeInners() { current.dispose() }
}

/// `merge(maxConcurrent:)`: up to `maxConcurrent` inner sequences at a time,
/// the rest queued. Inner sequences that complete while being subscribed are
/// followed by the next queued one in a loop, not by recursion.
final class MergeLimitedSink<SourceElement, Element>: FlatteningSink<SourceElement, Element>, @unchecked Sendable {
    private let maxConcurrent: Int
    private let inners = CompositeDisposable()
    // Guarded by `lock`.
    private var queue = RingQueue<Observable<Element>>()
    private var active = 0
    /// `startQueued()` is running on this thread (the lock is held).
    private var starting = false

    init(_ selector: @escaping (SourceElement) throws -> Observable<Element>, _ observer: AnyObserver<Element>,
         _ lifetime: any Cancelable, maxConcurrent: Int) {
        self.maxConcurrent = maxConcurrent
        super.init(selector, observer, lifetime)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        subscribeOuter(source, AnyObserver { event in self.onOuter(event) })
        return self
    }

    private func onOuter(_ event: Event<SourceElement>) {
        onOuterEvent(event, start: { inner in
            lock.withLock { _ in
                if isStopped { return }
                queue.enqueue(inner)
                startQueued()
            }
        }, completed: {
            lock.withLock { _ in
                outerDone = true
                outer.dispose()
                if active == 0 && queue.isEmpty { stop(.completed) }
            }
        })
    }

    private func onInner(_ event: Event<Element>, _ key: CompositeDisposable.DisposeKey) {
        onInnerEvent(event, isCurrent: { true }, completed: {
            inners.remove(for: key)
            active -= 1
            startQueued()
            if outerDone && active == 0 && queue.isEmpty { stop(.completed) }
        })
    }

    /// Subscribes queued sequences while fewer than `maxConcurrent` run. Call with `lock` held.
    private func startQueued() {
        if starting { return }
        starting = true
        defer { starting = false }
        while !isStopped && active < maxConcurrent, let inner = queue.dequeue() {
            active += 1
            let child = innerLifetime()
            guard let key = inners.insert(child) else { return }
            child.attach(inner.run(AnyObserver { event in self.onInner(event, key) }, child))
        }
    }

    override func disposeInners() { inners.dispose() }
}
