// Operators that pick values by position or react to an empty sequence:
// first, element(at:), takeLast, ifEmpty(default:), ifEmpty(switchTo:).

extension ObservableType {
    /// The first value, or `nil` when this sequence completes empty, as a
    /// `Single` (as in RxSwift 6); the source is disposed after its first value.
    public func first() -> Single<Element?> {
        let source = asObservable()
        return Single(raw: Observable { observer, lifetime in
            let finished = Flag()
            return source.run(AnyObserver { event in
                if finished.isSet { return }
                finished.isSet = true
                switch event {
                case .next(let value):
                    observer.on(.next(value))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.next(nil))
                    observer.on(.completed)
                }
            }, lifetime)
        })
    }

    /// The value at position `index` (counting from 0), then completion.
    /// Fails with `RxError.argumentOutOfRange` when the sequence completes
    /// before reaching it, or when `index` is negative.
    public func element(at index: Int) -> Observable<Element> {
        guard index >= 0 else { return .error(RxError.argumentOutOfRange) }
        let source = asObservable()
        return Observable { observer, lifetime in
            let remaining = Counter(index)
            let finished = Flag()
            return source.run(AnyObserver { event in
                if finished.isSet { return }
                switch event {
                case .next:
                    if remaining.remaining > 0 {
                        remaining.remaining -= 1
                        return
                    }
                    finished.isSet = true
                    observer.on(event)
                    observer.on(.completed)
                case .error:
                    finished.isSet = true
                    observer.on(event)
                case .completed:
                    finished.isSet = true
                    observer.on(.error(RxError.argumentOutOfRange))
                }
            }, lifetime)
        }
    }

    /// The last `count` values, sent when this sequence completes, then
    /// completion. A failure is passed on without the buffered values.
    public func takeLast(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let buffer = LastValues<Element>(capacity: Swift.max(0, count))
            return source.run(AnyObserver { event in
                switch event {
                case .next(let value):
                    buffer.append(value)
                case .error:
                    buffer.removeAll()
                    observer.on(event)
                case .completed:
                    for value in buffer.removeAll() {
                        if lifetime.isDisposed { return }
                        observer.on(.next(value))
                    }
                    observer.on(.completed)
                }
            }, lifetime)
        }
    }

    /// This sequence, or `element` alone when it completes without a value.
    public func ifEmpty(default element: Element) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let sawValue = Flag()
            return source.run(AnyObserver { event in
                switch event {
                case .next:
                    sawValue.isSet = true
                case .completed where !sawValue.isSet:
                    observer.on(.next(element))
                default:
                    break
                }
                observer.on(event)
            }, lifetime)
        }
    }

    /// This sequence, or, when it completes without a value, `other` instead
    /// (subscribed at that moment).
    public func ifEmpty<Other: ObservableConvertibleType>(switchTo other: Other) -> Observable<Element>
        where Other.Element == Element {
        let source = asObservable()
        let fallback = other.asObservable()
        return Observable { observer, lifetime in
            let serial = SerialDisposable()
            let sawValue = Flag()
            source.runChild(AnyObserver { event in
                switch event {
                case .next:
                    sawValue.isSet = true
                    observer.on(event)
                case .completed where !sawValue.isSet:
                    fallback.runChild(observer, parent: lifetime, in: serial)
                default:
                    observer.on(event)
                }
            }, parent: lifetime, in: serial)
            return serial
        }
    }
}

/// The last values of one `takeLast` subscription (its events never overlap,
/// so no lock): a ring of `capacity` values.
final class LastValues<Element> {
    private let capacity: Int
    private var values = RingQueue<Element>()

    init(capacity: Int) { self.capacity = capacity }

    func append(_ value: Element) {
        guard capacity > 0 else { return }
        if values.count == capacity { _ = values.dequeue() }
        values.enqueue(value)
    }

    /// The values, oldest first, leaving the ring empty.
    @discardableResult
    func removeAll() -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(values.count)
        while let value = values.dequeue() { result.append(value) }
        return result
    }
}
